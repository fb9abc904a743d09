import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { lintFile } from "../src/lint-files.js";
import { BIN, json, msglint, project, requests } from "./helpers.js";

const linted = (run: ReturnType<typeof msglint>) => json(run).map((r) => r.filePath);

describe("inputs: files, directories, globs", () => {
  const dir = project({
    "top.json": requests.missingResult,
    "logs/a.json": requests.clean,
    "logs/b.jsonl": requests.clean.replace(/\n\s*/g, "") + "\n",
    "logs/notes.txt": "not linted from a directory",
    "logs/2024/05/c.json": requests.missingResult,
    "logs/2024/05/d.json": requests.clean,
    "logs/2024/06/e.json": requests.clean,
    "other/f.json": requests.clean,
    "other/g.jsonc": requests.clean,
    ".hidden/h.json": requests.clean,
    "node_modules/pkg/i.json": requests.clean,
  });

  it("walks directories recursively for .json, .jsonc and .jsonl, sorted, skipping dot folders and node_modules", () => {
    expect(linted(msglint(["logs", "other", "-f", "json"], { cwd: dir }))).toEqual([
      "logs/2024/05/c.json",
      "logs/2024/05/d.json",
      "logs/2024/06/e.json",
      "logs/a.json",
      "logs/b.jsonl",
      "other/f.json",
      "other/g.jsonc",
    ]);
  });

  it("lints a file named explicitly whatever its extension, and each file once", () => {
    const run = msglint(["logs/notes.txt", "top.json", "top.json", "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["logs/notes.txt", "top.json"]);
  });

  it("expands globs with *, **, ?, and {a,b}", () => {
    expect(linted(msglint(["logs/**/*.json", "-f", "json"], { cwd: dir }))).toEqual([
      "logs/2024/05/c.json",
      "logs/2024/05/d.json",
      "logs/2024/06/e.json",
      "logs/a.json",
    ]);
    expect(linted(msglint(["logs/2024/0?/[cd].json", "-f", "json"], { cwd: dir }))).toEqual(["logs/2024/05/c.json", "logs/2024/05/d.json"]);
    expect(linted(msglint(["{logs,other}/*.{jsonl,jsonc}", "-f", "json"], { cwd: dir }))).toEqual(["logs/b.jsonl", "other/g.jsonc"]);
    // A glob chooses the extensions itself.
    expect(linted(msglint(["logs/*.txt", "-f", "json"], { cwd: dir }))).toEqual(["logs/notes.txt"]);
  });

  it("expands an absolute glob", () => {
    const run = msglint([join(dir, "other", "*.json"), "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["other/f.json"]);
  });

  it("reports a glob that matches nothing as a finding and goes on", () => {
    const run = msglint(["nothing/**/*.json", "top.json", "-f", "json"], { cwd: dir });
    const results = json(run);
    expect(results[0]!.messages[0]!.message).toBe("No files match the pattern nothing/**/*.json");
    expect(results[1]!.filePath).toBe("top.json");
    expect(run.code).toBe(1);
  });

  it("skips files and folders that --ignore-pattern matches (.gitignore syntax, repeatable)", () => {
    expect(linted(msglint(["logs", "other", "--ignore-pattern", "2024/", "--ignore-pattern", "*.jsonc", "-f", "json"], { cwd: dir }))).toEqual([
      "logs/a.json",
      "logs/b.jsonl",
      "other/f.json",
    ]);
    // Anchored patterns are relative to the working directory; `!` re-includes (except inside an ignored folder, as in git).
    expect(
      linted(
        msglint(["logs", "--ignore-pattern", "/logs/*.json", "--ignore-pattern", "*.jsonl", "--ignore-pattern", "!b.jsonl", "-f", "json"], {
          cwd: dir,
        }),
      ),
    ).toEqual(["logs/2024/05/c.json", "logs/2024/05/d.json", "logs/2024/06/e.json", "logs/b.jsonl"]);
    expect(
      linted(msglint(["logs", "--ignore-pattern", "logs/2024/**", "--ignore-pattern", "!logs/2024/06/e.json", "-f", "json"], { cwd: dir })),
    ).toEqual(["logs/a.json", "logs/b.jsonl"]);
  });

  it("skips a file named explicitly that --ignore-pattern matches, and says so on stderr", () => {
    const run = msglint(["top.json", "other/f.json", "--ignore-pattern", "top.json", "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["other/f.json"]);
    expect(run.stderr).toContain("top.json is ignored");
    expect(run.code).toBe(0);
  });

  it("reads standard input with -, named by --stdin-filename", () => {
    const run = msglint(["-", "--stdin-filename", "from-stdin.json", "-f", "json"], { cwd: dir, input: requests.missingResult });
    expect(json(run)[0]).toMatchObject({ filePath: "from-stdin.json", errorCount: 1 });
    expect(msglint(["-", "-f", "json"], { cwd: dir, input: requests.clean }).stdout).toContain('"filePath":"<stdin>"');
  });

  it("--input-format chooses how a file is read", () => {
    const lines = `${requests.clean.replace(/\n\s*/g, "")}\n${requests.missingResult.replace(/\n\s*/g, "")}\n`;
    const jsonl = project({ "capture.log": lines });
    // Read as JSON Lines: the second line's problem, on line 2.
    const asLines = json(msglint(["capture.log", "-f", "json", "--input-format", "jsonl"], { cwd: jsonl }));
    expect(asLines[0]!.messages.map((m) => [m.ruleId, m.line])).toEqual([["tool-use-missing-result", 2]]);
    // Read as one JSON document: it is not one.
    const asJson = json(msglint(["capture.log", "-f", "json", "--input-format", "json"], { cwd: jsonl }));
    expect(asJson[0]!.messages.map((m) => m.ruleId)).toEqual(["body-not-json"]);
  });

  it("refuses a FIFO named on the command line with a finding, never opening it, and lints the other files", () => {
    const fifos = project({ "a.json": requests.missingResult });
    expect(spawnSync("mkfifo", [join(fifos, "pipe.json")]).status).toBe(0);
    // Opening a FIFO blocks until a writer comes: a timeout, not the test's, must end a run that opens it.
    const child = spawnSync(process.execPath, [BIN, "--no-config-lookup", "-f", "json", "pipe.json", "a.json"], {
      cwd: fifos,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(child.status).toBe(1);
    const results = JSON.parse(child.stdout) as { filePath: string; messages: { ruleId: string | null; message: string }[] }[];
    expect(results.map((r) => relative(fifos, r.filePath))).toEqual(["pipe.json", "a.json"]);
    expect(results[0]!.messages).toEqual([
      expect.objectContaining({
        ruleId: null,
        message: "Not read: pipe.json is a FIFO (named pipe); msglint reads regular files only (use - for standard input).",
      }),
    ]);
    expect(results[1]!.messages.map((m) => m.ruleId)).toEqual(["tool-use-missing-result"]);
  });

  it("refuses a FIFO that took a listed file's place, opening it without blocking", () => {
    const fifos = project({});
    const path = join(fifos, "swapped.jsonl");
    expect(spawnSync("mkfifo", [path]).status).toBe(0);
    for (const fix of ["off", "write"] as const) {
      expect(lintFile({ path }, "swapped.jsonl", {}, { fix }).messages).toEqual([
        expect.objectContaining({ ruleId: null, message: expect.stringContaining("swapped.jsonl is a FIFO (named pipe)") }),
      ]);
    }
  });

  it("follows a symlinked folder once, without looping, walked or globbed", () => {
    const loop = project({ "real/a.json": requests.clean });
    symlinkSync(join(loop, "real"), join(loop, "real", "again"));
    expect(linted(msglint(["real", "-f", "json"], { cwd: loop }))).toEqual(["real/a.json"]);
    expect(linted(msglint(["real/**/*.json", "-f", "json"], { cwd: loop }))).toEqual(["real/a.json"]);
  });
});

describe("inputs: files that hold no conversation", () => {
  const dir = project({
    "recordings/a.json": requests.missingResult,
    "recordings/b.jsonl": requests.clean.replace(/\n\s*/g, "") + "\n",
    "recordings/broken.json": '{"messages": [',
    "configs/base.json": '{ "rules": { "tool-use-unknown-tool": "off" } }\n',
    "data/numbers.json": "[1, 2, 3]\n",
    "data/records.jsonl": '{"id": 1}\n{"id": 2}\n',
    ".msglintrc.json": '{ "extends": ["./configs/base.json"] }\n',
  });

  it("skips them when a folder is expanded, counts them on stderr, and reports the rest", () => {
    const run = msglint([".", "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["recordings/a.json", "recordings/b.jsonl", "recordings/broken.json"]);
    expect(run.stderr).toBe("msglint: 3 files skipped: not a conversation (--debug lists them).\n");
    // A file that does not parse may be a broken recording: it is reported.
    expect(json(run)[2]!.messages.map((m) => m.ruleId)).toEqual(["body-not-json"]);
    expect(run.code).toBe(1);
  });

  it("--debug lists them", () => {
    const run = msglint([".", "-f", "json", "--debug"], { cwd: dir });
    expect(run.stderr).toContain("msglint: 3 files skipped: not a conversation:\n  configs/base.json\n  data/numbers.json\n  data/records.jsonl\n");
  });

  it("skips them when a glob is expanded, and in worker threads too", () => {
    for (const extra of [[], ["--concurrency", "2"]]) {
      const run = msglint(["**/*.json", "-f", "json", ...extra], { cwd: dir });
      expect(linted(run), extra.join(" ")).toEqual(["recordings/a.json", "recordings/broken.json"]);
      expect(run.stderr, extra.join(" ")).toContain("2 files skipped: not a conversation");
    }
  });

  it("lints a file named explicitly whatever it holds", () => {
    const run = msglint(["data/numbers.json", "data/records.jsonl", "-f", "json"], { cwd: dir });
    expect(json(run).map((r) => [r.filePath, r.messages.map((m) => m.ruleId)])).toEqual([
      ["data/numbers.json", ["unrecognized-input"]],
      ["data/records.jsonl", ["unrecognized-input", "unrecognized-input"]],
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
  });

  it("leaves them alone with --fix", () => {
    const fixing = project({ "a.json": requests.textBeforeResult, "data.json": '{"id": 1}\n' });
    const run = msglint([".", "--fix"], { cwd: fixing });
    expect(run.stderr).toContain("msglint fixed 1 problem in 1 file:");
    expect(run.stderr).toContain("1 file skipped: not a conversation");
    expect(readFileSync(join(fixing, "data.json"), "utf8")).toBe('{"id": 1}\n');
  });

  it("the config's files says which files a folder holds (ESLint's flat config files); a named file is linted anyway", () => {
    const scoped = project({
      "msglint.config.json": JSON.stringify({ files: ["recordings/**/*.json", "logs/*.log"], ignores: ["recordings/old/"] }),
      "recordings/a.json": requests.missingResult,
      "recordings/old/b.json": requests.missingResult,
      "recordings/c.jsonl": requests.clean.replace(/\n\s*/g, "") + "\n",
      "logs/run.log": requests.clean.replace(/\n\s*/g, "") + "\n",
      "elsewhere/d.json": requests.missingResult,
    });
    expect(linted(msglint([".", "-f", "json"], { cwd: scoped }))).toEqual(["logs/run.log", "recordings/a.json"]);
    expect(linted(msglint(["recordings", "-f", "json"], { cwd: scoped }))).toEqual(["recordings/a.json"]);
    expect(linted(msglint(["elsewhere/d.json", "-f", "json"], { cwd: scoped }))).toEqual(["elsewhere/d.json"]);
    // Relative to the config's folder, from any working directory below it.
    expect(linted(msglint([".", "-f", "json"], { cwd: join(scoped, "recordings") }))).toEqual(["a.json"]);
  });
});

describe("inputs: .gitignore", () => {
  const dir = project({
    ".gitignore": "# recordings we do not keep\nscratch/\n*.tmp.json\n!keep.tmp.json\n",
    "data/a.json": requests.clean,
    "data/b.tmp.json": requests.missingResult,
    "data/keep.tmp.json": requests.clean,
    "data/scratch/c.json": requests.missingResult,
    "data/sub/.gitignore": "local.json\n",
    "data/sub/local.json": requests.missingResult,
    "data/sub/shared.json": requests.clean,
  });
  mkdirSync(join(dir, ".git"));

  it("skips what .gitignore files exclude under a directory, nested ones included", () => {
    const run = msglint(["data", "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["data/a.json", "data/keep.tmp.json", "data/sub/shared.json"]);
    expect(run.code).toBe(0);
  });

  it("applies the repository's .gitignore files above the folder named", () => {
    expect(linted(msglint(["data/scratch", "data/sub", "-f", "json"], { cwd: dir }))).toEqual(["data/sub/shared.json"]);
  });

  it("applies .gitignore to globs too", () => {
    expect(linted(msglint(["data/**/*.json", "-f", "json"], { cwd: dir }))).toEqual(["data/a.json", "data/keep.tmp.json", "data/sub/shared.json"]);
  });

  it("lints an ignored file that is named explicitly", () => {
    const run = msglint(["data/b.tmp.json", "data/scratch/c.json", "data/sub/local.json", "-f", "json"], { cwd: dir });
    expect(linted(run)).toEqual(["data/b.tmp.json", "data/scratch/c.json", "data/sub/local.json"]);
    expect(run.code).toBe(1);
  });
});

describe("inputs: bytes that are not UTF-8", () => {
  const utf8 = (text: string) => Buffer.from(text, "utf8");
  const head = '{"model": "claude-sonnet-4-5", "max_tokens": 64, "messages": [{"role": "user", "content": "caf';
  // "café" saved in Latin-1: 0xE9 where UTF-8 has 0xC3 0xA9.
  const latin1 = Buffer.concat([utf8(head), Buffer.from([0xe9]), utf8('"}]}\n')]);
  const lines = Buffer.concat([
    utf8(JSON.stringify({ messages: [{ role: "user", content: "a" }] }) + "\n"),
    utf8(JSON.stringify({ messages: [{ role: "user", content: "ü" }] }) + "\n"),
    utf8('{"messages": [{"role": "user", "content": "x'),
    Buffer.from([0xff, 0xfe]),
    utf8('"}]}\n'),
    utf8(JSON.stringify({ messages: [{ role: "user", content: [{ type: "text", text: "" }] }] }) + "\n"),
  ]);
  const notUtf8 = (line: number, column: number, offset: number, byte: string) =>
    `The request body is not valid UTF-8: invalid byte 0x${byte} at line ${line} column ${column} (byte offset ${offset})`;

  it("reports the first invalid byte of a file, read whole or a line at a time, and lints the rest", () => {
    const dir = project({ "latin1.json": latin1, "lines.jsonl": lines });
    const [whole, streamed] = json(msglint(["latin1.json", "lines.jsonl", "-f", "json"], { cwd: dir }));
    expect(whole!.messages.map((m) => [m.ruleId, m.message])).toEqual([["body-not-json", notUtf8(1, head.length + 1, head.length, "E9")]]);
    const third = Buffer.byteLength(lines.toString("latin1").split("\n").slice(0, 2).join("\n") + "\n", "latin1");
    expect(streamed!.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ["body-not-json", 3],
      ["text-block-empty", 4],
    ]);
    expect(streamed!.messages[0]!.message).toBe(notUtf8(3, 45, third + 44, "FF"));
  });

  it("reports it on standard input too, whole or a line at a time", () => {
    const dir = project({});
    for (const [name, bytes, line] of [
      ["x.json", latin1, 1],
      ["x.jsonl", lines, 3],
    ] as const) {
      const child = spawnSync(process.execPath, [BIN, "--no-config-lookup", "-f", "json", "--stdin-filename", name, "-"], {
        cwd: dir,
        input: bytes,
        encoding: "utf8",
      });
      const [result] = JSON.parse(child.stdout) as { messages: { ruleId: string; line: number; message: string }[] }[];
      expect(result!.messages[0], name).toMatchObject({ ruleId: "body-not-json", line, message: expect.stringContaining("is not valid UTF-8") });
    }
  });
});
