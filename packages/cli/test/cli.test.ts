import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { rules } from "@msglint/core";
import { run, type CliIo } from "../src/index.js";
import { relativeToRun } from "./helpers.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const BIN = join(ROOT, "packages/cli/bin/msglint.js");

/** Spawns the built CLI, as CI and users run it. */
function msglint(args: string[], input?: string) {
  const child = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined },
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; severity: number; message: string; line: number; column: number; pointer: string }[];
  errorCount: number;
  warningCount: number;
}

describe("the built CLI over the shared fixtures", () => {
  const cases = loadFixtures();
  // One process for every case without options (spawning per case would dominate the test time).
  const plain = cases.filter((c) => Object.keys(c.options).length === 0);
  const { code, stdout } = msglint([...plain.map((c) => c.relativePath), "--format", "json"]);
  const byFile = new Map((JSON.parse(stdout) as JsonResult[]).map((r) => [relativeToRun(r.filePath, ROOT), r]));

  it("exits 1 because the invalid fixtures have errors", () => {
    expect(code).toBe(1);
  });

  it.each(plain.map((c) => [c.relativePath, c] as const))("%s", (file, fixture) => {
    const result = byFile.get(file)!;
    expect(result).toBeDefined();
    const got = result.messages.map(({ ruleId, message, pointer, line, column }) => ({ ruleId, message, pointer, line, column }));
    expect(got).toEqual(fixture.errors.map(({ ruleId, message, pointer, line, column }) => ({ ruleId, message, pointer, line, column })));
    expect(result.errorCount + result.warningCount).toBe(fixture.errors.length);
  });

  /** A fixture's settings as command-line options. */
  const settingArgs = (settings: Record<string, unknown>) => [
    ...(settings.dialect !== undefined ? ["--dialect", String(settings.dialect)] : []),
    ...(settings.model !== undefined ? ["--model", String(settings.model)] : []),
    ...(settings.region !== undefined ? ["--region", String(settings.region)] : []),
    ...(settings.endpoint !== undefined ? ["--endpoint", String(settings.endpoint)] : []),
    ...(settings.target !== undefined ? ["--target", String(settings.target)] : []),
    ...(settings.apiVersion !== undefined ? ["--api-version", String(settings.apiVersion)] : []),
    ...(Array.isArray(settings.betas) ? ["--betas", settings.betas.join(",")] : []),
    ...(settings.now !== undefined ? ["--now", String(settings.now)] : []),
  ];
  /** A fixture's rule levels as `--rule` options. */
  const ruleArgs = (rules: Record<string, unknown> = {}) => Object.entries(rules).flatMap(([id, level]) => ["--rule", `${id}: ${String(level)}`]);
  it.each(cases.filter((c) => c.options.settings).map((c) => [c.relativePath, c] as const))("%s with its settings as options", (file, fixture) => {
    const out = msglint([file, "--format", "json", ...settingArgs(fixture.options.settings!), ...ruleArgs(fixture.options.rules)]);
    const [result] = JSON.parse(out.stdout) as JsonResult[];
    expect(result!.messages.map((m) => m.ruleId)).toEqual(fixture.errors.map((e) => e.ruleId));
    // Exit code 1 when an expected finding is an error: at the level the fixture sets, else the rule's default.
    const isError = (id: string) => (fixture.options.rules?.[id] ?? rules.find((rule) => rule.meta.id === id)?.meta.defaultSeverity) === "error";
    expect(out.code).toBe(fixture.errors.some((e) => isError(e.ruleId)) ? 1 : 0);
  });
});

