#!/usr/bin/env node
/**
 * The lint step of the msglint GitHub Action (action.yml at the repository's root): lints the files the inputs
 * name with SARIF output, for code scanning, and appends a Markdown report of the findings to the job's step
 * summary. It exits with msglint's exit code, and tells later steps where the SARIF file is.
 *
 * Environment (set by action.yml; a test sets them to run it locally):
 *   MSGLINT_BIN      the msglint.js to run (the setup step's output)
 *   MSGLINT_FILES    files, folders or globs, separated by spaces or lines (default: .)
 *   MSGLINT_ARGS     more options, separated by spaces (not --format nor --output-file: the step sets them)
 *   RUNNER_TEMP, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT   as GitHub Actions sets them
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const env = process.env;
const words = (text) => (text ?? "").split(/\s+/).filter(Boolean);
const files = words(env.MSGLINT_FILES);
const args = words(env.MSGLINT_ARGS);
if (!env.MSGLINT_BIN) {
  console.error("msglint action: MSGLINT_BIN is not set (the setup step says where msglint is)");
  process.exit(2);
}

const outDir = join(env.RUNNER_TEMP || tmpdir(), "msglint");
mkdirSync(outDir, { recursive: true });
const sarif = join(outDir, "msglint.sarif");
rmSync(sarif, { force: true });

const msglint = (format) =>
  spawnSync(process.execPath, [env.MSGLINT_BIN, ...(files.length ? files : ["."]), ...args, ...format], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });

const lint = msglint(["--format", "sarif", "--output-file", sarif]);
process.stderr.write(lint.stderr ?? "");
const code = lint.status ?? 2;

if (env.GITHUB_STEP_SUMMARY) {
  // The same run as Markdown; its stderr (the same notes) was shown above.
  const report = code === 2 ? undefined : msglint(["--format", "markdown"]).stdout;
  const text = report || `### msglint\n\n❗ msglint could not lint (exit code ${code}):\n\n\`\`\`text\n${(lint.stderr ?? "").trim()}\n\`\`\`\n`;
  appendFileSync(env.GITHUB_STEP_SUMMARY, text);
}
if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `exit-code=${code}\n${existsSync(sarif) ? `sarif-file=${sarif}\n` : ""}`);
process.exitCode = code;
