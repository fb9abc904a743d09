/** msglint is an offline tool: the engine imports nothing that reaches a network, and works with none. */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dist = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const bundle = readdirSync(dist).filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(dist, f), "utf8")).join("\n");

/** The module specifiers a bundle imports or requires. */
const specifiersOf = (text: string) =>
  [
    ...text.matchAll(/^\s*(?:import|export)\b[^\n]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\brequire\s*\(\s*["']([^"']+)["']\s*\)/gm),
  ].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);

describe("the core bundle", () => {
  it("finds the specifiers of every form of import", () => {
    expect(specifiersOf('import { a } from "ajv/dist/2020.js";\nexport * from "./b.js";\nimport "node:fs";\nawait import("node:net");\nrequire("fs");')).toEqual([
      "ajv/dist/2020.js",
      "./b.js",
      "node:fs",
      "node:net",
      "fs",
    ]);
  });

  it("imports no package and no Node built-in at all, so nothing from node:http, node:https, node:net or node:dns", () => {
    // ajv was the one dependency until its validators were generated and the tool input schemas interpreted.
    expect(specifiersOf(bundle).filter((s) => !s.startsWith("."))).toEqual([]);
  });

  it("never calls the global fetch or opens sockets itself", () => {
    expect(bundle).not.toMatch(/\bglobalThis\.fetch\b|\bnew\s+WebSocket\b|\bXMLHttpRequest\b/);
  });

  it("lints with every network path poisoned", () => {
    const script = `
      import net from "node:net";
      import dns from "node:dns";
      const poison = () => { throw new Error("network access"); };
      net.Socket.prototype.connect = poison;
      dns.lookup = poison;
      globalThis.fetch = poison;
      const { lint, assertValid } = await import(${JSON.stringify(join(dist, "index.js"))});
      const found = lint('{"messages": [{"role": "user", "content": "go"}, {"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "n", "input": {}}]}]}');
      assertValid({ messages: [{ role: "user", content: "hi" }] });
      console.log(found.map((d) => d.ruleId).join(","));
    `;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout.trim()).toBe("tool-use-missing-result");
  });
});
