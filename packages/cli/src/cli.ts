import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { rules, type InputFormat, type LintOptions, type RuleSetting, type Target } from "@msglint/core";
import yargs from "yargs";
import { ConfigError, fileConfigResolver, loadConfig, resolveFileConfig, toLintOptions, type CliSettings, type EffectiveConfig, type LoadedConfig } from "./config.js";
import { TARGETS } from "./config-schema.js";
import { runDoctorCommand } from "./doctor.js";
import { runRepairCommand } from "./repair.js";
import { explain } from "./explain.js";
import { collectFiles, type FileEntry } from "./files.js";
import { formatters } from "./formatters/index.js";
import { IgnoreList, isIgnoredWithParents } from "./ignore.js";
import { lintSource, type FixMode } from "./lint-files.js";
import { listRules } from "./list-rules.js";
import { toPosixRelative } from "./paths.js";
import { lintAll, loadApiVersionsOf, type Concurrency, type LintTask } from "./pool.js";
import { ProgressBar, shouldShowProgress } from "./progress.js";
import { parseShard, selectShard, type Shard } from "./shard.js";
import type { FileResult } from "./types.js";

export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  /** Whether stdout is a colour terminal. */
  color: boolean;
  /** Whether stderr is a terminal: the progress bar is drawn only there. */
  stderrIsTTY?: boolean;
  /** `MSGLINT_DEBUG=1` reports how the work was split, on stderr. */
  debug?: boolean;
}

/** How files are read: one JSON body, JSON Lines, a Claude Code transcript, a Message Batches file, a HAR capture. */
const INPUT_FORMATS: InputFormat[] = ["auto", "json", "jsonl", "claude-code", "batch", "har"];

/** A problem with the command line: exit code 2. */
class UsageError extends Error {}

const USAGE = `$0 [options] [files, directories, globs, or - for standard input]
       $0 explain <rule-id | "pasted API error text">
       $0 doctor <claude-code-transcript.jsonl> [--fix]
       $0 repair <file> --strategy <name>[,<name>…] [--write]

Lint LLM conversation histories offline: every request the Anthropic Messages API would reject with HTTP 400, and what it accepts but is almost surely a bug.`;

