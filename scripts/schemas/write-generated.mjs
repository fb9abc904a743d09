/** The generated files of a table generator (`name` → text), written into `outDir` when one is given; returned either way. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function writeGenerated(files, outDir) {
  if (outDir !== undefined) {
    mkdirSync(outDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  }
  return files;
}
