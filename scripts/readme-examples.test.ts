/** The README's TypeScript examples run as tests: each block is written to a module and imported. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
// Inside packages/core, so the SDK (a dev dependency of core) resolves; `@msglint/core` is aliased to its sources.
const dir = join(root, "packages/core/test/.readme");
const readme = readFileSync(join(root, "README.md"), "utf8");
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe("README examples", () => {
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has examples to run", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  it.each(blocks.map((code, i) => [i + 1, code.split("\n").find((l) => l.includes('from "@msglint/core"')) ?? "", code]))(
    "example %i: %s",
    async (i, _, code) => {
      const file = join(dir, `example-${i}.ts`);
      writeFileSync(file, `${code}\nexport {};\n`);
      await import(pathToFileURL(file).href);
    },
  );
});
