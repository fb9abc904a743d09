/**
 * The lint command's options, and a fast reading of the usual command lines. Loading yargs costs about 50 ms
 * of start-up (a third of `node -e 0`), so a command line made only of plain file arguments and well-formed known
 * options is read here; anything else (help, an unknown or malformed option, a value yargs would coerce or
 * reject) goes to yargs, which prints the help and the errors. The two readings are tested to agree.
 */
import type { InputFormat } from "@msglint/core";
import packageJson from "../package.json" with { type: "json" };
import { DIALECTS, TARGETS } from "./config/schema.js";
import { CACHE_STRATEGIES } from "./cache-strategy.js";
import { FORMATTER_NAMES } from "./formatters/names.js";
import { importModule } from "./import-module.js";

/** How files are read: one JSON body, JSON Lines, a Claude Code transcript, a Message Batches file, a HAR capture. */
export const INPUT_FORMATS: InputFormat[] = ["auto", "json", "jsonl", "claude-code", "batch", "har"];

export interface OptionSpec {
  alias?: string;
  type: "string" | "boolean" | "number";
  default?: string | boolean | number;
  choices?: readonly string[];
  /** Repeatable, one value each time. */
  array?: true;
  describe: string;
}

/** In the order `--help` lists them. */
export const OPTIONS: Record<string, OptionSpec> = {
  format: { alias: "f", type: "string", default: "stylish", choices: FORMATTER_NAMES, describe: "Output format" },
  "output-file": { alias: "o", type: "string", describe: "Write the report to a file" },
  config: { alias: "c", type: "string", describe: "Use this config file (and no search)" },
  "config-lookup": { type: "boolean", default: true, describe: "Search for a config file (--no-config-lookup: don't)" },
  "print-config": { type: "string", describe: "Print the effective config for a file and exit" },
  dialect: { type: "string", choices: DIALECTS, describe: "The request format (default auto: detected per request)" },
  target: { type: "string", choices: TARGETS, describe: "Where the requests are sent" },
  model: { type: "string", describe: "Model to check against (default: each request's `model`)" },
  region: { type: "string", describe: "The AWS Region Bedrock requests are sent to, e.g. us-east-1 (default: none known)" },
  endpoint: { type: "string", describe: "The URL the requests are sent to, for rules that check it (default: none known)" },
  "api-version": { type: "string", describe: "The anthropic-version the requests are sent with (default 2023-06-01)" },
  betas: { type: "string", describe: "The anthropic-beta values they are sent with, comma-separated ('' for none)" },
  now: { type: "string", describe: "The date to check model end-of-life against, YYYY-MM-DD (default: $MSGLINT_NOW, else today)" },
  rule: { type: "string", array: true, describe: "Set a rule's level: 'rule-id: off|warn|error'" },
  "ignore-pattern": { type: "string", array: true, describe: "Skip files that match (.gitignore syntax; repeatable)" },
  quiet: { type: "boolean", default: false, describe: "Report errors only" },
  "max-warnings": { type: "number", default: -1, describe: "Fail when there are more warnings than this" },
  fix: { type: "boolean", default: false, describe: "Apply the fixes that keep the conversation's meaning, in place" },
  "fix-dry-run": { type: "boolean", default: false, describe: "Print the fixed text instead of writing it" },
  "stdin-filename": { type: "string", describe: "File name to report for standard input (-)" },
  "input-format": { type: "string", choices: INPUT_FORMATS, default: "auto", describe: "How to read files (auto: by content and name)" },
  shard: { type: "string", describe: "Lint only share i of n (i/n) of the files, for CI matrices" },
  cache: { type: "boolean", default: false, describe: "Reuse the results of files that have not changed since the last run" },
  "cache-location": { type: "string", describe: "The cache file, or a folder to keep it in (default .msglintcache)" },
  "cache-strategy": {
    type: "string",
    choices: CACHE_STRATEGIES,
    default: "content",
    describe: "How a changed file is told: content (a hash) or metadata (size and time)",
  },
  concurrency: { type: "string", default: "auto", describe: "Threads that lint: auto, off, or a number" },
  "list-rules": { type: "boolean", default: false, describe: "List the rules and exit" },
  debug: { type: "boolean", default: false, describe: "Say on stderr how the run went: the files skipped, how the work was split" },
  color: { type: "boolean", describe: "Force colour on or off (FORCE_COLOR, when set, beats both)" },
};

/** The options as the lint command reads them. */
export interface LintArgs {
  _: (string | number)[];
  help?: boolean;
  version?: boolean;
  format: string;
  "output-file"?: string;
  config?: string;
  "config-lookup": boolean;
  "print-config"?: string;
  dialect?: string;
  target?: string;
  model?: string;
  region?: string;
  endpoint?: string;
  "api-version"?: string;
  betas?: string;
  now?: string;
  rule?: string[];
  "ignore-pattern"?: string[];
  quiet: boolean;
  "max-warnings": number;
  fix: boolean;
  "fix-dry-run": boolean;
  "stdin-filename"?: string;
  "input-format": string;
  shard?: string;
  cache: boolean;
  "cache-location"?: string;
  "cache-strategy": string;
  concurrency: string;
  "list-rules": boolean;
  debug: boolean;
  color?: boolean;
}

