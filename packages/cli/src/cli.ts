import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import type { CacheStrategy } from "./cache-strategy.js";
import {
  API_VERSIONS,
  DATE_PATTERN,
  ENDPOINT_PATTERN,
  readsAsLines,
  REGION_PATTERN,
  rules,
  type InputFormat,
  type LintOptions,
  type RuleSetting,
  type Target,
} from "@msglint/core";
import { runLinter, useDialectModules } from "./run-linter.js";
import { buildParser, readSimpleArgs, type LintArgs } from "./args.js";
import { normalizeColorFlags, useColor, type ColorChoice } from "./color-support.js";
import { ConfigError, lintOptionsResolver, loadConfig, resolveFileConfig, type CliSettings, type LoadedConfig } from "./config/load.js";
import { collectFiles, type FileEntry } from "./files/collect.js";
import { IgnoreList, isIgnoredWithParents } from "./files/ignore.js";
import { fatal, lintSource, result, SNIFF_BYTES, withUtf8Finding, type FileLintOptions, type FixMode } from "./lint-files.js";
import { announceLinted } from "./linted-event.js";
import { lintLinesOfStream, streamedResult } from "./stream-lines.js";
import { listRules } from "./commands/list-rules.js";
import { neutralize } from "./formatters/neutralize.js";
import { loadFormatter, type FormatterName } from "./formatters/names.js";
import { toPosixRelative } from "./files/paths.js";
import { lintAll, loadApiVersionsOf, taskSize, unloadedVersionsIn, WorkerPool, type Concurrency, type LintTask } from "./pool/pool.js";
import { ProgressBar, shouldShowProgress } from "./progress.js";
import { parseShard, selectShard, type Shard } from "./files/shard.js";
import { STDIN_NAME, type CliIo, type FileResult, type FormatterContext } from "./types.js";
import { NOT_A_CONVERSATION } from "./not-a-conversation.js";
import { plural } from "./plural.js";
import { decodeUtf8 } from "./utf8-text.js";
import packageJson from "../package.json" with { type: "json" };

/** A problem with the command line: exit code 2. */
class UsageError extends Error {}

/** Exit codes: 0 clean (warnings within --max-warnings), 1 errors or too many warnings, 2 a fatal problem (usage, bad config, internal error). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  try {
    // Alone, the version needs no parser: yargs took about 100 ms to print it.
    if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-v")) {
      io.stdout(`${packageJson.version}\n`);
      return 0;
    }
    // The subcommands load only when they run.
    if (argv[0] === "explain") return await runExplain(argv.slice(1), io);
    if (argv[0] === "doctor") return await (await import("./commands/doctor.js")).runDoctorCommand(argv.slice(1), io);
    if (argv[0] === "repair") return await (await import("./commands/repair.js")).runRepairCommand(argv.slice(1), io);
    if (argv[0] === "init") return await (await import("./commands/init.js")).runInitCommand(argv.slice(1), io);
    if (argv[0] === "view") return await (await import("./commands/view.js")).runViewCommand(argv.slice(1), io, (lintArgv) => runLint(lintArgv, io));
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
  // `completion` and the completion script's own calls are yargs'.
  const simple = argv[0] === "completion" ? undefined : readSimpleArgs(argv);
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
  const { text: output, code } = (await import("./commands/explain.js")).explain(text);
  (code === 0 ? io.stdout : io.stderr)(output);
  return code;
}

/** `--rule 'id: level'` or `--rule 'id: ["error", ...options]'`. */
function parseRuleOptions(specs: readonly string[]): Record<string, RuleSetting> {
  // The run's linter: the built-in rules and those of the config's own dialects.
  const known = new Set(runLinter().rules.map((rule) => rule.meta.id));
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
  // A well-formed but unknown version would lint with no request schema at all: name the ones msglint knows.
  if (API_VERSIONS.includes(text)) return text;
  // linear: fixed counts of a class, no group.
  const isDate = new RegExp(DATE_PATTERN).test(text);
  throw new UsageError(`--api-version '${text}': ${isDate ? "unknown API version" : "expected a date"}; msglint knows ${API_VERSIONS.join(", ")}`);
}

