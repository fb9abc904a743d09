import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

/** Extensions linted when a directory is named; a file named explicitly is linted whatever its extension. */
export const LINTED_EXTENSIONS = [".json", ".jsonc", ".jsonl", ".ndjson"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git"]);

export interface FileEntry {
  /** Absolute path. */
  path: string;
  /** Set when the argument names nothing readable: reported as a finding, the run goes on. */
  error?: string;
}

/** Expands arguments into files, in a deterministic order: directories recursively, sorted; symlink loops cut. */
export function collectFiles(args: string[], cwd: string): FileEntry[] {
  const seen = new Set<string>();
  const out: FileEntry[] = [];
  const add = (entry: FileEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    out.push(entry);
  };
  for (const arg of args) {
    const path = resolve(cwd, arg);
    let stats;
    try {
      stats = statSync(path);
    } catch (error) {
      add({ path, error: `Cannot read ${arg}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file or directory" : (error as Error).message}` });
      continue;
    }
    if (!stats.isDirectory()) {
      add({ path });
      continue;
    }
    const visited = new Set<string>();
    const stack = [path];
    const found: string[] = [];
    while (stack.length) {
      const dir = stack.pop()!;
      let real: string;
      try {
        real = statSync(dir).ino + ":" + statSync(dir).dev;
      } catch {
        continue;
      }
      if (visited.has(real)) continue;
      visited.add(real);
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        add({ path: dir, error: `Cannot read directory ${relative(cwd, dir) || "."}: ${(error as Error).message}` });
        continue;
      }
      for (const entry of entries) {
        const child = join(dir, entry.name);
        let isDirectory = entry.isDirectory();
        let isFile = entry.isFile();
        if (entry.isSymbolicLink()) {
          try {
            const target = statSync(child);
            isDirectory = target.isDirectory();
            isFile = target.isFile();
          } catch {
            continue; // a dangling link names nothing to lint
          }
        }
        if (isDirectory && !SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith(".")) stack.push(child);
        else if (isFile && LINTED_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) found.push(child);
      }
    }
    for (const file of found.sort()) add({ path: file });
  }
  return out;
}

export function toPosixRelative(path: string, cwd: string): string {
  const rel = relative(cwd, path) || path;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
