/**
 * `msglint repair <file> --strategy <name>… [--write]`: core's repair strategies applied to a file. Each step is
 * the edits of one finding (`nextRepair`), turned into text edits that keep the file's formatting, as `--fix`
 * does; the result is shown as a unified diff and, with `--write`, written atomically after a backup.
 */
import { readFileSync } from "node:fs";
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from "diff";
import { resolve } from "node:path";
import { lint, nextRepair, readDocuments, repairStrategies, toTextEdits, type RepairStrategyName } from "@msglint/core";
import type { CliIo } from "../types.js";
import { applyTextEdits, cannotWrite, writeBackup, writeFileAtomic } from "../fix.js";
import { neutralize, neutralizeLines } from "../formatters/neutralize.js";
import { plural } from "../plural.js";

/** Far above any real history: each step repairs one finding. */
const MAX_STEPS = 10_000;

export interface RepairedText {
  output: string;
  /** What each step did, in order. */
  steps: { strategy: RepairStrategyName; description: string; line: number }[];
}

/** Repairs every document of a text (one JSON document, or each line of JSON Lines), keeping its formatting. */
export function repairText(text: string, strategies: readonly RepairStrategyName[], filePath?: string): RepairedText {
  // A byte order mark is kept, and kept out of the JSON.
  const bom = text.charCodeAt(0) === 0xfeff ? "\ufeff" : "";
  let current = bom ? text.slice(1) : text;
  const steps: RepairedText["steps"] = [];
  for (let n = 0; n < MAX_STEPS; n++) {
    let applied = false;
    for (const document of readDocuments(current, "auto", filePath)) {
      if (document.parseError) continue;
      const step = nextRepair(document.value, { strategies });
      if (!step) continue;
      const line = current.slice(0, document.start).split("\n").length;
      current = applyTextEdits(current, toTextEdits(current, step.edits, document.start));
      steps.push({ strategy: step.strategy, description: step.description, line });
      applied = true;
      break; // offsets after an edit have moved: read the documents again
    }
    if (!applied) return { output: bom + current, steps };
  }
  throw new Error("repair did not settle (please report this)");
}

/** A unified diff of the repair (3 lines of context, as `diff -u` and `git diff`), every line whole. */
export function repairDiff(before: string, after: string, name: string): string {
  return createTwoFilesPatch(name, name, before, after, "(original)", "(repaired)", { context: 3, headerOptions: FILE_HEADERS_ONLY });
}

const USAGE = `Usage: msglint repair <file> --strategy <name>[,<name>…] [--write]

Strategies (the first five keep the conversation's meaning; the others change it, on purpose):
${Object.entries(repairStrategies)
  .map(([name, s]) => `  ${name.padEnd(28)} ${s.description}`)
  .join("\n")}
`;

export async function runRepairCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const files: string[] = [];
  const strategies: string[] = [];
  let write = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--write") write = true;
    else if (arg === "--help" || arg === "-h") {
      io.stdout(USAGE);
      return 0;
    } else if (arg === "--strategy" || arg === "-s") strategies.push(...(argv[++i] ?? "").split(","));
    else if (arg.startsWith("--strategy=")) strategies.push(...arg.slice("--strategy=".length).split(","));
    else if (arg.startsWith("-")) {
      io.stderr(`msglint repair: unknown option ${arg}\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  const known = new Set(Object.keys(repairStrategies));
  const unknown = strategies.filter((s) => !known.has(s));
  if (files.length !== 1 || strategies.length === 0 || unknown.length) {
    io.stderr(
      `msglint repair: ${unknown.length ? `unknown strategy ${unknown.map((s) => `"${s}"`).join(", ")}` : "name one file and at least one --strategy"}\n${USAGE}`,
    );
    return 2;
  }
  const path = resolve(io.cwd, files[0]!);
  let text: string;
  try {
    text = readFileSync(path).toString();
  } catch (error) {
    io.stderr(`msglint repair: cannot read ${files[0]}: ${(error as Error).message}\n`);
    return 2;
  }
  const { output, steps } = repairText(text, strategies as RepairStrategyName[], path);
  if (steps.length === 0) {
    io.stdout(`${files[0]}: nothing to repair with ${strategies.join(", ")}.\n`);
    return 0;
  }
  io.stdout(neutralizeLines(repairDiff(text, output, files[0]!)));
  for (const step of steps) io.stdout(`${neutralize(`  line ${step.line}: ${step.strategy}: ${step.description}`)}\n`);
  const left = lint(output, { filePath: path }).filter((d) => d.severity === "error").length;
  if (!write) {
    io.stdout(`${plural(steps.length, "repair")} (not written: add --write).${left ? ` ${plural(left, "error")} would remain.` : ""}\n`);
    return 0;
  }
  const problem = cannotWrite(path);
  if (problem) {
    io.stderr(`msglint repair: cannot write ${files[0]}: ${problem}\n`);
    return 2;
  }
  const backup = writeBackup(path);
  writeFileAtomic(path, output);
  io.stdout(
    `Wrote ${files[0]} (${plural(steps.length, "repair")}); the original is in ${backup}.${left ? ` ${plural(left, "error")} ${left === 1 ? "remains" : "remain"}.` : ""}\n`,
  );
  return left ? 1 : 0;
}