/** `--region`: an AWS Region code (`us-east-1`, `us-gov-west-1`), so a typo is not silently a Region msglint knows nothing of. */
function parseRegion(text: string): string {
  // linear: each repeated group opens with `-`, which `[a-z]+` cannot match.
  if (new RegExp(REGION_PATTERN).test(text)) return text;
  throw new UsageError(`--region '${text}': expected an AWS Region code, such as us-east-1`);
}

/** `--endpoint`: an http(s) URL, so a stray argument is not silently taken for one. */
function parseEndpoint(text: string): string {
  // linear: one anchored run of a negated class, with nothing after it to back off for.
  if (new RegExp(ENDPOINT_PATTERN).test(text)) return text;
  throw new UsageError(`--endpoint '${text}': expected the URL the requests are sent to, such as https://api.openai.com/v1/chat/completions`);
}

/** `--max-warnings`: a count, or -1 for no limit; yargs reads anything else as NaN, which would turn the gate off. */
function checkMaxWarnings(value: number): number {
  if (Number.isInteger(value) && value >= -1) return value;
  throw new UsageError("--max-warnings: expected a whole number of warnings (0 or more, or -1 for no limit)");
}

/**
 * Makes the report's folder and its missing parents one level at a time, before the run: Node's recursive
 * `mkdir` spins forever where a level cannot be made (under /proc), and a run should not lint for minutes and
 * then find it cannot write its report.
 */
function prepareReportFolder(folder: string): void {
  const missing: string[] = [];
  for (let dir = folder; ; dir = dirname(dir)) {
    let stats;
    try {
      stats = statSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      missing.push(dir);
      if (dirname(dir) === dir) break;
      continue;
    }
    if (!stats.isDirectory()) throw new Error(`${dir} is not a folder`);
    break;
  }
  for (const dir of missing.reverse()) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  accessSync(folder, constants.W_OK);
}

function parseConcurrency(text: string): Concurrency {
  if (text === "auto" || text === "off") return text;
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  throw new UsageError(`--concurrency '${text}': expected auto, off, or a number of workers (1 or more)`);
}

/** What the command line sets on top of the config. */
function cliSettings(args: LintArgs): CliSettings {
  nowSetting(process.env.MSGLINT_NOW, "MSGLINT_NOW");
  return {
    ...(args.dialect ? { dialect: args.dialect } : {}),
    ...(args.target ? { target: args.target as Target } : {}),
    ...(args.model ? { model: args.model } : {}),
    ...(args.region ? { region: parseRegion(args.region) } : {}),
    ...(args.endpoint !== undefined ? { endpoint: parseEndpoint(args.endpoint) } : {}),
    ...(args["api-version"] !== undefined ? { apiVersion: parseApiVersion(args["api-version"]) } : {}),
    ...(args.betas !== undefined
      ? {
          betas: args.betas
            .split(",")
            .map((b) => b.trim())
            .filter(Boolean),
        }
      : {}),
    ...nowSetting(args.now, "--now"),
    rules: parseRuleOptions(args.rule ?? []),
  };
}

/**
 * `--now`: the date model end-of-life is checked against. `MSGLINT_NOW` (for runs, in CI or tests, whose results must
 * not change with the calendar) is the default under the config file's `now` (config/load.ts); it is checked here.
 */
function nowSetting(text: string | undefined, name: string): { now?: string } {
  if (text === undefined || text === "") return {};
  // linear: fixed counts of a class, no group.
  if (!new RegExp(DATE_PATTERN).test(text) || Number.isNaN(Date.parse(text))) throw new UsageError(`${name} '${text}': expected a date, YYYY-MM-DD`);
  return { now: text };
}