/** Exit codes: 0 clean (warnings within --max-warnings), 1 errors or too many warnings, 2 a fatal problem (usage, bad config, internal error). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === "explain") return await runExplain(argv.slice(1), io);
    if (argv[0] === "doctor") return await runDoctorCommand(argv.slice(1), io);
    if (argv[0] === "repair") return await runRepairCommand(argv.slice(1), io);
    return await runLint(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`msglint: ${error.message}\nRun msglint --help for usage.\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.stderr(`msglint: invalid configuration: ${error.describe(io.cwd)}\n`);
      return 2;
    }
    throw error;
  }
}

async function parseArgs(argv: string[]) {
  let usageError: string | undefined;
  const parser = buildParser(argv).fail((message, error) => {
    usageError = message || error?.message;
  });
  let args;
  try {
    args = await parser.parseAsync();
  } catch (error) {
    usageError ??= (error as Error).message;
  }
  if (usageError || args === undefined) throw new UsageError(usageError ?? "invalid arguments");
  return args;
}

async function runExplain(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(
      'Usage: msglint explain <rule-id | "pasted API error text">\n\n' +
        "Shows a rule's docs page, or decodes an API error text pasted from a log (quoted or not) into the rules\n" +
        "that report it. Use - to read the text from standard input.\n\n" +
        "Examples:\n  msglint explain tool-result-not-first\n" +
        '  msglint explain "messages.3: tool_use ids were found without tool_result blocks immediately after: toolu_01"\n',
    );
    return 0;
  }
  const query = argv.filter((a) => a !== "--").join(" ").trim();
  const text = query === "-" ? await io.readStdin() : query;
  if (!text.trim()) throw new UsageError('explain needs a rule id or an API error text: msglint explain <rule-id | "text">');
  const { text: output, code } = explain(text);
  (code === 0 ? io.stdout : io.stderr)(output);
  return code;
}

function buildParser(argv: string[]) {
  return yargs(argv)
    .scriptName("msglint")
    .usage(USAGE)
    .parserConfiguration({ "boolean-negation": true })
    .option("format", { alias: "f", type: "string", default: "stylish", choices: Object.keys(formatters), describe: "Output format" })
    .option("output-file", { alias: "o", type: "string", describe: "Write the report to a file" })
    .option("config", { alias: "c", type: "string", describe: "Use this config file (and no search)" })
    .option("config-lookup", { type: "boolean", default: true, describe: "Search for a config file (--no-config-lookup: don't)" })
    .option("print-config", { type: "string", describe: "Print the effective config for a file and exit" })
    .option("target", { type: "string", choices: [...TARGETS], describe: "Where the requests are sent" })
    .option("model", { type: "string", describe: "Model to check against (default: each request's `model`)" })
    .option("api-version", { type: "string", describe: "The anthropic-version the requests are sent with (default 2023-06-01)" })
    .option("betas", { type: "string", describe: "The anthropic-beta values they are sent with, comma-separated ('' for none)" })
    .option("rule", { type: "string", array: true, nargs: 1, describe: "Set a rule's level: 'rule-id: off|warn|error'" })
    .option("ignore-pattern", { type: "string", array: true, nargs: 1, describe: "Skip files that match (.gitignore syntax; repeatable)" })
    .option("quiet", { type: "boolean", default: false, describe: "Report errors only" })
    .option("max-warnings", { type: "number", default: -1, describe: "Fail when there are more warnings than this" })
    .option("fix", { type: "boolean", default: false, describe: "Apply the fixes that keep the conversation's meaning, in place" })
    .option("fix-dry-run", { type: "boolean", default: false, describe: "Print the fixed text instead of writing it" })
    .option("stdin-filename", { type: "string", describe: "File name to report for standard input (-)" })
    .option("input-format", { type: "string", choices: INPUT_FORMATS, default: "auto", describe: "How to read files (auto: by content and name)" })
    .option("shard", { type: "string", describe: "Lint only share i of n (i/n) of the files, for CI matrices" })
    .option("concurrency", { type: "string", default: "auto", describe: "Worker threads: auto, off, or a number" })
    .option("list-rules", { type: "boolean", default: false, describe: "List the rules and exit" })
    .option("color", { type: "boolean", describe: "Force colour on or off" })
    .example("$0 recordings/", "Lint every .json, .jsonc and .jsonl file under recordings/")
    .example("$0 'logs/**/*.jsonl' --ignore-pattern 'logs/tmp/'", "Lint the JSONL files that a glob matches")
    .example("cat request.json | $0 - --format json", "Lint standard input, report as JSON")
    .example("$0 --fix recordings/", "Fix what can be fixed without changing meaning")
    .example("$0 explain tool-result-not-first", "A rule's docs, or the rules behind a pasted API error")
    .strictOptions()
    .help()
    .version(false)
    .exitProcess(false);
}

/** `--rule 'id: level'` or `--rule 'id: ["error", ...options]'`. */
function parseRuleOptions(specs: readonly string[]): Record<string, RuleSetting> {
  const known = new Set(rules.map((rule) => rule.meta.id));
  const out: Record<string, RuleSetting> = {};
  for (const spec of specs) {
    const match = /^\s*([\w-]+)\s*:\s*(.+?)\s*$/s.exec(spec);
    let setting: unknown = match?.[2];
    if (match && setting !== undefined && /^\[/.test(match[2]!)) {
      try {
        setting = JSON.parse(match[2]!);
      } catch {
        setting = undefined;
      }
    }
    const level = Array.isArray(setting) ? setting[0] : setting;
    const valid = ["off", "warn", "error", "0", "1", "2", 0, 1, 2].includes(level as string);
    if (!match || !known.has(match[1]!) || !valid) {
      throw new UsageError(`--rule '${spec}': expected 'rule-id: off|warn|error' (or 'rule-id: ["error", ...options]') with a known rule id`);
    }
    const normal = (value: unknown) => (typeof value === "string" && /^\d$/.test(value) ? (Number(value) as 0 | 1 | 2) : value);
    out[match[1]!] = (Array.isArray(setting) ? [normal(setting[0]), ...setting.slice(1)] : normal(setting)) as RuleSetting;
  }
  return out;
}

function parseApiVersion(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  throw new UsageError(`--api-version '${text}': expected a date such as 2023-06-01`);
}

function parseConcurrency(text: string): Concurrency {
  if (text === "auto" || text === "off") return text;
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  throw new UsageError(`--concurrency '${text}': expected auto, off, or a number of workers (1 or more)`);
}

type Args = Awaited<ReturnType<typeof parseArgs>>;

/** What the command line sets on top of the config. */
function cliSettings(args: Args): CliSettings {
  return {
    ...(args.target ? { target: args.target as Target } : {}),
    ...(args.model ? { model: args.model } : {}),
    ...(args["api-version"] !== undefined ? { apiVersion: parseApiVersion(args["api-version"]) } : {}),
    ...(args.betas !== undefined ? { betas: args.betas.split(",").map((b) => b.trim()).filter(Boolean) } : {}),
    rules: parseRuleOptions(args.rule ?? []),
  };
}

/** A progress bar for a long run on a terminal, or nothing. */
function progressBar(io: CliIo, tasks: readonly LintTask[]): ProgressBar | undefined {
  if (!io.stderrIsTTY || tasks.length === 0) return undefined;
  let bytes = 0;
  for (const task of tasks) {
    try {
      bytes += task.error ? 0 : statSync(task.path).size;
    } catch {
      // unreadable: reported by the lint
    }
  }
  return shouldShowProgress(true, tasks.length, bytes) ? new ProgressBar(io.stderr, tasks.length) : undefined;
}

/** 0 clean, 1 errors or more warnings than allowed. */
function exitCode(results: readonly FileResult[], maxWarnings: number, io: CliIo): 0 | 1 {
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (errors > 0) return 1;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`msglint found too many warnings (maximum: ${maxWarnings}).\n`);
    return 1;
  }
  return 0;
}

