/** Shared by the end-to-end tests: they spawn the built CLI (`npx pnpm@12.4.2 --filter @msglint/cli build` first). */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const BIN = join(ROOT, "packages/cli/bin/msglint.js");

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The working directory it ran in. */
  cwd: string;
}

export function msglint(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string | undefined> } = {}): Run {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, MSGLINT_DEBUG: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const cwd = options.cwd ?? ROOT;
  const child = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input: options.input ?? "",
    encoding: "utf8",
    env: env as NodeJS.ProcessEnv,
    // The whole fixture folder's SARIF is over 1 MB, spawnSync's default: past it the child is killed, its status null.
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr, cwd };
}

/** A fresh folder with the given files (paths relative to it; parents created). A package.json bounds the config search. */
export function project(files: Record<string, string | Buffer>, { packageJson = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "msglint-e2e-"));
  if (packageJson && !("package.json" in files)) writeFileSync(join(dir, "package.json"), '{ "name": "fixture-project", "private": true }\n');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

export interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; severity: number; message: string; line: number; column: number; pointer: string; fatal?: boolean }[];
  errorCount: number;
  warningCount: number;
  output?: string;
}

/** The `json` report, each `filePath` (absolute, as ESLint's) made relative to the run's folder, so tests read short names. */
export const json = (run: Run) =>
  (JSON.parse(run.stdout) as JsonResult[]).map((result) => ({ ...result, filePath: relativeToRun(result.filePath, run.cwd) }));

/** An absolute path relative to `cwd`, POSIX separators; `<stdin>` as it is. */
export function relativeToRun(filePath: string, cwd: string): string {
  return isAbsolute(filePath) ? relative(cwd, filePath).split(sep).join("/") : filePath;
}

const BASH = { name: "bash", input_schema: { type: "object", properties: { command: { type: "string" } } } };

/** Requests with one problem each, of the kinds the tests need; complete otherwise, so no other rule speaks. */
export const requests = {
  clean: JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content: "Hello" }] }, null, 2) + "\n",
  /** tool-use-missing-result (error, not fixable). */
  missingResult:
    JSON.stringify(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        tools: [BASH],
        messages: [
          { role: "user", content: "Run it" },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] },
        ],
      },
      null,
      2,
    ) + "\n",
  /** tool-use-missing-result, and without `tools`: on Bedrock, tools-required-for-tool-blocks too. */
  withoutTools:
    JSON.stringify(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        messages: [
          { role: "user", content: "Run it" },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] },
        ],
      },
      null,
      2,
    ) + "\n",
  /** tool-use-unknown-tool (warning): `tools` does not define `bash`. */
  unknownTool:
    JSON.stringify(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        tools: [{ name: "search", input_schema: { type: "object" } }],
        messages: [
          { role: "user", content: "Run it" },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] },
          { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "ok" }] },
        ],
      },
      null,
      2,
    ) + "\n",
  /** tool-result-not-first (error, fixable): text before the result. */
  textBeforeResult:
    JSON.stringify(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        tools: [BASH],
        messages: [
          { role: "user", content: "Run it" },
          { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] },
          {
            role: "user",
            content: [
              { type: "text", text: "Here you go" },
              { type: "tool_result", tool_use_id: "toolu_01", content: "ok" },
            ],
          },
        ],
      },
      null,
      2,
    ) + "\n",
};
