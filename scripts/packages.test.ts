/**
 * The three packages as a user meets them: packed with `pnpm pack` (what a release publishes), installed from the
 * tarballs into a fresh `npm init` project (CommonJS, no TypeScript), then `msglint`, the ESLint plugin with the flat
 * config docs/eslint-plugin.md gives, `assertValid` and the pre-commit hook's entry run from there. npm fetches the
 * packages' own dependencies from the registry (its cache first). Needs a build.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["core", "cli", "eslint-plugin"];
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const rootPackage = JSON.parse(read("package.json")) as { devDependencies: Record<string, string> };
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const BODY = { model: "claude-haiku-4-5", max_tokens: 64, messages: [{ role: "user", content: "Run it" }] };
const BROKEN = {
  ...BODY,
  tools: [{ name: "bash", input_schema: { type: "object" } }],
  messages: [...BODY.messages, { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "bash", input: {} }] }],
};

let app: string;
const run = (command: string, args: string[], cwd = app) =>
  spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined } });
const msglint = (args: string[], cwd = app) => run(process.execPath, [join(app, "node_modules/@msglint/cli/bin/msglint.js"), ...args], cwd);

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), "msglint-packages-"));
  const tarballs = PACKAGES.map((name) => {
    const out = execFileSync(npm, ["exec", "--yes", "--", "pnpm@12.4.2", "pack", "--pack-destination", work], {
      cwd: join(ROOT, "packages", name),
      encoding: "utf8",
    });
    return out.trim().split("\n").pop()!.trim();
  });
  app = join(work, "app");
  mkdirSync(app);
  execFileSync(npm, ["init", "--yes"], { cwd: app, stdio: "ignore" });
  const peers = ["eslint", "@eslint/json"].map((name) => `${name}@${rootPackage.devDependencies[name]}`);
  execFileSync(npm, ["install", "--save-dev", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs, ...peers], { cwd: app, stdio: "pipe" });
  mkdirSync(join(app, "recordings"));
  writeFileSync(join(app, "recordings/broken.json"), JSON.stringify(BROKEN, null, 2) + "\n");
  writeFileSync(join(app, "recordings/clean.json"), JSON.stringify(BODY, null, 2) + "\n");
  writeFileSync(join(app, "recordings/owners.json"), '{"team": "a"}\n');
}, 300_000);

describe("the packed packages, installed with npm in a fresh project", () => {
  it("publish what they should: README, LICENSE, metadata, caret ranges, no workspace protocol", () => {
    for (const name of PACKAGES) {
      const installed = join(app, "node_modules/@msglint", name);
      const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as Record<string, unknown>;
      expect(readFileSync(join(installed, "README.md"), "utf8"), name).toMatch(/^# @msglint\//);
      expect(readFileSync(join(installed, "LICENSE"), "utf8"), name).toContain("MIT License");
      for (const key of ["license", "repository", "homepage", "bugs", "keywords", "engines"]) expect(manifest, `${name} ${key}`).toHaveProperty(key);
      for (const range of Object.values((manifest.dependencies ?? {}) as Record<string, string>)) expect(range, name).toMatch(/^\^/);
    }
    const plugin = JSON.parse(readFileSync(join(app, "node_modules/@msglint/eslint-plugin/package.json"), "utf8")) as {
      peerDependencies: Record<string, string>;
    };
    expect(plugin.peerDependencies).toEqual({
      "@eslint/json": "^2.1.1",
      eslint: "^9.15.0 || ^10.0.0",
      typescript: ">=4.8.4 <6.1.0",
      "typescript-eslint": "^8.56.0",
    });
  });

  it("msglint runs: its version, a folder's findings, what it skipped, and npx finds it", () => {
    expect(msglint(["--version"]).stdout.trim()).toBe(JSON.parse(read("packages/cli/package.json")).version);
    const lint = msglint(["."]);
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain("recordings/broken.json");
    expect(lint.stdout).toContain("tool-use-missing-result");
    expect(lint.stderr).toContain("1 file skipped: not a conversation");
    expect(run("npx", ["--no", "--", "msglint", "recordings/clean.json"]).status).toBe(0);
  });

  it("a TypeScript config in a project without typescript: msglint says what to do", () => {
    const sub = join(app, "ts-config");
    mkdirSync(sub);
    writeFileSync(join(sub, "package.json"), '{ "name": "ts-config" }\n');
    writeFileSync(join(sub, "msglint.config.ts"), "export default { rules: {} } satisfies object;\n");
    writeFileSync(join(sub, "a.json"), JSON.stringify(BODY));
    const lint = msglint(["a.json"], sub);
    expect(lint.status).toBe(2);
    expect(lint.stderr).toContain("cannot load a TypeScript config without the typescript package");
  });

  it("the ESLint plugin, with the eslint.config.mjs that docs/eslint-plugin.md gives", () => {
    const config = /```js\n(\/\/ eslint\.config\.mjs\n[\s\S]*?)```/.exec(read("docs/eslint-plugin.md"))?.[1];
    expect(config).toBeDefined();
    writeFileSync(join(app, "eslint.config.mjs"), config!);
    const eslint = run(process.execPath, [join(app, "node_modules/eslint/bin/eslint.js"), "recordings/", "--format", "json"]);
    expect(eslint.status, eslint.stderr).toBe(1);
    const results = JSON.parse(eslint.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    const byFile = Object.fromEntries(results.map((r) => [r.filePath.slice(app.length + 1), r.messages.map((m) => m.ruleId)]));
    expect(byFile).toEqual({
      "recordings/broken.json": ["msglint/tool-use-missing-result"],
      "recordings/clean.json": [],
      "recordings/owners.json": [],
    });
  });

  it("assertValid from an ES module, and from CommonJS (require of an ES module, Node 20.19 and later)", () => {
    const check = `const bad = ${JSON.stringify(BROKEN)};
try { assertValid(bad); console.log("valid"); } catch (error) { console.log(error instanceof MsglintError, error.message.split(":")[0]); }
console.log(assertValid(${JSON.stringify(BODY)}).model);`;
    writeFileSync(join(app, "check.mjs"), `import { assertValid, MsglintError } from "@msglint/core";\n${check}\n`);
    writeFileSync(join(app, "check.cjs"), `const { assertValid, MsglintError } = require("@msglint/core");\n${check}\n`);
    for (const file of ["check.mjs", "check.cjs"]) {
      const out = run(process.execPath, [file]);
      expect(out.stdout, `${file}: ${out.stderr}`).toBe("true messages.1\nclaude-haiku-4-5\n");
    }
  });

  it("the pre-commit hook's entry, with msglint from the project's devDependencies", () => {
    const entry = /entry: (.+)\n/.exec(read(".pre-commit-hooks.yaml"))![1]!;
    const hook = run("bash", ["-c", entry]);
    expect(hook.status, hook.stderr).toBe(1);
    expect(hook.stdout).toContain("recordings/broken.json");
  });
});