async function runLint(argv: string[], io: CliIo): Promise<number> {
  const args = await parseArgs(argv);
  if (args.help) return 0;
  if (args["list-rules"]) {
    io.stdout(listRules(rules.map((r) => r.meta), args.format, args.color ?? io.color));
    return 0;
  }

  const files = (args._ as (string | number)[]).map(String);
  const stdin = files.includes("-");
  const paths = files.filter((f) => f !== "-");
  if (args.fix && args["fix-dry-run"]) throw new UsageError("--fix and --fix-dry-run cannot be used together");
  if (args.fix && stdin) throw new UsageError("--fix cannot write standard input back: use --fix-dry-run to print the fixed text");
  let shard: Shard | undefined;
  if (args.shard !== undefined) {
    const parsed = parseShard(args.shard);
    if (typeof parsed === "string") throw new UsageError(parsed);
    if (stdin) throw new UsageError("--shard splits files, not standard input");
    shard = parsed;
  }
  const concurrency = parseConcurrency(args.concurrency);
  const cli = cliSettings(args);
  const format = args["input-format"] as LintOptions["format"];
  const config = await loadConfig({ cwd: io.cwd, configFile: args.config, lookup: args["config-lookup"] });

  const ignores = [...config.ignores, ...(args["ignore-pattern"]?.length ? [new IgnoreList(io.cwd, args["ignore-pattern"])] : [])];
  if (args["print-config"] !== undefined) {
    io.stdout(printConfig(config, ignores, args["print-config"], cli, io.cwd));
    return 0;
  }
  if (files.length === 0) throw new UsageError("no files given. Name files, directories or globs to lint, or - for standard input");

  let entries = collectFiles(paths, io.cwd, {
    ignores,
    onIgnored: (arg) => io.stderr(`msglint: ${arg} is ignored (by .gitignore, --ignore-pattern or the config's ignores); not linted.\n`),
  });
  if (shard) entries = selectShard(entries, (entry) => toPosixRelative(entry.path, io.cwd), shard);

  // Files under one config share one options object, sent once to each worker.
  const optionsTable: LintOptions[] = [];
  const optionsIndex = new Map<EffectiveConfig, number>();
  const resolveFor = fileConfigResolver(config, cli);
  const optionsFor = (file: string | undefined) => {
    const effective = resolveFor(file);
    let index = optionsIndex.get(effective);
    if (index === undefined) {
      index = optionsTable.push(toLintOptions(effective, format)) - 1;
      optionsIndex.set(effective, index);
    }
    return index;
  };
  const tasks: LintTask[] = entries.map((entry: FileEntry) => ({
    path: entry.path,
    displayPath: toPosixRelative(entry.path, io.cwd),
    ...(entry.error ? { error: entry.error } : {}),
    options: entry.error ? 0 : optionsFor(entry.path),
  }));
  if (optionsTable.length === 0) optionsFor(undefined);

  const fix: FixMode = args.fix ? "write" : args["fix-dry-run"] ? "dry-run" : "off";
  const fileOptions = { fix, quiet: args.quiet };
  const bar = progressBar(io, tasks);
  bar?.update(0);
  let results: FileResult[];
  try {
    results = await lintAll(tasks, optionsTable, {
      concurrency,
      fileOptions,
      onProgress: (done) => bar?.update(done),
      onPlan: ({ workers, batches }) => {
        if (io.debug) io.stderr(`msglint: ${tasks.length} files, ${workers ? `${workers} workers, ${batches} batches` : "no workers"}\n`);
      },
    });
  } finally {
    bar?.finish();
  }
  let stdinText: string | undefined;
  if (stdin) {
    const name = args["stdin-filename"];
    const options = optionsTable[optionsFor(name !== undefined ? resolve(io.cwd, name) : undefined)]!;
    await loadApiVersionsOf([options], name !== undefined ? [name] : []);
    stdinText = await io.readStdin();
    results.unshift(lintSource(stdinText, name ?? "<stdin>", options, { fix: fix === "off" ? "off" : "dry-run", quiet: args.quiet }));
  }

  const fixedFiles = results.filter((r) => r.fixes?.length);
  if (fix !== "off") io.stderr(fixSummary(fixedFiles, fix));

  const rulesMeta = Object.fromEntries(rules.map((rule) => [rule.meta.id, { docsUrl: rule.meta.docsUrl, description: rule.meta.description }]));
  const dryRunText = fix === "dry-run" && args.format !== "json";
  const outputFile = args["output-file"];
  const color = args.color ?? (outputFile || dryRunText ? false : io.color);
  const report = formatters[args.format]!(results, { cwd: io.cwd, color, rulesMeta });
  if (dryRunText) {
    // stdout carries the fixed text, so `msglint --fix-dry-run - < in.json > out.json` works; the report goes to stderr.
    if (results.length === 1) {
      io.stdout(results[0]!.output ?? stdinText ?? readOriginal(tasks[0]));
    } else {
      for (const result of fixedFiles) io.stdout(`==> ${result.filePath} <==\n${result.output!}${result.output!.endsWith("\n") ? "" : "\n"}`);
    }
  }
  if (outputFile) {
    const target = resolve(io.cwd, outputFile);
    try {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, report);
    } catch (error) {
      io.stderr(`msglint: cannot write the report to ${outputFile}: ${(error as Error).message}\n`);
      return 2;
    }
  } else if (report) (dryRunText ? io.stderr : io.stdout)(report);

  return exitCode(results, args["max-warnings"], io);
}

