/** A config's `dialects`: a dialect of one's own, loaded from a module, linted by the built CLI as the built-in ones are. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, msglint, project, ROOT } from "./helpers.js";

const ECHO = join(ROOT, "packages/cli/test/fixtures/echo-dialect.mjs");
const echoText = '{\n  "echo": [\n    { "say": "hi" },\n    { "say": "" }\n  ]\n}\n';
const findings = (run: ReturnType<typeof msglint>) =>
  json(run).flatMap((result) => result.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column })));

describe("a config's own dialects", () => {
  it("lints with them: the dialect's rule reports at its line and column", () => {
    const cwd = project({ ".msglintrc.json": JSON.stringify({ dialects: [ECHO] }), "talk.json": echoText });
    const run = msglint(["talk.json", "--format", "json"], { cwd });
    expect(findings(run)).toEqual([{ ruleId: "echo-say-empty", line: 4, column: 14 }]);
    expect(run.code).toBe(1);
  });

  it("lints with them in worker threads too", () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`talk-${i}.json`, echoText]));
    const cwd = project({ ".msglintrc.json": JSON.stringify({ dialects: [ECHO] }), ...files });
    const run = msglint([".", "--format", "json", "--concurrency", "3"], { cwd });
    expect(findings(run)).toEqual(Array.from({ length: 6 }, () => ({ ruleId: "echo-say-empty", line: 4, column: 14 })));
  });

  it("accepts the dialect's rule ids in `rules` and `--rule`", () => {
    const cwd = project({ ".msglintrc.json": JSON.stringify({ dialects: [ECHO], rules: { "echo-say-empty": "warn" } }), "talk.json": echoText });
    expect(json(msglint(["talk.json", "--format", "json"], { cwd }))[0]!.messages.map((m) => [m.ruleId, m.severity])).toEqual([
      ["echo-say-empty", 1],
    ]);
    const off = msglint(["talk.json", "--format", "json", "--rule", "echo-say-empty: off"], { cwd });
    expect(findings(off)).toEqual([]);
    expect(off.code).toBe(0);
  });

  it("without them, the file is unrecognized input, and their rule ids are unknown", () => {
    const cwd = project({ "talk.json": echoText, "typo.json": JSON.stringify({ rules: { "echo-say-empty": "off" } }) });
    expect(findings(msglint(["talk.json", "--format", "json"], { cwd })).map((f) => f.ruleId)).toEqual(["unrecognized-input"]);
    const typo = msglint(["talk.json", "-c", "typo.json"], { cwd });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown rule "echo-say-empty"/);
  });

  it("a module that exports no dialect is a config error at its entry", () => {
    const cwd = project({
      ".msglintrc.json": '{\n  "dialects": ["./nothing.mjs"]\n}\n',
      "nothing.mjs": "export const x = 1;\n",
      "talk.json": echoText,
    });
    const run = msglint(["talk.json"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\.msglintrc\.json:2:16: dialects: cannot load "\.\/nothing\.mjs": it exports no dialect/);
  });
});
