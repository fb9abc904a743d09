/**
 * The linter of this run: core's default one, or one that also speaks the dialects a config names (`dialects`),
 * set once at start-up, in the main thread and in each worker (a process lints one run at a time).
 */
import { pathToFileURL } from "node:url";
import { builtinDialects, createLinter, defaultLinter, type Dialect, type Linter } from "@msglint/core";
import { importModule } from "./import-module.js";

let current: Linter | undefined;
let currentModules = "";

export function runLinter(): Linter {
  return current ?? defaultLinter();
}

/** The `Dialect` a module exports: its default export, or its export named `dialect`. */
export async function importDialect(file: string): Promise<Dialect> {
  const module = (await importModule(pathToFileURL(file).href)) as { default?: unknown; dialect?: unknown };
  const dialect = (isDialect(module.default) ? module.default : module.dialect) as unknown;
  if (!isDialect(dialect)) throw new TypeError("it exports no dialect (a default export, or one named `dialect`, with an id and rules)");
  return dialect;
}

function isDialect(value: unknown): value is Dialect {
  const candidate = value as Partial<Dialect> | null | undefined;
  return typeof candidate?.id === "string" && Array.isArray(candidate.rules) && typeof candidate.detect === "function";
}

/** Makes the run lint with the built-in dialects and those of `modules` (absolute paths); none: the default linter. */
export async function useDialectModules(modules: readonly string[]): Promise<void> {
  const key = modules.join("\n");
  if (key === currentModules) return;
  current = modules.length ? createLinter({ dialects: [...builtinDialects, ...(await Promise.all(modules.map(importDialect)))] }) : undefined;
  currentModules = key;
}
