/** msglint is an offline tool: the engine imports nothing that reaches a network, and works with none. */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dist = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const chunks = new Map(
  readdirSync(dist)
    .filter((f) => f.endsWith(".js"))
    .map((f) => [f, readFileSync(join(dist, f), "utf8")]),
);
const bundle = [...chunks.values()].join("\n");
/** The relative imports of a chunk: static (`import … from "./x.js"`) and dynamic (`import("./x.js")`). */
const importsOf = (code: string) => ({
  static: [...code.matchAll(/^\s*(?:import|export)\b[^\n]*?\bfrom\s*["']\.\/([^"']+)["']|^\s*import\s*["']\.\/([^"']+)["']/gm)].map(
    (m) => (m[1] ?? m[2])!,
  ),
  dynamic: [...code.matchAll(/\bimport\s*\(\s*["']\.\/([^"']+)["']\s*\)/g)].map((m) => m[1]!),
});

/** The module specifiers a bundle imports or requires. */
const specifiersOf = (text: string) =>
  [
    ...text.matchAll(
      /^\s*(?:import|export)\b[^\n]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\brequire\s*\(\s*["']([^"']+)["']\s*\)/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);

describe("the core bundle", () => {
  it("finds the specifiers of every form of import", () => {
    expect(
      specifiersOf('import { a } from "ajv/dist/2020.js";\nexport * from "./b.js";\nimport "node:fs";\nawait import("node:net");\nrequire("fs");'),
    ).toEqual(["ajv/dist/2020.js", "./b.js", "node:fs", "node:net", "fs"]);
  });

  it("imports no package and no Node built-in at all, so nothing from node:http, node:https, node:net or node:dns", () => {
    // ajv was the one dependency until its validators were generated and the tool input schemas interpreted.
    expect(specifiersOf(bundle).filter((s) => !s.startsWith("."))).toEqual([]);
  });

  it("bundles re2js (linear-time patterns), the one package its code uses, with its licence banner, so installs need none", () => {
    expect(bundle).toMatch(/\/\*!\s*\* re2js\b[\s\S]*?@license MIT/);
    const manifest = JSON.parse(readFileSync(join(dist, "../package.json"), "utf8")) as { dependencies?: object; devDependencies: object };
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.devDependencies)).toContain("re2js");
  });

  it("is read whole by these checks: every chunk an entry imports, statically or on demand, is in dist", () => {
    for (const code of chunks.values()) {
      const { static: fixed, dynamic } = importsOf(code);
      for (const file of [...fixed, ...dynamic]) expect([...chunks.keys()]).toContain(file);
    }
  });

  it("loads other API versions' validators on demand: the main entry's static imports leave them out", () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of importsOf(chunks.get(file)!).static) visit(next);
    };
    visit("index.js");
    const onDemand = [...chunks.values()].flatMap((code) => importsOf(code).dynamic);
    expect(onDemand.length).toBeGreaterThan(0);
    for (const file of onDemand) expect(reached.has(file), file).toBe(false);
  });

  it("never calls the global fetch or opens sockets itself", () => {
    expect(bundle).not.toMatch(/\bglobalThis\.fetch\b|\bnew\s+WebSocket\b|\bXMLHttpRequest\b/);
  });

  it("lints with every network path poisoned, other API versions' chunks included", () => {
    const script = `
      import net from "node:net";
      import dns from "node:dns";
      const poison = () => { throw new Error("network access"); };
      net.Socket.prototype.connect = poison;
      dns.lookup = poison;
      globalThis.fetch = poison;
      const { lint, assertValid, loadApiVersion } = await import(${JSON.stringify(join(dist, "index.js"))});
      const text = '{"messages": [{"role": "user", "content": "go"}, {"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "n", "input": {}}]}]}';
      const found = lint(text);
      assertValid({ messages: [{ role: "user", content: "hi" }] });
      await loadApiVersion("2026-10-21");
      const later = lint(text, { settings: { apiVersion: "2026-10-21" } });
      (await import(${JSON.stringify(join(dist, "all-api-versions.js"))})).loadAllApiVersions();
      console.log([...found, ...later].map((d) => d.ruleId).join(","));
    `;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout.trim()).toBe("tool-use-missing-result,tool-use-missing-result");
  });
});
