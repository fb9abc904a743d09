import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rules } from "@msglint/core";
import { describe, expect, it } from "vitest";
import { describeMeta, matchErrorText } from "../src/commands/explain.js";
import { json, msglint, project, requests, ROOT } from "./helpers.js";

const ESC = "\u001b[";

describe("output: formats, colour, --output-file", () => {
  const dir = project({ "broken.json": requests.missingResult, "warn.json": requests.unknownTool, "clean.json": requests.clean });

  it("stylish (the default) shows the code frame and the turn picture", () => {
    const run = msglint(["broken.json"], { cwd: dir });
    expect(run.stdout).toMatch(/> +\d+ \| +\{\n +\| +\^/);
    expect(run.stdout).toMatch(/> messages\.1 +assistant +tool_use toolu_01 \(bash\)/);
  });

  it("json: filePath is absolute, as in ESLint's JSON; standard input is <stdin>, or its --stdin-filename made absolute", () => {
    const report = JSON.parse(msglint(["broken.json", "warn.json", "-f", "json"], { cwd: dir }).stdout) as { filePath: string }[];
    expect(report.map((r) => r.filePath)).toEqual([join(dir, "broken.json"), join(dir, "warn.json")]);
    const stdin = (args: string[]) =>
      (JSON.parse(msglint(["-", "-f", "json", ...args], { cwd: dir, input: requests.clean }).stdout) as { filePath: string }[])[0]!.filePath;
    expect(stdin([])).toBe("<stdin>");
    expect(stdin(["--stdin-filename", "sub/from-stdin.json"])).toBe(join(dir, "sub/from-stdin.json"));
  });

  it("standard input's fixable findings point to --fix-dry-run, not to --fix (which refuses standard input)", () => {
    const piped = msglint(["-"], { cwd: dir, input: requests.textBeforeResult });
    expect(piped.stdout).toContain("1 of them can be fixed with --fix-dry-run");
    expect(piped.stdout).not.toContain("with --fix,");
    // The advice works: --fix-dry-run prints the fixed text, which lints clean.
    const fixed = msglint(["-", "--fix-dry-run"], { cwd: dir, input: requests.textBeforeResult });
    expect(msglint(["-"], { cwd: dir, input: fixed.stdout }).code).toBe(0);
    // Files and standard input together: each its own advice.
    const both = project({ "hoist.json": requests.textBeforeResult });
    const mixed = msglint(["hoist.json", "-"], { cwd: both, input: requests.textBeforeResult });
    expect(mixed.stdout).toContain("1 of them can be fixed with --fix, keeping");
    expect(mixed.stdout).toContain("1 (in standard input) of them can be fixed with --fix-dry-run");
  });

  it("compact is one line per finding", () => {
    const run = msglint(["broken.json", "warn.json", "-f", "compact"], { cwd: dir });
    expect(run.stdout.trimEnd().split("\n")).toEqual([
      expect.stringMatching(/^broken\.json:\d+:\d+: Error - messages\.1: .*\(tool-use-missing-result\)$/),
      expect.stringMatching(/^warn\.json:\d+:\d+: Warning - .*\(tool-use-unknown-tool\)$/),
    ]);
  });

  it("every registered format runs end to end", () => {
    for (const format of ["stylish", "compact", "json", "sarif", "github", "junit", "checkstyle", "markdown"]) {
      const run = msglint(["broken.json", "-f", format], { cwd: dir });
      expect(run.code, format).toBe(1);
      expect(run.stdout.length, format).toBeGreaterThan(0);
    }
  });

  it("colour on a pipe: off unless FORCE_COLOR or --color asks; FORCE_COLOR beats the flags, as in supports-color", () => {
    const coloured = (args: string[], env: Record<string, string | undefined>) =>
      msglint(["broken.json", ...args], { cwd: dir, env: { NO_COLOR: undefined, ...env } }).stdout.includes(ESC);
    expect(coloured([], {})).toBe(false);
    for (const level of ["1", "2", "3", "true", ""]) expect(coloured([], { FORCE_COLOR: level }), `FORCE_COLOR=${level}`).toBe(true);
    for (const level of ["0", "false"]) expect(coloured(["--color"], { FORCE_COLOR: level }), `FORCE_COLOR=${level} --color`).toBe(false);
    expect(coloured(["--no-color"], { FORCE_COLOR: "1" })).toBe(true);
    // Not a level: as if unset.
    expect(coloured([], { FORCE_COLOR: "yes" })).toBe(false);
    // --color beats NO_COLOR (no-color.org: a flag the user typed wins).
    expect(coloured(["--color"], { NO_COLOR: "1" })).toBe(true);
    for (const flag of ["--color", "--colors", "--color=always", "--color=true", "--color=256", "--color=16m"])
      expect(coloured([flag], {}), flag).toBe(true);
    for (const flag of ["--no-colors", "--color=never", "--color=false"]) expect(coloured([flag], { NO_COLOR: undefined }), flag).toBe(false);
  });

  it("colour on a terminal: on, unless FORCE_COLOR=0, NO_COLOR, --no-color or TERM=dumb", () => {
    // stdout made a terminal in the child, before msglint reads it.
    const terminal = { NODE_OPTIONS: "--import=data:text/javascript,process.stdout.isTTY=true", NO_COLOR: undefined, TERM: "xterm-256color" };
    const coloured = (args: string[], env: Record<string, string | undefined>) =>
      msglint(["broken.json", ...args], { cwd: dir, env: { ...terminal, ...env } }).stdout.includes(ESC);
    expect(coloured([], {})).toBe(true);
    expect(coloured([], { FORCE_COLOR: "0" })).toBe(false);
    expect(coloured([], { FORCE_COLOR: "false" })).toBe(false);
    expect(coloured([], { NO_COLOR: "1" })).toBe(false);
    // An empty NO_COLOR is not set (no-color.org).
    expect(coloured([], { NO_COLOR: "" })).toBe(true);
    expect(coloured(["--no-color"], {})).toBe(false);
    expect(coloured([], { TERM: "dumb" })).toBe(false);
    expect(coloured([], { TERM: "dumb", FORCE_COLOR: "1" })).toBe(true);
  });

  it("-o/--output-file writes the report (creating folders), without colour, and prints nothing", () => {
    const run = msglint(["broken.json", "-o", "reports/out/lint.json", "-f", "json"], { cwd: dir, env: { FORCE_COLOR: "1", NO_COLOR: undefined } });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const report = JSON.parse(readFileSync(join(dir, "reports/out/lint.json"), "utf8")) as { filePath: string }[];
    expect(report[0]!.filePath).toBe(join(dir, "broken.json"));
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

  it("--version and -v print the package's version, -h the usage; each exits 0", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, "packages/cli/package.json"), "utf8")) as { version: string };
    for (const flag of ["--version", "-v"])
      expect(msglint([flag], { cwd: dir }), flag).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: "" });
    const short = msglint(["-h"], { cwd: dir });
    expect(short).toMatchObject({ code: 0, stderr: "" });
    expect(short.stdout).toBe(msglint(["--help"], { cwd: dir }).stdout);
    expect(short.stdout).toMatch(/-h, --help/);
    expect(short.stdout).toMatch(/-v, --version/);
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
  it("describes a rule from its meta where no docs page is installed, with what its category means and the HTTP status", () => {
    const meta = (id: string) => rules.find((rule) => rule.meta.id === id)!.meta;
    expect(describeMeta(meta("bedrock-model-retired"))).toContain("- Category: api (the API rejects the request with HTTP 404)");
    expect(describeMeta(meta("tool-use-missing-result"))).toContain("- Category: api (the API rejects the request with HTTP 400)");
    expect(describeMeta(meta("tool-use-unknown-tool"))).toContain("- Category: risk (accepted, but almost surely a bug)");
    const unverifiable = rules.find((rule) => rule.meta.category === "unverifiable")!.meta;
    expect(describeMeta(unverifiable)).toContain("- Category: unverifiable (the answer depends on state only the server has)");
  });

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
        // The path as the API would name it for this rule (its meta's path form, filled in).
        const form = meta.api?.paths?.[0] ?? "messages.N.content.M";
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

  it("explains an error it knows but cannot check offline: what it means, why, and what to do (exit 0)", () => {
    const tooLong = msglint([
      "explain",
      '{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 215000 tokens > 200000 maximum"}}',
    ]);
    expect(tooLong.code).toBe(0);
    expect(tooLong.stdout).toContain(
      "msglint knows this API error, context-window-exceeded (api-rules.md row 81, request), but cannot check it offline",
    );
    expect(tooLong.stdout).toMatch(/^What it means: The request does not fit the model's context window/m);
    expect(tooLong.stdout).toMatch(/^Why msglint cannot check it: token counts need the model's tokenizer/m);
    expect(tooLong.stdout).toMatch(/^What to do: Count the request with the count_tokens endpoint/m);
    expect(tooLong.stdout).toContain("In your text: tokens = 215000, context = 200000");
    const credit = msglint([
      "explain",
      "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.",
    ]);
    expect(credit.code).toBe(0);
    expect(credit.stdout).toMatch(/^Why msglint cannot check it: it depends on the account's balance/m);
    expect(credit.stdout).not.toContain("no rule's message matches");
  });

  it("shows a rule that catches one narrow cause of a text and, beside it, the cause it cannot check offline", () => {
    const run = msglint(["explain", "The requested model 'gpt-4-does-not-exist' does not exist."]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("resp-model-id-invalid  (api, error by default)");
    expect(run.stdout).toContain(
      "The same text has a cause no rule can check offline, resp-model-not-found (openai-responses, models): the likely one when msglint finds nothing in the request.",
    );
    expect(run.stdout).toMatch(/^Why msglint cannot check it: which models exist and which a project may call is the account's model list/m);
    expect(run.stdout).toContain("In your text: model = gpt-4-does-not-exist");
    // The rule comes first, the cause it cannot check after it.
    expect(run.stdout.indexOf("resp-model-id-invalid  (")).toBeLessThan(run.stdout.indexOf("resp-model-not-found"));
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
