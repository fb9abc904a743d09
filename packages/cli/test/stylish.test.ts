import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rules } from "@msglint/core";
import { describe, expect, it } from "vitest";
import { codeFrame, Documents, isPairingRule, MAX_WIDTH, SourceLines, turnPicture } from "../src/formatters/code-frame.js";
import { palette } from "../src/formatters/color.js";
import { formatters } from "../src/formatters/index.js";
import { lintSource, result } from "../src/lint-files.js";
import type { CliMessage, FileResult, FormatterContext } from "../src/types.js";
import { requests } from "./helpers.js";

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), "golden");

const context = (color: boolean): FormatterContext => ({
  cwd: "/repo",
  color,
  rulesMeta: Object.fromEntries(rules.map((r) => [r.meta.id, { docsUrl: r.meta.docsUrl, description: r.meta.description }])),
});

/** A base64 image of 200 000 characters on one line: a frame must never print it whole. */
const BASE64 = "iVBORw0KGgo".padEnd(200_000, "A");
const imageLine = JSON.stringify({
  messages: [
    { role: "user", content: "Look" },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_img", name: "screenshot", input: {} }] },
    {
      role: "user",
      content: [
        { type: "image", source: { type: "base64", media_type: "image/png", data: BASE64 } },
        { type: "tool_result", tool_use_id: "toolu_img", content: "done" },
      ],
    },
  ],
});

/** The goldens stay the same when rules are added: only these run. */
const ONLY = ["body-not-json", "tool-result-not-first", "tool-use-missing-result", "tool-use-unknown-tool"];
const options = {
  rules: Object.fromEntries(
    rules.map((r) => [r.meta.id, ONLY.includes(r.meta.id) ? (r.meta.defaultSeverity === "error" ? "error" : "warn") : "off"] as const),
  ),
};

const RESULTS: FileResult[] = [
  lintSource(requests.textBeforeResult, "recordings/text-before-result.json", options),
  lintSource(requests.unknownTool, "recordings/unknown-tool.json", options),
  lintSource(`${JSON.stringify(JSON.parse(requests.clean))}\n${imageLine}\n`, "recordings/batch.jsonl", options),
  lintSource('{\n  "messages": [\n    {"role": "user", "content": "hi",}\n  ]\n}\n', "recordings/broken.json", options),
  result("recordings/missing.json", [
    { ruleId: null, severity: "error", message: "Cannot read missing.json: no such file or directory", fatal: true, line: 1, column: 1, pointer: "" },
  ]),
  lintSource(requests.clean, "recordings/clean.json", {}),
];

const FORMATS: [string, string, boolean][] = [
  ["stylish", "stylish.txt", false],
  ["stylish", "stylish-color.txt", true],
  ["compact", "compact.txt", false],
  ["json", "json.txt", false],
  ["markdown", "markdown-recordings.txt", false],
];

describe("golden files", () => {
  it.each(FORMATS)("%s matches test/golden/%s (UPDATE_GOLDEN=1 rewrites it)", (format, name, color) => {
    const actual = formatters[format]!(RESULTS, context(color));
    const path = join(GOLDEN, name);
    if (process.env.UPDATE_GOLDEN === "1") {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(path, actual);
    }
    expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(path, "utf8"));
  });
});

describe("stylish", () => {
  const text = formatters.stylish!(RESULTS, context(false));

  it("shows a code frame with the offending line marked and a caret at the column", () => {
    expect(text).toMatch(/> +\d+ \| +\{\n +\| +\^/);
  });

  it("cuts long lines: the base64 image never appears whole, and no line is much longer than the window", () => {
    expect(text).not.toContain(BASE64.slice(0, 2000));
    expect(text).toContain("more characters)");
    const longest = Math.max(...text.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(MAX_WIDTH + 400 + 200); // window + cut message + gutter and rule id
  });

  it("pictures the neighbouring turns for pairing rules: role, block types, ids", () => {
    expect(text).toContain("turns");
    expect(text).toMatch(/> messages\.1 +assistant +tool_use toolu_01 \(bash\)/);
    expect(text).toMatch(/messages\.2 +user +text, tool_result → toolu_01/);
    // In a JSONL file, the picture is of the document the finding is in.
    expect(text).toMatch(/messages\.2 +user +image, tool_result → toolu_img/);
  });

  it("has no turn picture for rules that are not about pairing", () => {
    const broken = text.slice(text.indexOf("recordings/broken.json"), text.indexOf("recordings/missing.json"));
    expect(broken).toContain("body-not-json");
    expect(broken).not.toContain("turns");
    expect(isPairingRule("body-not-json")).toBe(false);
    expect(isPairingRule("tool-use-missing-result")).toBe(true);
    expect(isPairingRule("user-after-unresolved-server-tool-only-tool-results")).toBe(true);
  });

  it("keeps terminal control characters from a file out of the output", () => {
    const source =
      '{"messages": [{"role": "user", "content": "\\u001b[2J"}, {"role": "assistant", "content": [{"type": "tool_use", "id": "x\\u001b[31m", "name": "b", "input": {}}]}]}';
    const m: CliMessage = {
      ruleId: "tool-use-missing-result",
      severity: "error",
      message: "m",
      path: "messages.1",
      pointer: "/messages/1",
      line: 1,
      column: 54,
    };
    const lines = new SourceLines(source);
    const c = palette(false);
    const out = [...codeFrame(lines, m, "", c), ...turnPicture(new Documents(lines, source), m, "", c)].join("\n");
    expect(out).not.toContain("\u001b");
    expect(out).toContain("tool_use x\uFFFD[31m (b)");
  });

  it("prints nothing when there is nothing to report", () => {
    expect(formatters.stylish!([lintSource(requests.clean, "a.json", {})], context(false))).toBe("");
  });
});
