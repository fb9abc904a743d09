import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parseJsonc } from "../src/config/jsonc.js";
import { msglint, ROOT } from "./helpers.js";

const doc = readFileSync(join(ROOT, "docs/cli.md"), "utf8");

describe("docs/cli.md", () => {
  it("documents every option --help lists", () => {
    const help = msglint(["--help"]).stdout;
    const options = [...new Set([...help.matchAll(/--([a-z][a-z-]+)/g)].map((m) => m[1]!))];
    expect(options.length).toBeGreaterThan(20);
    for (const option of options) expect(doc, `--${option}`).toContain(`--${option === "config-lookup" ? "no-config-lookup" : option}`);
  });

  it("has a config example that the shipped schema accepts", () => {
    const example = /```jsonc\n(\/\/ \.msglintrc\.jsonc\n[\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const schema = JSON.parse(readFileSync(join(ROOT, "packages/cli/config.schema.json"), "utf8")) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(parseJsonc(example!)), JSON.stringify(validate.errors)).toBe(true);
  });

  it("has a GitHub Actions workflow that uploads SARIF", () => {
    expect(doc).toContain("github/codeql-action/upload-sarif@");
    expect(doc).toMatch(/--format sarif --output-file msglint\.sarif/);
    expect(doc).toContain("security-events: write");
  });
});
