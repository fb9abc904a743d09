/**
 * `msglint init`: writes a commented `.msglintrc.jsonc` for the project in the working directory, as `eslint --init`
 * does. It reads the files `msglint .` would find and asks core what each holds (a whole-input adapter's name, or
 * requests read document by document, or nothing), so the config's `files` names where the recordings are and the
 * comments say what they are. Core tells the formats apart; this file only counts and writes.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { readDocuments, readUnits } from "@msglint/core";
import type { CliIo } from "../types.js";
import { SEARCH_PLACES } from "../config/load.js";
import { SCHEMA_ID } from "../config/schema.js";
import { collectFiles } from "../files/collect.js";
import { toPosixRelative } from "../files/paths.js";
import { plural } from "../plural.js";

/** The file `init` writes: JSON with comments, which msglint reads (and editors show as such, unlike comments in `.json`). */
export const INIT_FILE = ".msglintrc.jsonc";

/** Files larger than this are not read to tell what they hold (a recording that big is still linted). */
const MAX_SURVEY_BYTES = 256 * 1024 * 1024;

const USAGE = `Usage: msglint init

Writes ${INIT_FILE} for the project in this folder: the recommended rules, and \`files\` set to where the
project's recorded conversations are (msglint reads every JSON and JSON Lines file it finds to tell), with
comments that say what each holds. Nothing is written when this folder already has a msglint config.
`;

/** What a surveyed file holds. */
type Holding = "claude-code" | "har" | "batch" | "json" | "jsonl" | "none" | "unparsed" | "unread";

const DESCRIPTIONS: Record<Exclude<Holding, "none" | "unparsed" | "unread">, string> = {
  json: "a request body or a messages array",
  jsonl: "JSON Lines of request bodies",
  batch: "a Message Batches file",
  "claude-code": "a Claude Code transcript",
  har: "a HAR capture",
};

