import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { API_VERSIONS, loadApiVersion, readsAsLines, rules, type DialectId, type LintOptions, type RuleSetting, type Target } from "@msglint/core";
import { buildParser, readSimpleArgs, type LintArgs } from "./args.js";
import { ConfigError, lintOptionsResolver, loadConfig, resolveFileConfig, type CliSettings, type LoadedConfig } from "./config.js";
import { collectFiles, type FileEntry } from "./files.js";
import { IgnoreList, isIgnoredWithParents } from "./ignore.js";
import { fatal, lintSource, result, SNIFF_BYTES, type FileLintOptions, type FixMode } from "./lint-files.js";
import { lintLinesOfStream, streamedResult } from "./stream-lines.js";
import { listRules } from "./list-rules.js";
import { toPosixRelative } from "./paths.js";
import { lintAll, loadApiVersionsOf, unloadedVersionsIn, WorkerPool, type Concurrency, type LintTask } from "./pool.js";
import { ProgressBar, shouldShowProgress } from "./progress.js";
import { parseShard, selectShard, type Shard } from "./shard.js";
import type { FileResult } from "./types.js";

export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  /** Standard input as it arrives, for JSON Lines read a line at a time; without it, `readStdin` is used. */
  stdinChunks?: () => AsyncIterable<Uint8Array>;
  /** Whether stdout is a colour terminal. */
  color: boolean;
  /** Whether stderr is a terminal: the progress bar is drawn only there. */
  stderrIsTTY?: boolean;
  /** `MSGLINT_DEBUG=1` reports how the work was split, on stderr. */
  debug?: boolean;
}

/** A problem with the command line: exit code 2. */
class UsageError extends Error {}

