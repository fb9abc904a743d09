/**
 * The GitHub Action (action.yml and its lint step's script, run here as the runner would run it) and the pre-commit
 * hook (.pre-commit-hooks.yaml, its entry run in a project that has msglint installed).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLoaders } from "cosmiconfig";
import type { Log } from "sarif";
import { describe, expect, it } from "vitest";
import { BIN, project, requests, ROOT } from "./helpers.js";

const yaml = (path: string) => defaultLoaders[".yaml"](path, readFileSync(path, "utf8")) as Record<string, unknown>;

interface Step {
  id?: string;
  uses?: string;
  if?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
const action = yaml(join(ROOT, "action.yml")) as { inputs: Record<string, { default: string }>; runs: { using: string; steps: Step[] } };
const lintStep = action.runs.steps.find((step) => step.id === "lint")!;

/** Runs the lint step as the runner would: its `run` in bash, its env with the expressions filled in. */
function runLintStep(cwd: string, inputs: Record<string, string> = {}) {
  const temp = mkdtempSync(join(tmpdir(), "msglint-action-"));
  const summary = join(temp, "summary.md");
  const output = join(temp, "output");
  writeFileSync(summary, "An earlier step's summary.\n");
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [`inputs.${name}`, input.default])),
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`inputs.${name}`, value])),
    "steps.setup.outputs.bin": BIN,
  };
  const env = Object.fromEntries(
    Object.entries(lintStep.env ?? {}).map(([name, value]) => [
      name,
      value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expression: string) => values[expression]!),
    ]),
  );
  const child = spawnSync("bash", ["-c", lintStep.run!], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env, GITHUB_ACTION_PATH: ROOT, RUNNER_TEMP: temp, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, NO_COLOR: "1" },
  });
  const outputs = Object.fromEntries(
    readFileSync(output, "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  ) as Record<string, string>;
  return { code: child.status, stderr: child.stderr, summary: readFileSync(summary, "utf8"), outputs };
}

describe("GitHub Action", () => {
  it("is a composite action: set up msglint, lint, upload the SARIF to code scanning even when msglint found errors", () => {
    expect(action.runs.using).toBe("composite");
    expect(action.runs.steps.map((step) => step.id ?? step.uses)).toEqual(["setup", "lint", "github/codeql-action/upload-sarif@v3"]);
    expect(lintStep).toMatchObject({ shell: "bash", run: 'node "$GITHUB_ACTION_PATH/action/run.mjs"' });
    const upload = action.runs.steps[2]!;
    expect(upload.if).toContain("!cancelled()");
    expect(upload.with).toEqual({ sarif_file: "${{ steps.lint.outputs.sarif-file }}", category: "${{ inputs.category }}" });
  });

  it("the lint step writes SARIF, appends a Markdown report to the step summary, and exits with msglint's code", () => {
    const dir = project({ "recordings/broken.json": requests.missingResult, "recordings/clean.json": requests.clean, "data.json": '{"id": 1}\n' });
    const step = runLintStep(dir, { files: "recordings data.json" });
    expect(step.code).toBe(1);
    expect(step.outputs["exit-code"]).toBe("1");
    const log = JSON.parse(readFileSync(step.outputs["sarif-file"]!, "utf8")) as Log;
    expect(log.runs[0]!.results!.map((r) => [r.ruleId, r.locations![0]!.physicalLocation!.artifactLocation!.uri])).toEqual([
      ["tool-use-missing-result", "recordings/broken.json"],
      ["unrecognized-input", "data.json"],
    ]);
    expect(step.summary).toMatch(/^An earlier step's summary\.\n### msglint\n\n❌ \*\*2 problems\*\* \(2 errors, 0 warnings\) in 2 of 3 files\./);
    expect(step.summary).toContain("| ❌ error | recordings/broken.json | ");
  });

  it("passes its args on, and a clean run says so in the summary (exit 0)", () => {
    const dir = project({ "a.json": requests.clean, "b.json": requests.unknownTool });
    expect(runLintStep(dir, { args: "--max-warnings 0" }).code).toBe(1);
    const step = runLintStep(dir, { args: "--rule tool-use-unknown-tool:off" });
    expect(step.code).toBe(0);
    expect(step.summary).toContain("✅ No problems in 2 files.");
  });

  it("when msglint cannot lint (a bad config): the reason in the summary, exit 2, no SARIF to upload", () => {
    const dir = project({ "a.json": requests.clean, ".msglintrc.json": '{ "rulez": {} }\n' });
    const step = runLintStep(dir);
    expect(step.code).toBe(2);
    expect(step.outputs).toEqual({ "exit-code": "2" });
    expect(step.summary).toContain("❗ msglint could not lint (exit code 2):");
    expect(step.summary).toContain('rulez: unknown key "rulez"');
  });
});

describe("pre-commit hook", () => {
  const [hook] = yaml(join(ROOT, ".pre-commit-hooks.yaml")) as unknown as {
    id: string;
    entry: string;
    language: string;
    files: string;
    pass_filenames: boolean;
  }[];

  it("runs on changes to JSON, JSON Lines and HAR files, and lints the whole project", () => {
    expect(hook).toMatchObject({ id: "msglint", language: "system", pass_filenames: false });
    const files = new RegExp(hook!.files);
    for (const name of ["a.json", "x/b.jsonl", "c.ndjson", "d.har", "e.jsonc"]) expect(files.test(name), name).toBe(true);
    for (const name of ["a.txt", "b.json.bak", "README.md"]) expect(files.test(name), name).toBe(false);
  });

  it("its entry runs the project's msglint (exit 1 on an error, 0 when clean)", () => {
    const dir = project({ "recordings/a.json": requests.missingResult, "data.json": '{"id": 1}\n' });
    // The project's devDependency, as npm installs it.
    mkdirSync(join(dir, "node_modules/@msglint"), { recursive: true });
    mkdirSync(join(dir, "node_modules/.bin"));
    symlinkSync(join(ROOT, "packages/cli"), join(dir, "node_modules/@msglint/cli"));
    symlinkSync("../@msglint/cli/bin/msglint.js", join(dir, "node_modules/.bin/msglint"));
    const run = () => spawnSync("bash", ["-c", hook!.entry], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    const failing = run();
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stdout).toContain("recordings/a.json");
    expect(failing.stdout).toContain("tool-use-missing-result");
    expect(failing.stderr).toContain("1 file skipped: not a conversation");
    writeFileSync(join(dir, "recordings/a.json"), requests.clean);
    expect(run().status).toBe(0);
  });
});
