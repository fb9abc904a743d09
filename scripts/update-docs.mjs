#!/usr/bin/env node
/**
 * Regenerates the docs derived from rule meta (DESIGN.md style rule 2): the header of each
 * docs/rules/<rule-id>.md page, and the README's table of every error of each dialect's specification (core's
 * `apiErrors`: each rule's meta, the rows rules check beyond their own, the errors no rule can check) with its
 * coverage line. Reads the built core, so build it first (`pnpm --filter @msglint/core build`).
 *
 *   node scripts/update-docs.mjs            rewrite what is stale
 *   node scripts/update-docs.mjs --check    write nothing; exit 1 and list the files that would change
 *   --root <dir>                            the tree holding docs/ and README.md (default: this repository)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const HEADER_BEGIN = "<!-- begin generated header -->";
export const HEADER_END = "<!-- end generated header -->";
export const TABLE_BEGIN = "<!-- begin rules table -->";
export const TABLE_END = "<!-- end rules table -->";

/** The fixed sections of a rule page, in order, after the generated header. */
export const SECTIONS = ["The API's error", "Why it happens", "Incorrect", "Correct", "How to fix", "Options", "When not to use it", "Evidence"];

const CATEGORY = {
  api: (meta) => `the API rejects the request (HTTP ${meta.httpStatus})`,
  risk: () => "the API accepts the request, but it is almost surely a bug",
  unverifiable: () => "the answer depends on state only the server has; off unless turned on (`--rule <id>:warn` or `rules` in a config)",
};

const code = (text) => `\`${text}\``;
const list = (items) => items.map(code).join(", ");

/** "yes", "no", or the targets it is on for when that is not all of them. */
function onByDefault(meta, allTargets) {
  if (!meta.recommended) return "no";
  if (meta.targets.length === allTargets.length) return "yes";
  return `yes, when the \`target\` setting is ${meta.targets.map(code).join(" or ")}`;
}

function fixability(meta) {
  const kinds = [];
  if (meta.fixable) kinds.push("fix (applied by `--fix`)");
  if (meta.hasSuggestions) kinds.push("suggestions (offered, never applied automatically)");
  return kinds.length ? kinds.join("; ") : "no";
}

/** The specification line: a spec naming its document (`providers.md openai-chat §3`) as it is, else a row of api-rules.md. */
function specification(spec) {
  if (!spec) return "none, a finding of msglint's own";
  return /^[\w-]+\.md\b/.test(spec) ? spec : `api-rules.md ${spec}`;
}

/** `allTargets`: the targets of the rule's dialect. */
export function renderHeader(meta, allTargets) {
  return [
    HEADER_BEGIN,
    `# ${meta.id}`,
    "",
    meta.description,
    "",
    `- Category: ${code(meta.category)}, ${CATEGORY[meta.category]?.(meta) ?? meta.category}`,
    `- Default severity: ${code(meta.defaultSeverity)}`,
    `- On by default: ${onByDefault(meta, allTargets)}`,
    `- Targets: ${list(meta.targets)}`,
    `- Fixable: ${fixability(meta)}`,
    `- Specification: ${specification(meta.spec)}`,
    HEADER_END,
  ].join("\n");
}

/** A Markdown code span holding `text` verbatim, safe inside a table cell. */
export function inlineCode(text) {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const body = longestRun > 0 ? ` ${text} ` : text;
  return `${fence}${body}${fence}`.replace(/\|/g, "\\|");
}

/** The offline column: how msglint checks the error, by which rules when not (only) its own, or why it cannot. */
function offlineCell(entry, registered) {
  if (entry.offline === "no") return `no: ${entry.reason}`;
  const how = entry.offline === "heuristic" ? "heuristic" : "yes";
  const by = entry.checkedBy.filter((id) => id !== entry.id && registered.has(id));
  return by.length > 0 ? `${how}, by ${by.map((id) => `[${id}](docs/rules/${id}.md)`).join(", ")}` : how;
}

/** The text column: the provider's current text, or what stands in for it. */
function textCell(entry) {
  if (entry.texts.length > 0) return inlineCode(entry.texts[0]);
  if (entry.errorCode) return `error_code ${inlineCode(entry.errorCode)}`;
  return entry.row === undefined ? "none: msglint's own" : "not observed";
}

/** "N of M offline-checkable rules": over the errors of the specification, msglint's own left out. */
export function coverage(entries) {
  // `—`: a row of providers.md, whose tables have no numbers to count against.
  const specified = entries.filter((entry) => entry.row !== undefined && entry.row !== "—");
  const checkable = specified.filter((entry) => entry.offline !== "no");
  const checked = checkable.filter((entry) => entry.checkedBy.length > 0);
  return { checked: checked.length, checkable: checkable.length, total: specified.length };
}

/** For a dialect of providers.md: how many of its table's errors no rule can check. */
function uncheckedNote(entries) {
  const unchecked = entries.filter((entry) => entry.offline === "no").length;
  if (unchecked === 0) return "";
  return ` ${unchecked} more ${unchecked === 1 ? "error" : "errors"} cannot be decided from the request alone (the account, a remote URL, a token count, stored state); the table says why.`;
}

/**
 * The table of every error of a dialect's specification (and msglint's own findings), from `apiErrors`; the
 * registered rules add their docs link, default severity and fixes from meta. `allTargets`: the dialect's.
 */