const byAlias = new Map(Object.entries(OPTIONS).flatMap(([name, spec]) => (spec.alias ? [[spec.alias, name] as const] : [])));

const looksNumeric = (text: string) => text.trim() !== "" && !Number.isNaN(Number(text));

/**
 * The command line read without yargs, or undefined when it needs yargs: every option known, in its plain
 * form (`--name value`, `--name=value`, `-f value`, `--flag`, `--no-flag`), each value a plain one of its
 * choices, positionals that are not numbers, no `--help`, no `--`, no option given twice unless repeatable.
 */
export function readSimpleArgs(argv: readonly string[]): LintArgs | undefined {
  const out: Record<string, unknown> = { _: [] };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-" || !arg.startsWith("-")) {
      if (arg !== "-" && (looksNumeric(arg) || /^0x/i.test(arg) || arg === "")) return undefined;
      (out._ as string[]).push(arg);
      continue;
    }
    let name: string | undefined;
    let inline: string | undefined;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      if (eq >= 0) inline = arg.slice(eq + 1);
    } else if (arg.length === 2) name = byAlias.get(arg[1]!);
    if (name === undefined) return undefined;
    let negated = false;
    if (!OPTIONS[name] && name.startsWith("no-") && OPTIONS[name.slice(3)]?.type === "boolean") {
      name = name.slice(3);
      negated = true;
    }
    const spec = OPTIONS[name];
    if (!spec) return undefined;
    if (seen.has(name) && !spec.array) return undefined;
    seen.add(name);
    if (spec.type === "boolean") {
      // `--flag true` and `--flag=false` are yargs' to read.
      if (inline !== undefined || argv[i + 1] === "true" || argv[i + 1] === "false") return undefined;
      out[name] = !negated;
      continue;
    }
    if (negated) return undefined;
    const value = inline ?? argv[++i];
    // A value that is missing, empty or looks like an option, or a number yargs would not read as digits.
    if (value === undefined || value === "" || value.startsWith("-")) return undefined;
    if (spec.type === "number" && !/^\d+$/.test(value)) return undefined;
    if (spec.choices && !spec.choices.includes(value)) return undefined;
    if (spec.type === "number") out[name] = Number(value);
    else if (spec.array) ((out[name] ??= []) as string[]).push(value);
    else out[name] = value;
  }
  for (const [name, spec] of Object.entries(OPTIONS)) {
    if (out[name] === undefined && spec.default !== undefined) out[name] = spec.default;
  }
  return out as unknown as LintArgs;
}

const USAGE = `$0 [options] [files, directories, globs, or - for standard input]
       $0 explain <rule-id | "pasted API error text">
       $0 doctor <claude-code-transcript.jsonl> [--fix]
       $0 repair <file> --strategy <name>[,<name>…] [--write]
       $0 init
       $0 completion
       $0 view <files> [options]   (the HTML report, opened in the browser)

Lint LLM conversation histories offline: every request the provider would reject with HTTP 400 (Anthropic Messages, OpenAI Chat Completions and Responses, Gemini, Bedrock Converse), and what it accepts but is almost surely a bug.`;

/** yargs, for `--help` and for command lines `readSimpleArgs` leaves to it: loaded only then. */
export async function buildParser(argv: string[]) {
  const { default: yargs } = (await importModule("yargs")) as typeof import("yargs");
  let parser = yargs(argv).scriptName("msglint").usage(USAGE).parserConfiguration({ "boolean-negation": true });
  for (const [name, { choices, array, ...spec }] of Object.entries(OPTIONS)) {
    parser = parser.option(name, { ...spec, ...(choices ? { choices: [...choices] } : {}), ...(array ? { array, nargs: 1 } : {}) });
  }
  return parser
    .example("$0 recordings/", "Lint every .json, .jsonc, .jsonl, .ndjson and .har file under recordings/")
    .example("$0 'logs/**/*.jsonl' --ignore-pattern 'logs/tmp/'", "Lint the JSONL files that a glob matches")
    .example("cat request.json | $0 - --format json", "Lint standard input, report as JSON")
    .example("$0 --fix recordings/", "Fix what can be fixed without changing meaning")
    .example("$0 explain tool-result-not-first", "A rule's docs, or the rules behind a pasted API error")
    .completion("completion", "Print a completion script for bash or zsh (msglint completion >> ~/.bashrc)")
    .strictOptions()
    .help()
    .alias("help", "h")
    .version(packageJson.version)
    .alias("version", "v")
    .exitProcess(false);
}
