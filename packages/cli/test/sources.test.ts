/**
 * Input formats through the CLI: the built `msglint` over the transcript, batch and HAR fixtures reports each
 * finding at its physical line; and `msglint doctor` explains and repairs a transcript on disk.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR, loadSourceFixtures } from "../../../fixtures/load.js";
import type { CliIo } from "../src/types.js";
import { runDoctor, runDoctorCommand } from "../src/commands/doctor.js";
import { relativeToRun } from "./helpers.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const BIN = join(ROOT, "packages/cli/bin/msglint.js");

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number; column: number; pointer: string }[];
}

describe("the built CLI over the input-format fixtures", () => {
  const cases = loadSourceFixtures();
  const child = spawnSync(process.execPath, [BIN, ...cases.map((c) => c.relativePath), "--format", "json"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  const byFile = new Map((JSON.parse(child.stdout) as JsonResult[]).map((r) => [relativeToRun(r.filePath, ROOT), r]));

  const check = (file: string, fixture: (typeof cases)[number]) => {
    const result = byFile.get(file);
    expect(result, child.stderr).toBeDefined();
    expect(result!.messages.map(({ ruleId, message, pointer, line, column }) => ({ ruleId, message, pointer, line, column }))).toEqual(
      fixture.errors.map(({ ruleId, message, pointer, line, column }) => ({ ruleId, message, pointer, line, column })),
    );
  };
  // A capture of a Bedrock or Vertex call is linted with that platform's rules: the CLI leaves the target to the input.
  it.each(cases.map((c) => [c.relativePath, c] as const))("%s", check);
});

describe("the platform of a captured call", () => {
  const capture = join(FIXTURES_DIR, "sources/har/invalid/bedrock-invoke-without-tools.har");
  const lintIn = (dir: string, ...args: string[]) => {
    const out = spawnSync(process.execPath, [BIN, capture, ...args, "--format", "json"], { cwd: dir, encoding: "utf8" });
    return (JSON.parse(out.stdout) as JsonResult[])[0]!.messages.map((m) => m.ruleId);
  };

  it("decides the rules under msglint:strict too", () => {
    const dir = mkdtempSync(join(tmpdir(), "msglint-strict-"));
    writeFileSync(join(dir, ".msglintrc.json"), '{ "extends": "msglint:strict" }');
    expect(lintIn(dir)).toEqual(["tools-required-for-tool-blocks"]);
  });

  it("yields to a target set on the command line or in the config", () => {
    const dir = mkdtempSync(join(tmpdir(), "msglint-target-"));
    expect(lintIn(dir, "--no-config-lookup", "--target", "anthropic")).toEqual(["request-schema", "unknown-top-level-field"]);
    writeFileSync(join(dir, ".msglintrc.json"), '{ "target": "anthropic" }');
    expect(lintIn(dir)).toEqual(["request-schema", "unknown-top-level-field"]);
  });
});

describe("--input-format", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [BIN, ...args, "--format", "json"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const found = (out: { stdout: string }) => (JSON.parse(out.stdout) as JsonResult[])[0]!.messages.map((m) => [m.ruleId, m.line]);

  it("reads a file as the named format, whatever its name", () => {
    const dir = mkdtempSync(join(tmpdir(), "msglint-format-"));
    const file = join(dir, "capture.txt");
    copyFileSync(join(FIXTURES_DIR, "sources/har/invalid/messages-400.har"), file);
    expect(found(run(file, "--input-format", "har"))).toEqual([["tool-use-missing-result", 125]]);
    const transcript = join(dir, "session.log");
    copyFileSync(join(FIXTURES_DIR, "sources/claude-code/invalid/interrupted-tool-call.jsonl"), transcript);
    expect(found(run(transcript, "--input-format", "claude-code"))).toEqual([["tool-use-missing-result", 3]]);
  });

  it("says so when the file is not of the named format", () => {
    const out = run("fixtures/sources/batch/valid/ticket-classification.jsonl", "--input-format", "claude-code");
    expect(out.status).toBe(1);
    expect(found(out)).toEqual([["unrecognized-input", 1]]);
  });
});

describe("msglint doctor, as the built CLI runs it", () => {
  it("repairs an interrupted session so that it lints clean", () => {
    const { dir, file } = copyFixture("interrupted-tool-call.jsonl");
    const doctor = spawnSync(process.execPath, [BIN, "doctor", file, "--fix"], { cwd: dir, encoding: "utf8" });
    expect(doctor.status, doctor.stderr).toBe(0);
    expect(doctor.stdout).toContain("The session can be resumed now.");
    const lint = spawnSync(process.execPath, [BIN, file], { cwd: dir, encoding: "utf8" });
    expect(lint.status).toBe(0);
    expect(lint.stdout).toBe("");
  });
});

function capture(cwd: string): CliIo & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  return {
    cwd,
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    readStdin: async () => "",
    color: false,
    out: () => out,
    err: () => err,
  };
}

function copyFixture(name: string): { dir: string; file: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), "msglint-doctor-"));
  const file = join(dir, "4f0c3a52-8d5e-4c1b-9a7e-2b6d1e9f0a11.jsonl");
  copyFileSync(join(FIXTURES_DIR, "sources/claude-code/invalid", name), file);
  return { dir, file, text: readFileSync(file, "utf8") };
}

describe("msglint doctor", () => {
  it("explains why the session cannot be resumed, with the line and the turns around it, and writes nothing", async () => {
    const { dir, file, text } = copyFixture("interrupted-tool-call.jsonl");
    const io = capture(dir);
    expect(await runDoctor({ file: "4f0c3a52-8d5e-4c1b-9a7e-2b6d1e9f0a11.jsonl", fix: false }, io)).toBe(1);
    const out = io.out();
    expect(out).toContain("the session cannot be resumed");
    expect(out).toMatch(/error {2}line 3:\d+ {2}tool-use-missing-result/);
    expect(out).toContain("messages.1: `tool_use` ids were found without `tool_result` blocks immediately after");
    expect(out).toMatch(/> messages\.1 {2}assistant +lines 2, 3 +text "Building now\." · tool_use toolu_\w+ Bash/);
    expect(out).toMatch(/messages\.2 {2}user +line 4 +text "Are you still there\?/);
    expect(out).toContain("new line after line 3: Answer toolu_");
    expect(out).toContain("run with --fix");
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("with --fix writes a backup, then the repaired transcript atomically, keeping its permissions", async () => {
    const { dir, file, text } = copyFixture("interrupted-tool-call.jsonl");
    chmodSync(file, 0o640);
    const io = capture(dir);
    expect(await runDoctorCommand([file, "--fix"], io)).toBe(0);
    expect(readFileSync(`${file}.bak`, "utf8")).toBe(text);
    const repaired = readFileSync(file, "utf8");
    const before = text.split("\n");
    const after = repaired.split("\n");
    expect(after).toHaveLength(before.length + 1);
    expect([...after.slice(0, 3), ...after.slice(4)]).toEqual(before);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual([`${file.split("/").pop()}`, `${file.split("/").pop()}.bak`].sort());
    expect(io.out()).toContain("1 line added; every other line is unchanged. Backup: ");
    expect(io.out()).toContain("The session can be resumed now.");

    // Run again: nothing to repair, nothing written, the backup stays the first one.
    const again = capture(dir);
    expect(await runDoctor({ file, fix: true }, again)).toBe(0);
    expect(again.out()).toContain("the session can be resumed; msglint finds nothing wrong with it.");
    expect(readFileSync(file, "utf8")).toBe(repaired);
    expect(existsSync(`${file}.bak.1`)).toBe(false);
  });

  it("never overwrites an earlier backup", async () => {
    const { dir, file } = copyFixture("orphan-result-at-chain-root.jsonl");
    writeFileSync(`${file}.bak`, "an older backup\n");
    expect(await runDoctor({ file, fix: true }, capture(dir))).toBe(0);
    expect(readFileSync(`${file}.bak`, "utf8")).toBe("an older backup\n");
    expect(existsSync(`${file}.bak.1`)).toBe(true);
  });

  it("refuses to write a read-only transcript, and says why", async () => {
    const { dir, file, text } = copyFixture("interrupted-tool-call.jsonl");
    chmodSync(file, 0o444);
    const io = capture(dir);
    expect(await runDoctor({ file, fix: true }, io)).toBe(2);
    expect(io.err()).toMatch(/cannot repair .*read-only.*left unchanged/);
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  it("reports usage errors and unreadable files with exit code 2", async () => {
    const io = capture(tmpdir());
    expect(await runDoctorCommand([], io)).toBe(2);
    expect(await runDoctorCommand(["a.jsonl", "--force"], io)).toBe(2);
    expect(await runDoctor({ file: "does-not-exist.jsonl", fix: false }, io)).toBe(2);
    expect(io.err()).toContain("cannot read does-not-exist.jsonl");
  });
});
