import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { catalogEntry, rules } from "@msglint/core";
import { describe, expect, it } from "vitest";
import { matchErrorText } from "../src/explain.js";
import { json, msglint, project, requests } from "./helpers.js";

const ESC = "\u001b[";

describe("output: formats, colour, --output-file", () => {
  const dir = project({ "broken.json": requests.missingResult, "warn.json": requests.unknownTool, "clean.json": requests.clean });

  it("stylish (the default) shows the code frame and the turn picture", () => {
    const run = msglint(["broken.json"], { cwd: dir });
    expect(run.stdout).toMatch(/> +\d+ \| +\{\n +\| +\^/);
    expect(run.stdout).toMatch(/> messages\.1 +assistant +tool_use toolu_01 \(bash\)/);
  });

  it("compact is one line per finding", () => {
    const run = msglint(["broken.json", "warn.json", "-f", "compact"], { cwd: dir });
    expect(run.stdout.trimEnd().split("\n")).toEqual([
      expect.stringMatching(/^broken\.json:\d+:\d+: Error - messages\.1: .*\(tool-use-missing-result\)$/),
      expect.stringMatching(/^warn\.json:\d+:\d+: Warning - .*\(tool-use-unknown-tool\)$/),
    ]);
  });

  it("every registered format runs end to end", () => {
    for (const format of ["stylish", "compact", "json", "sarif", "github", "junit", "checkstyle"]) {
      const run = msglint(["broken.json", "-f", format], { cwd: dir });
      expect(run.code, format).toBe(1);
      expect(run.stdout.length, format).toBeGreaterThan(0);
    }
  });

  it("colour follows FORCE_COLOR and NO_COLOR, and --color / --no-color beat both", () => {
    expect(msglint(["broken.json"], { cwd: dir, env: { NO_COLOR: undefined, FORCE_COLOR: "1" } }).stdout).toContain(ESC);
    expect(msglint(["broken.json"], { cwd: dir, env: { NO_COLOR: "1" } }).stdout).not.toContain(ESC);
    // Piped, with neither variable: no colour.
    expect(msglint(["broken.json"], { cwd: dir, env: { NO_COLOR: undefined } }).stdout).not.toContain(ESC);
    expect(msglint(["broken.json", "--color"], { cwd: dir, env: { NO_COLOR: "1" } }).stdout).toContain(ESC);
    expect(msglint(["broken.json", "--no-color"], { cwd: dir, env: { NO_COLOR: undefined, FORCE_COLOR: "1" } }).stdout).not.toContain(ESC);
  });

  it("-o/--output-file writes the report (creating folders), without colour, and prints nothing", () => {
    const run = msglint(["broken.json", "-o", "reports/out/lint.json", "-f", "json"], { cwd: dir, env: { FORCE_COLOR: "1", NO_COLOR: undefined } });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const report = JSON.parse(readFileSync(join(dir, "reports/out/lint.json"), "utf8")) as { filePath: string }[];
    expect(report[0]!.filePath).toBe("broken.json");
    expect(msglint(["broken.json", "--output-file", "stylish.txt"], { cwd: dir, env: { FORCE_COLOR: "1", NO_COLOR: undefined } }).code).toBe(1);
    expect(readFileSync(join(dir, "stylish.txt"), "utf8")).not.toContain(ESC);
  });

  it("a report that cannot be written is a fatal problem (exit 2)", () => {
    mkdirSync(join(dir, "a-folder"), { recursive: true });
    const run = msglint(["broken.json", "-o", "a-folder"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("cannot write the report to a-folder");
  });
});

describe("exit codes, --quiet, --max-warnings", () => {
  const dir = project({ "broken.json": requests.missingResult, "warn.json": requests.unknownTool, "clean.json": requests.clean });

  it("0 when clean, 1 with an error, 0 with warnings only", () => {
    expect(msglint(["clean.json"], { cwd: dir }).code).toBe(0);
    expect(msglint(["broken.json"], { cwd: dir }).code).toBe(1);
    expect(msglint(["warn.json"], { cwd: dir }).code).toBe(0);
  });

  it("--max-warnings N: 1 when there are more than N warnings", () => {
    expect(msglint(["warn.json", "--max-warnings", "1"], { cwd: dir }).code).toBe(0);
    const over = msglint(["warn.json", "--max-warnings", "0"], { cwd: dir });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain("too many warnings (maximum: 0)");
  });

  it("--quiet reports errors only, and warnings then do not count", () => {
    const run = msglint(["warn.json", "broken.json", "--quiet", "--max-warnings", "0", "-f", "json"], { cwd: dir });
    expect(json(run).flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(["tool-use-missing-result"]);
    expect(msglint(["warn.json", "--quiet", "--max-warnings", "0"], { cwd: dir }).code).toBe(0);
  });

  it("2 for bad usage: unknown option, bad values, no files", () => {
    for (const args of [
      ["--nope"],
      ["clean.json", "--format", "xml"],
      ["clean.json", "--target", "aws"],
      ["clean.json", "--rule", "tool-use-missing-result: loud"],
      ["clean.json", "--shard", "3/2"],
      ["clean.json", "--concurrency", "many"],
      [],
    ]) {
      const run = msglint(args, { cwd: dir });
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toMatch(/^msglint: /);
    }
  });

  it("--help prints the usage and exits 0", () => {
    const run = msglint(["--help"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("msglint explain <rule-id");
    for (const option of [
      "--config",
      "--no-config-lookup",
      "--print-config",
      "--ignore-pattern",
      "--fix-dry-run",
      "--shard",
      "--list-rules",
      "--concurrency",
    ]) {
      expect(run.stdout).toContain(option.replace("--no-", "--"));
    }
  });
});

describe("--list-rules", () => {
  it("lists every rule with its kind and default level", () => {
    const run = msglint(["--list-rules"]);
    expect(run.code).toBe(0);
    for (const { meta } of rules) expect(run.stdout).toMatch(new RegExp(`^${meta.id} +${meta.category} +(error|warning|off)`, "m"));
  });

  it("as JSON with --format json", () => {
    const listed = JSON.parse(msglint(["--list-rules", "-f", "json"]).stdout) as { id: string; docsUrl: string; fixable: boolean }[];
    expect(listed.map((r) => r.id)).toEqual(rules.map((r) => r.meta.id).sort());
    expect(listed.find((r) => r.id === "tool-result-not-first")).toMatchObject({
      fixable: true,
      docsUrl: expect.stringContaining("tool-result-not-first.md"),
    });
  });
});

describe("msglint explain", () => {
  it("prints a rule's docs page", () => {
    const run = msglint(["explain", "tool-result-not-first"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^# tool-result-not-first\n/);
    expect(run.stdout).toContain("## Why it happens");
    expect(run.stdout).not.toContain("<!-- begin generated header -->");
  });

  it("decodes a pasted API error into the rules that report it, with the values it holds", () => {
    const run = msglint([
      "explain",
      "messages.4.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_9. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("tool-result-unexpected-id");
    expect(run.stdout).toContain("path = messages.4.content.0, id = toolu_9");
  });

  it("matches without backticks, inside a whole API error body, and from standard input", () => {
    const body = JSON.stringify({
      type: "error",
      error: {
        type: "invalid_request_error",
        message:
          "messages.3: tool_use ids were found without tool_result blocks immediately after: toolu_01. Each tool_use block must have a corresponding tool_result block in the next message.",
      },
    });
    const run = msglint(["explain", "-"], { input: body });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("3 possible causes");
    for (const id of ["tool-use-missing-result", "tool-result-not-first", "tool-use-not-last-in-assistant-turn"]) expect(run.stdout).toContain(id);
    // Unquoted words on the command line are one text.
    expect(
      msglint(["explain", "messages.2.content.1:", "`tool_result`", "blocks", "can", "only", "be", "in", "`user`", "messages"]).stdout,
    ).toContain("tool-result-in-assistant-message");
  });

  it("finds a log line that has more around the message", () => {
    const log = `anthropic.BadRequestError: Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'messages.1.content.0.tool_use.id: String should match pattern \\'^[a-zA-Z0-9_-]+$\\''}}`;
    const match = matchErrorText(log.replace(/\\'/g, "'")).find((m) => m.rule.id === "tool-use-id-pattern");
    expect(match?.data.path).toBe("messages.1.content.0.tool_use.id");
  });

  it("every rule's message templates, filled in, explain back to that rule", () => {
    for (const { meta } of rules) {
      for (const template of Object.values(meta.messages)) {
        // The path as the API would name it for this rule (the catalog's path form, or its meta's, filled in).
        const form = catalogEntry(meta.id)?.paths?.[0] ?? meta.api?.paths?.[0] ?? "messages.N.content.M";
        const path = form
          .split(".")
          .map((segment) =>
            /^[NMKi]$/.test(segment) ? "2" : segment === "*" ? "messages.1.content.0" : segment.replace(/^<\w+>$/, "field").split("|")[0],
          )
          .join(".");
        const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name === "path" ? path : `value_of_${name}`));
        // A generic pydantic text (`Field required`) is told apart by the path it names; any rule with the same text will do.
        const sharing = rules.filter((rule) => Object.values(rule.meta.messages).includes(template)).map((rule) => rule.meta.id);
        const matched = matchErrorText(text).map((m) => m.rule.id);
        expect(
          sharing.length > 1 ? matched.filter((id) => sharing.includes(id)).length : matched.includes(meta.id) ? 1 : 0,
          `${template} → ${matched.join(", ")}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it("suggests the nearest rule id for a typo (exit 2), and says so when nothing matches (exit 1)", () => {
    const typo = msglint(["explain", "tool-result-not-frist"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Did you mean "tool-result-not-first"?');
    const none = msglint(["explain", "the server is on fire"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("no rule's message matches");
    expect(msglint(["explain"]).code).toBe(2);
  });
});