describe("exit codes and options", () => {
  const dir = mkdtempSync(join(tmpdir(), "msglint-cli-"));
  const clean = join(dir, "clean.json");
  const broken = join(dir, "broken.json");
  writeFileSync(clean, JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content: "Hello" }] }, null, 2));
  writeFileSync(
    broken,
    JSON.stringify(
      {
        messages: [
          { role: "user", content: "Run it" },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] },
        ],
      },
      null,
      2,
    ),
  );

  it("exits 0 on a clean file and prints nothing in stylish", () => {
    const out = msglint([clean]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe("");
  });

  it("exits 1 on an error and prints file, position, message and rule", () => {
    const out = msglint([broken]);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain("broken.json");
    expect(out.stdout).toMatch(/\d+:\d+\s+error\s+messages\.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01\./);
    expect(out.stdout).toContain("tool-use-missing-result");
    expect(out.stdout).toContain("✖ 1 problem (1 error, 0 warnings)");
  });

  it("lets --rule turn a rule off, and then exits 0", () => {
    expect(msglint([broken, "--rule", "tool-use-missing-result: off"]).code).toBe(0);
    expect(msglint([broken, "--rule", "tool-use-missing-result: warn"]).code).toBe(0);
    expect(msglint([broken, "--rule", "tool-use-missing-result: warn", "--max-warnings", "0"]).code).toBe(1);
  });

  it("exits 2 on bad usage", () => {
    expect(msglint([broken, "--rule", "no-such-rule: error"]).code).toBe(2);
    expect(msglint([broken, "--format", "nope"]).code).toBe(2);
    expect(msglint([]).code).toBe(2);
  });

  it("reads standard input with -, under --stdin-filename", () => {
    const out = msglint(
      ["-", "--stdin-filename", "req.json", "--format", "compact"],
      '{"messages": [{"role": "user", "content": []}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9", "content": "x"}]}]}',
    );
    expect(out.code).toBe(1);
    expect(out.stdout).toContain("req.json:1:");
    expect(out.stdout).toContain("unexpected `tool_use_id` found in `tool_result` blocks: toolu_9");
  });

  it("reports a missing file and a binary file as findings and lints the rest", () => {
    const binary = join(dir, "blob.json");
    writeFileSync(binary, Buffer.from([0x7b, 0x00, 0x01, 0x02]));
    const out = msglint([join(dir, "missing.json"), binary, clean, "--format", "json"]);
    const results = JSON.parse(out.stdout) as JsonResult[];
    expect(results.map((r) => r.messages[0]?.message ?? "clean")).toEqual([
      expect.stringContaining("no such file or directory"),
      expect.stringContaining("binary file"),
      "clean",
    ]);
    expect(out.code).toBe(1);
  });

  it("reports a syntax error with its line and column and goes on with the next file", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{\n  "messages": [\n    {"role": "user", "content": "hi",}\n  ]\n}\n');
    const results = JSON.parse(msglint([bad, broken, "--format", "json"]).stdout) as JsonResult[];
    expect(results[0]!.messages).toEqual([
      expect.objectContaining({
        ruleId: "body-not-json",
        line: 3,
        column: 38,
        message: "The request body is not valid JSON: expecting property name enclosed in double quotes: line 3 column 38 (char 55)",
      }),
    ]);
    expect(results[1]!.messages[0]!.ruleId).toBe("tool-use-missing-result");
  });

  it("writes the report to --output-file, without colour", async () => {
    const out = join(dir, "report.txt");
    const io: CliIo = { cwd: dir, stdout: () => {}, stderr: () => {}, readStdin: async () => "", color: true };
    expect(await run([broken, "-o", out], io)).toBe(1);
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(out, "utf8");
    expect(text).toContain("tool-use-missing-result");
    expect(text).not.toContain("\u001b[");
  });

  it("makes the report's missing folders, and fails fast (before linting) where one cannot be made", async () => {
    let err = "";
    const io: CliIo = { cwd: dir, stdout: () => {}, stderr: (text) => (err += text), readStdin: async () => "", color: false };
    expect(await run([broken, "-o", "reports/a/b/report.txt"], io)).toBe(1);
    expect(existsSync(join(dir, "reports/a/b/report.txt"))).toBe(true);
    // Node's recursive mkdir spins forever under /proc; a file on the way is no folder either.
    for (const [target, why] of [
      ["/proc/msglint-none/report.txt", "ENOENT"],
      [join(broken, "report.txt"), "is not a folder"],
    ] as const) {
      const child = spawnSync(process.execPath, [BIN, "--no-config-lookup", "-o", target, broken], { encoding: "utf8", timeout: 20_000 });
      expect(child.status, target).toBe(2);
      expect(child.stderr).toContain(`msglint: cannot write the report to ${target}: `);
      expect(child.stderr).toContain(why);
    }
  });

  it("rejects a --max-warnings that is not a whole number, instead of turning the gate off", () => {
    for (const value of ["abc", "1.5", "-2"]) {
      const child = spawnSync(process.execPath, [BIN, "--no-config-lookup", broken, "--max-warnings", value], { encoding: "utf8", timeout: 20_000 });
      expect(child.status, value).toBe(2);
      expect(child.stderr).toContain("--max-warnings: expected a whole number of warnings");
    }
  });
});

describe("standard input too large for one string", () => {
  it("is a finding for <stdin>, exit 1, and the run goes on with the files", async () => {
    let out = "";
    const tooLong = Object.assign(new Error("Cannot create a string longer than 0x1fffffe8 characters"), { code: "ERR_STRING_TOO_LONG" });
    const io: CliIo = { cwd: ROOT, stdout: (text) => (out += text), stderr: () => {}, readStdin: async () => Promise.reject(tooLong), color: false };
    const code = await run(["--no-config-lookup", "-f", "json", "-", "fixtures/examples"], io);
    expect(code).toBe(1);
    const results = JSON.parse(out) as JsonResult[];
    expect(results[0]!.filePath).toBe("<stdin>");
    expect(results[0]!.messages).toEqual([
      expect.objectContaining({ ruleId: null, severity: 2, message: expect.stringContaining("Cannot lint standard input: it is too large") }),
    ]);
    expect(results.length).toBeGreaterThan(1);
  });

  it("rethrows any other read error", async () => {
    const io: CliIo = { cwd: ROOT, stdout: () => {}, stderr: () => {}, readStdin: async () => Promise.reject(new Error("EIO")), color: false };
    await expect(run(["--no-config-lookup", "-"], io)).rejects.toThrow("EIO");
  });
});
