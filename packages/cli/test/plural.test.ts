/** Counts in what msglint prints agree with their nouns: "1 more character", "2 more characters". */
import { rules } from "@msglint/core";
import { describe, expect, it } from "vitest";
import { codeFrame, MAX_WIDTH, SourceLines } from "../src/formatters/code-frame.js";
import { palette } from "../src/formatters/color.js";
import { formatters } from "../src/formatters/index.js";
import { cut, MAX_TEXT } from "../src/formatters/text.js";
import { plural } from "../src/plural.js";
import type { CliMessage, FileResult, FormatterContext } from "../src/types.js";
import { msglint, project, requests } from "./helpers.js";

const context: FormatterContext = {
  cwd: "/repo",
  color: false,
  rulesMeta: Object.fromEntries(rules.map((r) => [r.meta.id, { docsUrl: r.meta.docsUrl, description: r.meta.description }])),
};

const finding = (message: string, line = 1, endLine = line): CliMessage => ({
  ruleId: "tool-use-missing-result",
  severity: "error",
  message,
  path: "messages.1",
  pointer: "/messages/1",
  line,
  column: 1,
  endLine,
  endColumn: 2,
});

const one = (messages: CliMessage[]): FileResult[] => [
  {
    filePath: "a.json",
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
  },
];

describe("plurals", () => {
  it("plural() says 1 thing, 2 things, 0 things", () => {
    expect(plural(1, "more character")).toBe("1 more character");
    expect(plural(2, "more character")).toBe("2 more characters");
    expect(plural(0, "file")).toBe("0 files");
    expect(plural(1, "batch", "batches")).toBe("1 batch");
    expect(plural(3, "batch", "batches")).toBe("3 batches");
  });

  it("a value cut for a machine-readable report: 1 more character", () => {
    expect(cut("x".repeat(MAX_TEXT + 1))).toMatch(/… \(1 more character\)$/);
    expect(cut("x".repeat(MAX_TEXT + 2))).toMatch(/… \(2 more characters\)$/);
  });

  it("stylish: a cut message, a cut code line, the lines left of a finding, and the summary", () => {
    const text = formatters.stylish!(one([finding(`m${"x".repeat(400)}`)]), context);
    expect(text).toContain("(1 more character)");
    expect(text).toContain("✖ 1 problem (1 error, 0 warnings)");
    const lines = new SourceLines(`${"y".repeat(MAX_WIDTH + 1)}\na\nb\nc\nd\n`);
    const frame = codeFrame(lines, finding("m", 1, 5), "", palette(false)).join("\n");
    expect(frame).toContain("(1 more character)");
    const twoLeft = codeFrame(new SourceLines("a\nb\nc\nd\ne\nf\n"), finding("m", 1, 5), "", palette(false)).join("\n");
    const oneLeft = codeFrame(new SourceLines("a\nb\nc\nd\ne\nf\n"), finding("m", 1, 4), "", palette(false)).join("\n");
    expect(twoLeft).toMatch(/… 2 more lines of this finding/);
    expect(oneLeft).toMatch(/… 1 more line of this finding/);
  });

  it("the CLI's own lines: --fix's summary and --debug's plan", () => {
    const dir = project({ "a.json": requests.textBeforeResult });
    const fixed = msglint(["a.json", "--fix"], { cwd: dir });
    expect(fixed.stderr).toContain("msglint fixed 1 problem in 1 file:");
    const debug = msglint(["a.json", "--concurrency", "off"], { cwd: dir, env: { MSGLINT_DEBUG: "1" } });
    expect(debug.stderr).toContain("msglint: 1 file, no workers");
  });
});