/** The text of a file that fixes did not change (`--fix-dry-run` prints it whole). */
function readOriginal(task: LintTask | undefined): string {
  if (!task || task.error) return "";
  try {
    return readFileSync(task.path).toString();
  } catch {
    return "";
  }
}

function fixSummary(fixed: FileResult[], mode: FixMode): string {
  const count = fixed.reduce((n, r) => n + r.fixes!.length, 0);
  const verb = mode === "write" ? "fixed" : "would fix";
  if (count === 0) return `msglint: nothing to fix.\n`;
  const lines = [`msglint ${verb} ${count} problem${count === 1 ? "" : "s"} in ${fixed.length} file${fixed.length === 1 ? "" : "s"}:`];
  for (const result of fixed) {
    for (const f of result.fixes!) lines.push(`  ${result.filePath}${f.line ? `:${f.line}` : ""}  ${f.ruleId}  ${f.description}`);
  }
  return lines.join("\n") + "\n";
}

/** `--print-config <file>`: the settings that file would be linted with, as JSON. */
function printConfig(config: LoadedConfig, ignores: IgnoreList[], file: string, cli: CliSettings, cwd: string): string {
  const path = resolve(cwd, file);
  const effective = resolveFileConfig(config, path, cli);
  const ignored = isIgnoredWithParents(ignores, path);
  return (
    JSON.stringify(
      {
        filePath: toPosixRelative(path, cwd),
        configFile: config.filePath ? toPosixRelative(config.filePath, cwd) : null,
        ignored,
        ...effective,
      },
      null,
      2,
    ) + "\n"
  );
}