/** What core reads from a file: the adapter that read it whole, requests read document by document, or none. */
function holdingOf(path: string): Holding {
  let text: string;
  try {
    if (statSync(path).size > MAX_SURVEY_BYTES) return "unread";
    text = readFileSync(path).toString();
  } catch {
    return "unread";
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const documents = readDocuments(text, "auto", path);
  const parsed = documents.filter((d) => !d.parseError).map((d) => ({ index: d.index, value: d.value }));
  const unparsed = documents.filter((d) => d.parseError).map((d) => d.index);
  const read = readUnits(parsed, { unparsed });
  if (read.units.length === 0) return parsed.length === 0 && unparsed.length > 0 ? "unparsed" : "none";
  if (read.adapter) return read.adapter as Holding;
  return documents.length > 1 || documents[0]?.oneLine ? "jsonl" : "json";
}

/** The deepest folder that holds every one of `paths` (POSIX, relative); "" for the project's root. */
function commonFolder(paths: readonly string[]): string {
  let common = dirname(paths[0]!).split("/");
  for (const path of paths.slice(1)) {
    const parts = dirname(path).split("/");
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.filter((part) => part !== ".").join("/");
}

interface FilesGroup {
  pattern: string;
  counts: Map<Holding, number>;
}

/** One `files` pattern per top-level folder and extension of the conversation files: the folder they share, and the extension. */
function groupFiles(conversations: readonly { path: string; holding: Holding }[]): FilesGroup[] {
  const byKey = new Map<string, { path: string; holding: Holding }[]>();
  for (const file of conversations) {
    const top = file.path.includes("/") ? file.path.slice(0, file.path.indexOf("/")) : "";
    const key = `${top}\u0000${extname(file.path)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), file]);
  }
  const groups = [...byKey.values()].map((files) => {
    const folder = commonFolder(files.map((file) => file.path));
    const ext = extname(files[0]!.path);
    const counts = new Map<Holding, number>();
    for (const file of files) counts.set(file.holding, (counts.get(file.holding) ?? 0) + 1);
    return { pattern: folder ? `${folder}/**/*${ext}` : `/*${ext}`, counts };
  });
  return groups.sort((a, b) => (a.pattern < b.pattern ? -1 : 1));
}

/** `2 files, each a request body or a messages array; 1 file, a Claude Code transcript`. */
function describeCounts(counts: Map<Holding, number>): string {
  return [...counts]
    .map(([holding, count]) => `${plural(count, "file")}, ${count === 1 ? "" : "each "}${DESCRIPTIONS[holding as keyof typeof DESCRIPTIONS]}`)
    .join("; ");
}

/** The config's text: JSON with comments, every value what the survey found or the default. */
export function initConfigText(groups: readonly FilesGroup[], left: { none: string[]; unparsed: string[] }, schema: string): string {
  const out = [
    "// msglint's configuration, written by `msglint init`. Every key: https://github.com/msglint/msglint/blob/main/docs/cli.md#configuration",
    "{",
    `  "$schema": ${JSON.stringify(schema)},`,
    "  // The recommended rules: errors for what the API rejects, warnings for what it accepts but is almost surely a bug.",
    '  // "msglint:strict" turns every rule on and makes the warnings errors.',
    '  "extends": ["msglint:recommended"],',
  ];
  if (groups.length > 0) {
    out.push("  // The files `msglint .` lints (.gitignore syntax, relative to this file). Found in this project:");
    for (const group of groups) out.push(`  //   ${group.pattern}: ${describeCounts(group.counts)}`);
    if (left.none.length)
      out.push(
        `  // Left out: ${plural(left.none.length, "file")} that hold${left.none.length === 1 ? "s" : ""} no conversation (${sample(left.none)}).`,
      );
    if (left.unparsed.length) out.push(`  // Not valid JSON (broken recordings, or JSON with comments): ${sample(left.unparsed)}.`);
    out.push(`  "files": [${groups.map((group) => JSON.stringify(group.pattern)).join(", ")}],`);
  } else {
    out.push(
      "  // No recorded conversation was found here: `msglint .` lints every .json, .jsonc, .jsonl, .ndjson and .har file",
      '  // that holds one. Say where your recordings are with "files", for example: "files": ["recordings/**/*.json"],',
    );
  }
  out.push(
    "  // Files not to lint (.gitignore syntax, relative to this file).",
    '  "ignores": [],',
    '  // Where the requests are sent: "anthropic" (the default), "bedrock" or "vertex". Rules only one platform enforces follow it.',
    '  // "target": "bedrock",',
    '  // Levels by rule id: "off", "warn" or "error". `msglint --list-rules` lists them.',
    '  "rules": {',
    '    // "tool-use-unknown-tool": "off"',
    "  }",
    "}",
  );
  return out.join("\n") + "\n";
}

const sample = (paths: readonly string[]) => paths.slice(0, 3).join(", ") + (paths.length > 3 ? `, and ${paths.length - 3} more` : "");

/** A msglint config that this folder already has: a search place, or a `msglint` key in package.json. */
function existingConfig(cwd: string): string | undefined {
  for (const place of SEARCH_PLACES) {
    const path = join(cwd, place);
    if (!existsSync(path)) continue;
    if (place !== "package.json") return place;
    try {
      if (Object.hasOwn(JSON.parse(readFileSync(path, "utf8")) as object, "msglint")) return "package.json (its msglint key)";
    } catch {
      // not plain JSON: not a config msglint wrote
    }
  }
  return undefined;
}

export async function runInitCommand(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  if (argv.length > 0) {
    io.stderr(`msglint init: unexpected ${argv.map((arg) => `"${arg}"`).join(", ")}\n${USAGE}`);
    return 2;
  }
  const existing = existingConfig(io.cwd);
  if (existing) {
    io.stderr(`msglint init: ${existing} already configures msglint in this folder; edit it, or remove it to start again.\n`);
    return 2;
  }
  const surveyed = collectFiles(["."], io.cwd)
    .filter((entry) => !entry.error)
    .map((entry) => ({ path: toPosixRelative(entry.path, io.cwd), holding: holdingOf(entry.path) }));
  const conversations = surveyed.filter((file) => file.holding in DESCRIPTIONS);
  const groups = groupFiles(conversations);
  const left = {
    none: surveyed.filter((file) => file.holding === "none").map((file) => file.path),
    unparsed: surveyed.filter((file) => file.holding === "unparsed").map((file) => file.path),
  };
  const local = join(io.cwd, "node_modules/@msglint/cli/config.schema.json");
  const schema = existsSync(local) ? "./node_modules/@msglint/cli/config.schema.json" : SCHEMA_ID;
  writeFileSync(join(io.cwd, INIT_FILE), initConfigText(groups, left, schema), { flag: "wx" });
  io.stdout(
    `Wrote ${INIT_FILE}: ` +
      (groups.length
        ? `files ${groups.map((group) => group.pattern).join(", ")} (${plural(conversations.length, "recorded conversation file")}).`
        : "no recorded conversation found; set files to where your recordings are.") +
      (left.none.length ? ` ${plural(left.none.length, "file")} that hold${left.none.length === 1 ? "s" : ""} no conversation left out.` : "") +
      "\nRun msglint . to lint the project.\n",
  );
  return 0;
}
