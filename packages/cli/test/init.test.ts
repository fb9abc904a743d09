/** `msglint init`: a commented config for the project, its `files` where the recordings are, as core reads them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parseJsonc } from "../src/config/jsonc.js";
import { json, msglint, project, requests, ROOT } from "./helpers.js";

const fixture = (path: string) => readFileSync(join(ROOT, "fixtures", path), "utf8");
const line = (text: string) => text.replace(/\n\s*/g, "") + "\n";

describe("msglint init", () => {
  const dir = project({
    "recordings/2024/a.json": requests.missingResult,
    "recordings/2025/b.json": requests.clean,
    "recordings/notes.json": '{"owner": "team-a"}\n',
    "logs/day-1.jsonl": line(requests.clean) + line(requests.textBeforeResult),
    "sessions/s1.jsonl": fixture("sources/claude-code/valid/rewind-branch.jsonl"),
    "captures/one-call.har": fixture("sources/har/valid/one-call.har"),
    "data/numbers.json": "[1, 2, 3]\n",
    "configs/base.json": '{ "rules": {} }\n',
  });
  const run = msglint(["init"], { cwd: dir });
  const text = readFileSync(join(dir, ".msglintrc.jsonc"), "utf8");

  it("writes .msglintrc.jsonc and says what it found (exit 0)", () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Wrote .msglintrc.jsonc: files captures/**/*.har, logs/**/*.jsonl, recordings/**/*.json, sessions/**/*.jsonl");
    expect(run.stdout).toContain("(5 recorded conversation files). 3 files that hold no conversation left out.");
  });

  it("the config is commented JSON that the shipped schema accepts, with files where the recordings are", () => {
    const config = parseJsonc(text) as { files: string[]; extends: string[] };
    const schema = JSON.parse(readFileSync(join(ROOT, "packages/cli/config.schema.json"), "utf8")) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(config).toMatchObject({
      extends: ["msglint:recommended"],
      files: ["captures/**/*.har", "logs/**/*.jsonl", "recordings/**/*.json", "sessions/**/*.jsonl"],
    });
    // What each holds, as core read it.
    expect(text).toContain("//   recordings/**/*.json: 2 files, each a request body or a messages array");
    expect(text).toContain("//   logs/**/*.jsonl: 1 file, JSON Lines of request bodies");
    expect(text).toContain("//   sessions/**/*.jsonl: 1 file, a Claude Code transcript");
    expect(text).toContain("//   captures/**/*.har: 1 file, a HAR capture");
    expect(text).toContain("// Left out: 3 files that hold no conversation (configs/base.json, data/numbers.json, recordings/notes.json).");
  });

  it("msglint uses it: msglint . lints the recordings", () => {
    expect(JSON.parse(msglint(["--print-config", "x.json"], { cwd: dir }).stdout)).toMatchObject({ configFile: ".msglintrc.jsonc" });
    const linted = msglint([".", "-f", "json"], { cwd: dir });
    expect(json(linted).map((r) => r.filePath)).toEqual([
      "captures/one-call.har",
      "logs/day-1.jsonl",
      "recordings/2024/a.json",
      "recordings/2025/b.json",
      "sessions/s1.jsonl",
    ]);
    // recordings/notes.json matches files but holds no conversation: skipped, as any such file in a folder.
    expect(linted.stderr).toContain("1 file skipped: not a conversation");
  });

  it("does not overwrite a config (exit 2)", () => {
    const again = msglint(["init"], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toBe("msglint init: .msglintrc.jsonc already configures msglint in this folder; edit it, or remove it to start again.\n");
    const withKey = project({ "package.json": '{ "name": "p", "msglint": { "rules": {} } }\n' });
    expect(msglint(["init"], { cwd: withKey }).stderr).toContain("package.json (its msglint key) already configures msglint");
  });

  it("in a folder with no recording, says so and leaves files out", () => {
    const empty = project({ "data.json": '{"a": 1}\n' });
    const written = msglint(["init"], { cwd: empty });
    expect(written.stdout).toContain("no recorded conversation found");
    const config = parseJsonc(readFileSync(join(empty, ".msglintrc.jsonc"), "utf8")) as Record<string, unknown>;
    expect(config).not.toHaveProperty("files");
    expect(msglint(["."], { cwd: empty }).code).toBe(0);
  });
});
