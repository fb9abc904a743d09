import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { rules, type LintOptions, type RuleSetting, type Target } from "@msglint/core";
import yargs from "yargs";
import { collectFiles, toPosixRelative } from "./files.js";
import { formatters } from "./formatters/index.js";
import { lintFile, lintSource } from "./lint-files.js";
import type { FileResult } from "./types.js";

export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  /** Whether stdout is a colour terminal. */
  color: boolean;
}

/** Exit codes: 0 clean (warnings within --max-warnings), 1 errors or too many warnings, 2 a fatal problem (usage, internal error). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  let usageError: string | undefined;
  const parser = yargs(argv)
    .scriptName("msglint")
    .usage("$0 [files..]\n\nLint LLM conversation histories offline: every request the Anthropic Messages API would reject with HTTP 400, and what it accepts but is almost surely a bug.")
    .option("format", { alias: "f", type: "string", default: "stylish", choices: Object.keys(formatters), describe: "Output format" })
    .option("output-file", { alias: "o", type: "string", describe: "Write the report to a file" })
    .option("target", { type: "string", choices: ["anthropic", "bedrock", "vertex"], describe: "Where the requests are sent" })
    .option("model", { type: "string", describe: "Model to check against (default: each request's `model`)" })
    .option("rule", { type: "string", array: true, describe: "Set a rule's level: 'rule-id: off|warn|error'" })
    .option("quiet", { type: "boolean", default: false, describe: "Report errors only" })
    .option("max-warnings", { type: "number", default: -1, describe: "Fail when there are more warnings than this" })
    .option("stdin-filename", { type: "string", describe: "File name to report for standard input (-)" })
    .option("input-format", { type: "string", choices: ["auto", "json", "jsonl"], default: "auto", describe: "How to split files into documents" })
    .option("color", { type: "boolean", describe: "Force colour on or off" })
    .example("$0 recordings/", "Lint every .json, .jsonc and .jsonl file under recordings/")
    .example("cat request.json | $0 - --format json", "Lint standard input, report as JSON")
    .strictOptions()
    .help()
    .version(false)
    .exitProcess(false)
    .fail((message, error) => {
      usageError = message || error?.message;
    });
  let args;
  try {
    args = await parser.parseAsync();
  } catch (error) {
    usageError ??= (error as Error).message;
  }
  if (usageError || !args) {
    io.stderr(`msglint: ${usageError}\nRun msglint --help for usage.\n`);
    return 2;
  }
  if (args.help) return 0;

  const ruleSettings: Record<string, RuleSetting> = {};
  const known = new Set(rules.map((rule) => rule.meta.id));
  for (const spec of args.rule ?? []) {
    const match = /^\s*([\w-]+)\s*:\s*(off|warn|error|0|1|2)\s*$/.exec(spec);
    if (!match || !known.has(match[1]!)) {
      io.stderr(`msglint: --rule '${spec}': expected 'rule-id: off|warn|error' with a known rule id.\n`);
      return 2;
    }
    const level = match[2]!;
    ruleSettings[match[1]!] = /^\d$/.test(level) ? (Number(level) as 0 | 1 | 2) : (level as "off" | "warn" | "error");
  }
  const options: LintOptions = {
    settings: { ...(args.target ? { target: args.target as Target } : {}), ...(args.model ? { model: args.model } : {}) },
    rules: ruleSettings,
    format: args["input-format"] as LintOptions["format"],
  };

  const files = (args._ as (string | number)[]).map(String);
  if (files.length === 0) {
    io.stderr("msglint: no files given. Name files or directories to lint, or - for standard input.\n");
    return 2;
  }

  let results: FileResult[] = [];
  if (files.includes("-")) results.push(lintSource(await io.readStdin(), args["stdin-filename"] ?? "<stdin>", options));
  for (const entry of collectFiles(files.filter((f) => f !== "-"), io.cwd)) {
    results.push(lintFile(entry, toPosixRelative(entry.path, io.cwd), options));
  }
  if (args.quiet) {
    results = results.map((r) => ({ ...r, messages: r.messages.filter((m) => m.severity === "error"), warningCount: 0 }));
  }

  const rulesMeta = Object.fromEntries(rules.map((rule) => [rule.meta.id, { docsUrl: rule.meta.docsUrl, description: rule.meta.description }]));
  const color = args.color ?? (args["output-file"] ? false : io.color);
  const report = formatters[args.format]!(results, { cwd: io.cwd, color, rulesMeta });
  if (args["output-file"]) writeFileSync(resolve(io.cwd, args["output-file"]), report);
  else if (report) io.stdout(report);

  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const maxWarnings = args["max-warnings"];
  if (errors > 0) return 1;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`msglint found too many warnings (maximum: ${maxWarnings}).\n`);
    return 1;
  }
  return 0;
}