export function renderRulesTable(rules, entries, allTargets, dialectId = "anthropic") {
  const byId = new Map(rules.map((rule) => [rule.meta.id, rule.meta]));
  const registered = new Set(byId.keys());
  const targetsCell = (targets) => (targets.length === allTargets.length ? "all" : targets.join(", "));
  const rows = entries.map((entry) => {
    const meta = byId.get(entry.id);
    const name = meta ? `[${entry.id}](docs/rules/${entry.id}.md)` : entry.id;
    const severity = meta ? (meta.recommended ? meta.defaultSeverity : "off") : "";
    const fixable = meta ? [meta.fixable && "fix", meta.hasSuggestions && "suggestions"].filter(Boolean).join(", ") : "";
    const cells = [name, entry.row ?? "—", entry.status ?? "", entry.category, targetsCell(entry.targets), offlineCell(entry, registered)];
    return `| ${[...cells, severity, fixable, textCell(entry)].join(" | ")} |`;
  });
  const { checked, checkable, total } = coverage(entries);
  // The other dialects' rules come from providers.md's tables, which have no row numbers to count against.
  const on = rules.filter((rule) => rule.meta.recommended).length;
  const summary =
    total > 0
      ? `msglint checks **${checked} of ${checkable} offline-checkable rules** of api-rules.md. ${total - checkable} more cannot be decided from the request alone (a token count, a signature, the response the API returned, an undocumented limit); the table says why.`
      : `**${rules.length} rules**, from the \`${dialectId}\` table of providers.md; ${on} of them on by default.${uncheckedNote(entries)}`;
  return [
    summary,
    "",
    "| Rule | # | Status | Category | Targets | Checked offline | Default | Fixable | The API's text |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** Every dialect's table between the markers: the first as it stands, each other under its title. */
export function renderTables(dialects, apiErrors) {
  const tables = dialects.map((dialect, i) => {
    const table = renderRulesTable(dialect.rules, apiErrors(dialect), dialect.targets, dialect.id);
    return i === 0 ? table : `### ${dialect.title}\n\n${table}`;
  });
  return [TABLE_BEGIN, tables.join("\n\n"), TABLE_END].join("\n");
}

/** A new page: the header and every section, to be written by hand. */
function skeleton(header) {
  return [header, "", ...SECTIONS.flatMap((title) => [`## ${title}`, "", "TODO", ""])].join("\n");
}

/** Replaces the text between two markers (markers included); undefined when either is missing. */
function replaceBetween(text, begin, end, replacement) {
  const start = text.indexOf(begin);
  const stop = start === -1 ? -1 : text.indexOf(end, start);
  if (stop === -1) return undefined;
  return text.slice(0, start) + replacement + text.slice(stop + end.length);
}

/** `text` with `block` (written with "\n") put in its line endings. */
const withEol = (text, block) => (text.includes("\r\n") ? block.replace(/\n/g, "\r\n") : block);

export function updatedPage(current, header) {
  if (current === undefined) return skeleton(header);
  const replaced = replaceBetween(current, HEADER_BEGIN, HEADER_END, withEol(current, header));
  if (replaced !== undefined) return replaced;
  // No markers yet: the header goes on top and replaces a hand-written title.
  const body = current.replace(/^# .*\r?\n(\r?\n)?/, "");
  return withEol(current, `${header}\n\n`) + body;
}

function parseArgs(argv) {
  const args = { check: false, root: repoRoot };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--check") args.check = true;
    else if (argv[i] === "--root" && argv[i + 1]) args.root = resolve(argv[++i]);
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return args;
}

async function loadCore() {
  const entry = join(repoRoot, "packages/core/dist/index.js");
  if (!existsSync(entry)) {
    throw new Error("packages/core/dist/index.js is missing: build the core first (pnpm --filter @msglint/core build).");
  }
  return import(pathToFileURL(entry).href);
}

async function main() {
  const { check, root } = parseArgs(process.argv.slice(2));
  const { builtinDialects, apiErrors } = await loadCore();
  const changes = [];
  const notes = [];

  for (const dialect of builtinDialects) {
    for (const { meta } of dialect.rules) {
      const file = join(root, "docs/rules", `${meta.id}.md`);
      const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      const next = updatedPage(current, renderHeader(meta, dialect.targets));
      if (next !== current) changes.push({ file, next });
    }
  }

  const readme = join(root, "README.md");
  const readmeText = existsSync(readme) ? readFileSync(readme, "utf8") : undefined;
  const nextReadme =
    readmeText === undefined
      ? undefined
      : replaceBetween(readmeText, TABLE_BEGIN, TABLE_END, withEol(readmeText, renderTables(builtinDialects, apiErrors)));
  if (nextReadme === undefined) {
    notes.push(`README.md ${readmeText === undefined ? "does not exist" : `has no ${TABLE_BEGIN} … ${TABLE_END} markers`}: rules table skipped.`);
  } else if (nextReadme !== readmeText) {
    changes.push({ file: readme, next: nextReadme });
  }

  for (const note of notes) console.error(note);
  const names = changes.map(({ file }) => relative(root, file).split("\\").join("/"));
  if (check) {
    if (changes.length === 0) return 0;
    console.error(`Docs are stale; run \`pnpm run update\` (node scripts/update-docs.mjs). Files that would change:`);
    for (const name of names) console.error(`  ${name}`);
    return 1;
  }
  for (const { file, next } of changes) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, next);
  }
  for (const name of names) console.log(`updated ${name}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
