/** `msglint completion`: yargs' completion script, and the completions it asks the built CLI for. */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { TARGETS } from "../src/config/schema.js";
import { describe, expect, it } from "vitest";
import { BIN, msglint } from "./helpers.js";

describe("msglint completion", () => {
  it("prints a bash completion script (exit 0)", () => {
    const run = msglint(["completion"], { env: { SHELL: "/bin/bash" } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("###-begin-msglint-completions-###");
    expect(run.stdout).toContain("complete -o bashdefault -o default -F _msglint_yargs_completions msglint");
    expect(msglint(["completion"], { env: { SHELL: "/bin/zsh" } }).stdout).toMatch(/^#compdef msglint/);
  });

  it("answers the script's questions: options, and an option's choices", () => {
    const ask = (...words: string[]) => msglint(["--get-yargs-completions", "msglint", ...words]);
    expect(ask("--fi").stdout.split("\n")).toEqual(expect.arrayContaining(["--fix", "--fix-dry-run", "--format", "--max-warnings"]));
    expect(ask("--format", "").stdout.trim().split("\n")).toEqual([
      "stylish",
      "compact",
      "json",
      "ndjson",
      "sarif",
      "github",
      "junit",
      "checkstyle",
      "markdown",
      "html",
    ]);
    expect(ask("--target", "").stdout.trim().split("\n")).toEqual([...TARGETS]);
    expect(ask("--target", "").code).toBe(0);
  });

  it("completes in bash, through the script it printed", () => {
    const bin = mkdtempSync(join(tmpdir(), "msglint-bin-"));
    writeFileSync(join(bin, "msglint"), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, "msglint"), 0o755);
    const script =
      'source <(msglint completion); COMP_WORDS=(msglint --input-format ""); COMP_CWORD=2; _msglint_yargs_completions; printf "%s\\n" "${COMPREPLY[@]}"';
    const bash = spawnSync("bash", ["-c", script], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, SHELL: "/bin/bash" },
    });
    expect(bash.stderr).toBe("");
    expect(bash.stdout.trim().split("\n").sort()).toEqual(["auto", "batch", "claude-code", "har", "json", "jsonl"]);
  });
});