/** A progress bar for a long run on a terminal, or nothing. */
function progressBar(io: CliIo, tasks: readonly LintTask[]): ProgressBar | undefined {
  if (!io.stderrIsTTY || tasks.length === 0) return undefined;
  let bytes = 0;
  for (const task of tasks) {
    try {
      bytes += taskSize(task);
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
  const args = await parseArgs(normalizeColorFlags(argv));
  const colorChoice: ColorChoice = { forced: io.forceColor, flag: args.color, terminal: io.color };
  // yargs printed the help, the version, the completion script or the completions a shell asked for.
  if (args.help || args.version || argv[0] === "completion" || argv.includes("--get-yargs-completions")) return 0;
  if (args["list-rules"]) {
    io.stdout(
      listRules(
        rules.map((r) => r.meta),
        args.format,
        useColor(colorChoice),
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
  const ndjson = args.format === "ndjson";
  if (ndjson && (args.fix || args["fix-dry-run"]))
    throw new UsageError("--format ndjson reports a line per request: it does not fix (no --fix or --fix-dry-run)");
  const lineFormat = ndjson && stdin ? (await import("./line-contract.js")).lineFormatOf(args["input-format"] as InputFormat) : undefined;
  if (lineFormat && "problem" in lineFormat) throw new UsageError(lineFormat.problem);
  const concurrency = parseConcurrency(args.concurrency);
  // Workers asked for by number start now: they load while the config is read and the files collected.
  const pool = typeof concurrency === "number" && concurrency > 1 && !stdin && !ndjson ? new WorkerPool(concurrency - 1) : undefined;
  try {
    return await lintWith(args, io, { files, stdin, paths, shard, concurrency, pool, colorChoice });
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
    colorChoice,
  }: {
    files: string[];
    stdin: boolean;
    paths: string[];
    shard: Shard | undefined;
    concurrency: Concurrency;
    pool: WorkerPool | undefined;
    colorChoice: ColorChoice;
  },
): Promise<number> {
  const format = args["input-format"] as LintOptions["format"];
  const config = await loadConfig({ cwd: io.cwd, configFile: args.config, lookup: args["config-lookup"] });
  // Once, before any lint: the config's own dialects join the built-in ones (in the workers too, see pool.ts).
  await useDialectModules(config.dialectModules);
  const cli = cliSettings(args);

  const ignores = [...config.ignores, ...(args["ignore-pattern"]?.length ? [new IgnoreList(io.cwd, args["ignore-pattern"])] : [])];
  if (args["print-config"] !== undefined) {
    io.stdout(printConfig(config, ignores, args["print-config"], cli, io.cwd));
    return 0;
  }
  if (files.length === 0) throw new UsageError("no files given. Name files, directories or globs to lint, or - for standard input");
  const maxWarnings = checkMaxWarnings(args["max-warnings"]);
  const outputFile = args["output-file"];
  if (outputFile) {
    try {
      prepareReportFolder(dirname(resolve(io.cwd, outputFile)));
    } catch (error) {
      io.stderr(`msglint: cannot write the report to ${outputFile}: ${(error as Error).message}\n`);
      return 2;
    }
  }

  let entries = collectFiles(paths, io.cwd, {
    ignores,
    ...(config.files ? { files: config.files } : {}),
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
    ...(entry.expanded ? { expanded: true } : {}),
    ...(entry.stat ? { stat: entry.stat } : {}),
    options: entry.error ? 0 : optionsFor(entry.path),
  }));
  if (optionsTable.length === 0) optionsFor(undefined);

  if (args.format === "ndjson") {
    // Written as it is found, one line per request: the line contract (line-contract.ts).
    const name = args["stdin-filename"];
    const stdinOptions = stdin ? optionsTable[optionsFor(name !== undefined ? resolve(io.cwd, name) : undefined)] : undefined;
    const ndjsonTasks = tasks.map((task) => ({ ...task, options: optionsTable[task.options]! }));
    const { lintToNdjson } = await import("./line-contract.js");
    const outcome = await lintToNdjson(
      io,
      { ...(stdinOptions ? { stdinOptions } : {}), tasks: ndjsonTasks },
      { quiet: args.quiet, outputFile: args["output-file"] },
    );
    announceLinted();
    return typeof outcome === "number" ? outcome : exitCode(outcome, args["max-warnings"], io);
  }

  const fix: FixMode = args.fix ? "write" : args["fix-dry-run"] ? "dry-run" : "off";
  const debug = io.debug || args.debug;
  const fileOptions = { fix, quiet: args.quiet };
  // `--cache`: the files whose stored results still hold are decided here, before any work is split.
  const cache = args.cache && tasks.length > 0 ? await openCache(args, io, config, optionsTable, fileOptions) : undefined;
  const hits: (FileResult | undefined)[] = cache ? tasks.map((task) => cache.cache.lookup(task, cache.keys[task.options]!)) : [];
  const toLint = cache ? tasks.filter((_, i) => hits[i] === undefined) : tasks;
  if (cache && debug) io.stderr(`msglint: cache: ${tasks.length - toLint.length} of ${plural(tasks.length, "file")} reused (${cache.cache.file})\n`);
  const bar = progressBar(io, toLint);
  bar?.update(0);
  let results: FileResult[];
  let workerFailures = 0;
  let threadsUsed = 1;
  const lintStarted = { wall: wallMs(), cpu: process.cpuUsage() };
  try {
    results = await lintAll(toLint, optionsTable, {
      concurrency,
      dialectModules: config.dialectModules,
      fileOptions,
      ...(pool ? { pool } : {}),
      onProgress: (done) => bar?.update(done),
      onPlan: ({ threads, batches, reason }) => {
        threadsUsed = threads;
        const split =
          threads > 1 ? `${threads} threads (this one and ${plural(threads - 1, "worker")}), ${plural(batches, "batch", "batches")}` : "no workers";
        if (debug) io.stderr(`msglint: ${plural(tasks.length, "file")}, ${split}${reason ? ` (${reason})` : ""}\n`);
      },
      onWorkerFailure: () => workerFailures++,
      // Its files are linted by another thread, so the run's results do not show it; a broken install would hide here.
      onWorkerLost: (reason) =>
        debug && io.stderr(`msglint: a lint worker stopped before or between files (${reason}); other threads lint its files\n`),
    });
  } finally {
    bar?.finish();
  }
  if (debug && toLint.length > 0) io.stderr(lintTiming(lintStarted, threadsUsed));
  if (cache) {
    const linted = results;
    let next = 0;
    results = tasks.map((task, i) => {
      if (hits[i]) return hits[i];
      const found = linted[next++]!;
      cache.cache.store(task, cache.keys[task.options]!, found);
      return found;
    });
    cache.cache.save(io.stderr);
  }
  let stdinText: string | undefined;
  let stdinOptions: LintOptions | undefined;
  if (stdin) {
    const name = args["stdin-filename"];
    const options = (stdinOptions = optionsTable[optionsFor(name !== undefined ? resolve(io.cwd, name) : undefined)]!);
    await loadApiVersionsOf([options], name !== undefined ? [name] : []);
    const linted = await lintStdin(
      io,
      name ?? STDIN_NAME,
      options,
      { fix: fix === "off" ? "off" : "dry-run", quiet: args.quiet },
      (text) => (stdinText = text),
    );
    results.unshift({ ...linted, stdin: true });
  }

  if (toLint.length > 0 || stdin) announceLinted();
  const skipped = results.filter((r) => r.skipped);
  if (skipped.length) results = results.filter((r) => !r.skipped);
  const fixedFiles = results.filter((r) => r.fixes?.length);
  if (fix !== "off") io.stderr(fixSummary(fixedFiles, fix));

  const rulesMeta = Object.fromEntries(
    runLinter().rules.map((rule) => [rule.meta.id, { docsUrl: rule.meta.docsUrl, description: rule.meta.description }]),
  );
  const dryRunText = fix === "dry-run" && args.format !== "json";
  // With --fix-dry-run the report goes to stderr beside the fixed text: plain, as in a file, unless --color asks.
  const color = useColor(colorChoice, Boolean(outputFile) || dryRunText);
  const formatter = await loadFormatter(args.format as FormatterName);
  let views: FormatterContext["views"];
  if (args.format === "html") {
    const stdinSource = stdin
      ? [{ filePath: results[0]!.filePath, options: stdinOptions!, ...(stdinText !== undefined ? { text: stdinText } : {}) }]
      : [];
    const fileSources = tasks.map((task) => ({
      filePath: task.displayPath,
      options: optionsTable[task.options]!,
      ...(task.error ? {} : { path: task.path }),
    }));
    views = (await import("./report-views.js")).readViews([...stdinSource, ...fileSources]);
  }
  const report = formatter(results, { cwd: io.cwd, color, rulesMeta, ...(views ? { views } : {}) });
  if (dryRunText) {
    // stdout carries the fixed text, so `msglint --fix-dry-run - < in.json > out.json` works; the report goes to stderr.
    if (results.length === 1) {
      const [only] = results;
      io.stdout(only!.output ?? (only!.stdin ? stdinText : undefined) ?? readOriginal(tasks.find((task) => task.displayPath === only!.filePath)));
    } else {
      for (const result of fixedFiles)
        io.stdout(`==> ${neutralize(result.filePath)} <==\n${result.output!}${result.output!.endsWith("\n") ? "" : "\n"}`);
    }
  }
  if (outputFile) {
    const target = resolve(io.cwd, outputFile);
    try {
      writeFileSync(target, report);
    } catch (error) {
      io.stderr(`msglint: cannot write the report to ${outputFile}: ${(error as Error).message}\n`);
      return 2;
    }
  } else if (report) (dryRunText ? io.stderr : io.stdout)(report);
  if (skipped.length) io.stderr(skippedNote(skipped, debug));

  // A file a worker could not lint (stuck, out of memory) is msglint's failure, not the file's: exit 2, as for an internal error.
  if (workerFailures > 0) {
    io.stderr(`msglint: ${workerFailures} file${workerFailures === 1 ? "" : "s"} could not be linted (see the report); every other file was.\n`);
    return 2;
  }
  return exitCode(results, maxWarnings, io);
}

/** A monotonic clock in ms: `performance` would load perf_hooks, about 1 ms of every start. */
const wallMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * `--debug`'s account of the lint: wall and CPU time (this process, every thread: V8's compiler and collector
 * threads too), and parallel efficiency, CPU time / wall / threads, which says whether the threads paid.
 */
function lintTiming(started: { wall: number; cpu: NodeJS.CpuUsage }, threads: number): string {
  const wall = wallMs() - started.wall;
  const cpu = process.cpuUsage(started.cpu);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const efficiency = wall > 0 ? cpuMs / wall / threads : 0;
  return `msglint: linted in ${wall.toFixed(0)} ms of wall time and ${cpuMs.toFixed(0)} ms of CPU time with ${plural(threads, "thread")}: parallel efficiency ${efficiency.toFixed(2)} (CPU / wall / threads)\n`;
}

/** `--cache`: the cache file, and each options-table entry's config key. */
async function openCache(args: LintArgs, io: CliIo, config: LoadedConfig, optionsTable: readonly LintOptions[], fileOptions: FileLintOptions) {
  const { cacheFilePath, configKeys, LintCache } = await import("./cache.js");
  const strategy = args["cache-strategy"] as CacheStrategy;
  const cache = await LintCache.open(cacheFilePath(args["cache-location"], io.cwd), strategy, io.stderr);
  const configFiles = [
    ...new Set([...(config.filePath ? [config.filePath] : []), ...config.layers.map((layer) => layer.source.replace(/ overrides\[\d+\]$/, ""))]),
  ].filter((source) => isAbsolute(source));
  return { cache, keys: configKeys(optionsTable, fileOptions, configFiles, config.dialectModules) };
}

/** How many files found in folders or by globs were skipped for holding no conversation; with `--debug`, which. */
function skippedNote(skipped: readonly FileResult[], debug: boolean): string {
  const head = `msglint: ${plural(skipped.length, "file")} skipped: ${NOT_A_CONVERSATION}`;
  if (!debug) return `${head} (--debug lists them).\n`;
  return `${head}:\n${skipped.map((result) => `  ${result.filePath}\n`).join("")}`;
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
  const lines = [`msglint ${verb} ${plural(count, "problem")} in ${plural(fixed.length, "file")}:`];
  for (const result of fixed) {
    for (const f of result.fixes!) lines.push(neutralize(`  ${result.filePath}${f.line ? `:${f.line}` : ""}  ${f.ruleId}  ${f.description}`));
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
    await Promise.all(API_VERSIONS.map((version) => runLinter().loadApiVersion(version)));
    return streamedResult(
      name,
      await lintLinesOfStream(io.stdinChunks(), { ...options, filePath: name }, SNIFF_BYTES),
      fileOptions.quiet ?? false,
      fatal,
    );
  }
  let text: string;
  // Read as bytes where it can be, so that bytes that are not UTF-8 are found.
  let bytes: Buffer | undefined;
  try {
    if (io.readStdinBytes) {
      bytes = Buffer.from(await io.readStdinBytes());
      text = decodeUtf8(bytes);
    } else text = await io.readStdin();
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
  const lintText = () => {
    const linted = lintSource(text, name, options, fileOptions);
    return bytes ? withUtf8Finding(linted, bytes, text, options, fileOptions.quiet) : linted;
  };
  const linted = lintText();
  const unloaded = unloadedVersionsIn(linted);
  if (unloaded.length === 0) return linted;
  // Its content names an API version the settings did not (a HAR capture): load it and lint again.
  await Promise.all(unloaded.map((version) => runLinter().loadApiVersion(version)));
  return lintText();
}
