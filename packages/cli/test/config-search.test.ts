/**
 * The config search without cosmiconfig (src/config/load.ts `quickSearch`) finds what cosmiconfig's search finds, or
 * throws what it throws, whenever it decides alone; it leaves the rest to cosmiconfig.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cosmiconfigSearch, quickSearch, SEARCH_PLACES } from "../src/config/load.js";

/** What a search place may hold: empty, JSON of every kind, JSONC, YAML, a syntax error, an `$import`. */
const CONTENTS = [
  "",
  "  \n",
  '{ "rules": { "text-block-empty": "warn" } }',
  '// a comment\n{ "dialect": "anthropic" }',
  "null",
  "0",
  "[]",
  '{ "$import": "other.json" }',
  "{ bad",
  "dialect: anthropic\n",
];
const PACKAGE_FILES = ['{ "name": "p" }', '{ "msglint": { "target": "vertex" } }', '{ "msglint": null }', "null", "[]", '{ "msglint": 0 }'];

/** One folder's files: search places (no JavaScript or TypeScript: cosmiconfig would run them) and their contents. */
const folder = fc.dictionary(
  fc.constantFrom(...SEARCH_PLACES.filter((place) => !/\.(c|m)?[jt]s$/.test(place) && place !== "package.json")),
  fc.constantFrom(...CONTENTS),
  { maxKeys: 3 },
);

const layout = fc.record({
  folders: fc.array(fc.record({ files: folder, packageJson: fc.option(fc.constantFrom(...PACKAGE_FILES), { nil: undefined }) }), {
    minLength: 1,
    maxLength: 4,
  }),
});

describe("quickSearch", () => {
  it("agrees with cosmiconfig's search whenever it does not hand over", async () => {
    let decided = 0;
    await fc.assert(
      fc.asyncProperty(layout, async ({ folders }) => {
        // Folders nested in order, the first outermost; the outermost has a package.json, so the search stops there.
        const root = mkdtempSync(join(tmpdir(), "msglint-search-"));
        let dir = root;
        folders.forEach(({ files, packageJson }, i) => {
          if (i > 0) dir = join(dir, `level${i}`);
          mkdirSync(dir, { recursive: true });
          for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
          if (packageJson !== undefined || i === 0) writeFileSync(join(dir, "package.json"), packageJson ?? '{ "name": "root" }');
        });
        const outcome = async (search: () => unknown) => {
          try {
            return { found: await search() };
          } catch (error) {
            return { error: (error as Error).message };
          }
        };
        const quick = await outcome(() => quickSearch(dir));
        if (quick.found === "cosmiconfig") return;
        decided++;
        const slow = await outcome(() => cosmiconfigSearch(dir));
        expect(quick.error === undefined ? { found: (quick.found as { found: unknown }).found } : quick).toEqual(slow);
      }),
      { numRuns: 300 },
    );
    // The property is about something: most layouts are decided without cosmiconfig.
    expect(decided).toBeGreaterThan(150);
  });

  it("hands over a YAML .msglintrc, a .yaml place and an $import", () => {
    for (const [name, content] of [
      [".msglintrc", "dialect: anthropic\n"],
      [".msglintrc.yaml", "dialect: anthropic\n"],
      [".msglintrc.json", '{ "$import": "base.json" }'],
      [".msglintrc.js", "export default {};"],
    ]) {
      const dir = mkdtempSync(join(tmpdir(), "msglint-search-"));
      writeFileSync(join(dir, "package.json"), '{ "name": "p" }');
      writeFileSync(join(dir, name!), content!);
      expect(quickSearch(dir), name).toBe("cosmiconfig");
    }
  });
});
