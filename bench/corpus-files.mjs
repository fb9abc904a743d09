/**
 * The files of a corpus folder, at any depth, in the order every bench script takes them: relative paths sorted as
 * strings, so "the first N files" is the same set in each script.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Paths (joined to `dir`) of the first `count` files under `dir` whose names match `pattern`. */
export function corpusFiles(dir, { count = Infinity, pattern = /\.json$/ } = {}) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => pattern.test(name))
    .sort()
    .slice(0, count)
    .map((name) => join(dir, name));
}
