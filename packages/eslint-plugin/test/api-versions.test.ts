/**
 * The built plugin loads API versions other than the default on first use, not when it is imported: run in a child
 * process against the built packages (in-process, vitest reads core's sources, which the plugin's require of the
 * built `@msglint/core/all-api-versions` does not reach).
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const url = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);

// An extra field in a text block: the request schema of 2026-10-21 reports it once that version is loaded.
const BODY = { model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: [{ type: "text", text: "hi", foo: 1 }] }] };

const script = `
import { Linter } from "eslint";
import json from "@eslint/json";
const plugin = (await import(${url("packages/eslint-plugin/dist/index.js")})).default;
const core = await import(${url("packages/core/dist/index.js")});
const text = ${JSON.stringify(JSON.stringify(BODY))};
const settings = { apiVersion: "2026-10-21" };
const only = (rules) => Object.fromEntries(core.rules.map((r) => [r.meta.id, rules.includes(r.meta.id) ? "error" : "off"]));
const schemaFindings = () => core.lint(text, { settings, rules: only(["request-schema"]) }).map((d) => d.message);
const before = schemaFindings();
const linter = new Linter();
const messages = linter.verify(text, [{ files: ["**/*.json"], plugins: { json, msglint: plugin }, language: "json/json", settings: { msglint: settings }, rules: { "msglint/request-schema": "error" } }], "a.json");
console.log(JSON.stringify({ before, eslint: messages.map((m) => m.message), after: schemaFindings() }));
`;

describe("API versions in the built plugin", () => {
  it("are loaded on first use: importing the plugin loads only the default version; a file sent with another loads it", () => {
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
    expect(child.stderr).toBe("");
    const { before, eslint, after } = JSON.parse(child.stdout) as Record<string, string[]>;
    expect(before).toEqual([expect.stringMatching(/^msglint: the request schema of API version 2026-10-21 is not loaded/)]);
    expect(eslint).toEqual(["messages.0.content.0.text.foo: Extra inputs are not permitted"]);
    // The one core: the version the plugin loaded is the one core lints with.
    expect(after).toEqual(["messages.0.content.0.text.foo: Extra inputs are not permitted"]);
  });
});