/** Exit codes: 0 clean (warnings within --max-warnings), 1 errors or too many warnings, 2 a fatal problem (usage, bad config, internal error). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  try {
    // The subcommands load only when they run.
    if (argv[0] === "explain") return await runExplain(argv.slice(1), io);
    if (argv[0] === "doctor") return await (await import("./doctor.js")).runDoctorCommand(argv.slice(1), io);
    if (argv[0] === "repair") return await (await import("./repair.js")).runRepairCommand(argv.slice(1), io);
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

async function parseArgs(argv: string[]): Promise<LintArgs> {
  const simple = readSimpleArgs(argv);
  if (simple) return simple;
  let usageError: string | undefined;
  const parser = (await buildParser(argv)).fail((message, error) => {
    usageError = message || error?.message;
  });
  let args;
  try {
    args = await parser.parseAsync();
  } catch (error) {
    usageError ??= (error as Error).message;
  }
  if (usageError || args === undefined) throw new UsageError(usageError ?? "invalid arguments");
  return args as unknown as LintArgs;
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
  const query = argv
    .filter((a) => a !== "--")
    .join(" ")
    .trim();
  const text = query === "-" ? await io.readStdin() : query;
  if (!text.trim()) throw new UsageError('explain needs a rule id or an API error text: msglint explain <rule-id | "text">');
  const { text: output, code } = (await import("./explain.js")).explain(text);
  (code === 0 ? io.stdout : io.stderr)(output);
  return code;
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

/** What the command line sets on top of the config. */
function cliSettings(args: LintArgs): CliSettings {
  return {
    ...(args.dialect ? { dialect: args.dialect as DialectId | "auto" } : {}),
    ...(args.target ? { target: args.target as Target } : {}),
    ...(args.model ? { model: args.model } : {}),
    ...(args["api-version"] !== undefined ? { apiVersion: parseApiVersion(args["api-version"]) } : {}),
    ...(args.betas !== undefined
      ? {
          betas: args.betas
            .split(",")
            .map((b) => b.trim())
            .filter(Boolean),
        }
      : {}),
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
    io.stdout(
      listRules(
        rules.map((r) => r.meta),
        args.format,
        args.color ?? io.color,
      ),
    );
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
  // Workers asked for by number start now: they load while the config is read and the files collected.
  const pool = typeof concurrency === "number" && concurrency > 1 && !stdin ? new WorkerPool(concurrency - 1) : undefined;
  try {
    return await lintWith(args, io, { files, stdin, paths, shard, concurrency, pool });
  } finally {
    await pool?.close();
  }
}

async function lintWith(
  args: LintArgs,
  io: CliIo,
  {
    files,
    stdin,
    paths,
    shard,
    concurrency,
    pool,
  }: { files: string[]; stdin: boolean; paths: string[]; shard: Shard | undefined; concurrency: Concurrency; pool: WorkerPool | undefined },
): Promise<number> {
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
  const optionsIndex = new Map<LintOptions, number>();
  const resolveFor = lintOptionsResolver(config, cli, format);
  const optionsFor = (file: string | undefined) => {
    const options = resolveFor(file);
    let index = optionsIndex.get(options);
    if (index === undefined) {
      index = optionsTable.push(options) - 1;
      optionsIndex.set(options, index);
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
      ...(pool ? { pool } : {}),
      onProgress: (done) => bar?.update(done),
      onPlan: ({ threads, batches }) => {
        const split =
          threads > 1 ? `${threads} threads (this one and ${threads - 1} worker${threads > 2 ? "s" : ""}), ${batches} batches` : "no workers";
        if (io.debug) io.stderr(`msglint: ${tasks.length} files, ${split}\n`);
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
    results.unshift(
      await lintStdin(io, name ?? "<stdin>", options, { fix: fix === "off" ? "off" : "dry-run", quiet: args.quiet }, (text) => (stdinText = text)),
    );
  }

  const fixedFiles = results.filter((r) => r.fixes?.length);
  if (fix !== "off") io.stderr(fixSummary(fixedFiles, fix));

  const rulesMeta = Object.fromEntries(rules.map((rule) => [rule.meta.id, { docsUrl: rule.meta.docsUrl, description: rule.meta.description }]));
  const dryRunText = fix === "dry-run" && args.format !== "json";
  const outputFile = args["output-file"];
  const color = args.color ?? (outputFile || dryRunText ? false : io.color);
  const { formatters } = await import("./formatters/index.js");
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

/** Lints standard input; its text goes to `keep` (for `--fix-dry-run`'s output). Too large a text is a finding, not an internal error. */
async function lintStdin(
  io: CliIo,
  name: string,
  options: LintOptions,
  fileOptions: FileLintOptions,
  keep: (text: string) => void,
): Promise<FileResult> {
  // JSON Lines stream, as files do (fixing needs the whole text); every version is loaded, since stdin cannot be read twice.
  if (io.stdinChunks && fileOptions.fix === "off" && readsAsLines(options.format, name)) {
    await Promise.all(API_VERSIONS.map((version) => loadApiVersion(version)));
    return streamedResult(
      name,
      await lintLinesOfStream(io.stdinChunks(), { ...options, filePath: name }, SNIFF_BYTES),
      fileOptions.quiet ?? false,
      fatal,
    );
  }
  let text: string;
  try {
    text = await io.readStdin();
  } catch (error) {
    // Over the ~512 MB a string can hold.
    if ((error as { code?: string }).code !== "ERR_STRING_TOO_LONG") throw error;
    return result(name, [
      fatal(
        "Cannot lint standard input: it is too large to read as one text; pass the file by name instead (JSON Lines files are read a line at a time).",
      ),
    ]);
  }
  keep(text);
  const linted = lintSource(text, name, options, fileOptions);
  const unloaded = unloadedVersionsIn(linted);
  if (unloaded.length === 0) return linted;
  // Its content names an API version the settings did not (a HAR capture): load it and lint again.
  await Promise.all(unloaded.map((version) => loadApiVersion(version)));
  return lintSource(text, name, options, fileOptions);
}
