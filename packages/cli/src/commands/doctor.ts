/**
 * `msglint doctor <transcript.jsonl> [--fix]`: why a Claude Code session cannot be resumed (each finding, the
 * transcript line, the turns around it) and, with `--fix`, the transcript repaired on disk with the strategies that
 * are safe for it: a backup first (`<file>.bak`, never overwritten), then the repaired text written atomically (a
 * temporary file in the same folder, renamed over the original, permissions kept). Every other line stays byte for
 * byte. The explaining and the repair are core's (`diagnoseTranscript`); this file reads, prints and writes.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { diagnoseTranscript, type Diagnostic, type DoctorProblem, type DoctorReport } from "@msglint/core";
import type { CliIo } from "../types.js";
import { cannotWrite, writeBackup, writeFileAtomic } from "../fix.js";
import { neutralizeLines } from "../formatters/neutralize.js";
import { plural } from "../plural.js";

export interface DoctorArgs {
  /** The transcript, relative to `io.cwd` or absolute. */
  file: string;
  /** Write the repair (after a backup). */
  fix: boolean;
}

const USAGE = `Usage: msglint doctor <transcript.jsonl> [--fix]

Explains why a Claude Code session cannot be resumed: each finding, the transcript line it is on, and the turns
around it. With --fix, repairs the transcript with the safe strategies (an is_error result for an interrupted
tool call, dropping a result whose call is gone, dropping a truncated last line), after writing a backup.
Close the Claude Code session that uses the transcript before you run --fix.
`;

/** `msglint doctor` from its arguments (`<file> [--fix]`): what `cli.ts` calls with the words after `doctor`. */
export async function runDoctorCommand(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  const unknown = argv.filter((arg) => arg.startsWith("-") && arg !== "--fix");
  const files = argv.filter((arg) => !arg.startsWith("-"));
  if (unknown.length > 0 || files.length !== 1) {
    io.stderr(`msglint: doctor needs one transcript file${unknown.length ? ` (unknown option ${unknown.join(", ")})` : ""}.\n${USAGE}`);
    return 2;
  }
  return runDoctor({ file: files[0]!, fix: argv.includes("--fix") }, io);
}

/**
 * Prints the diagnosis of one transcript and, with `fix`, repairs it. Exit code: 0 when the session can be resumed
 * (after the repair, with `fix`), 1 when it cannot, 2 when the file cannot be read or written.
 */
export async function runDoctor(args: DoctorArgs, io: CliIo): Promise<number> {
  const path = resolve(io.cwd, args.file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    io.stderr(`msglint: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  const text = bytes.toString();
  const report = diagnoseTranscript(text);
  io.stdout(neutralizeLines(describeReport(args.file, report, args.fix)));
  if (!args.fix || report.repairs.length === 0) return report.resumable ? 0 : 1;

  // The repair must change nothing but its lines: a file that does not round-trip (invalid UTF-8) would change elsewhere too.
  const refuse = (reason: string) => {
    io.stderr(`msglint: cannot repair ${args.file}: ${reason}; it was left unchanged.\n`);
    return 2;
  };
  if (!Buffer.from(text).equals(bytes)) return refuse("it is not valid UTF-8, and rewriting it would change more than the repairs");
  const reason = cannotWrite(path);
  if (reason) return refuse(reason);
  let backup: string;
  try {
    backup = writeBackup(path);
  } catch (error) {
    return refuse(`the backup could not be written (${(error as Error).message})`);
  }
  try {
    writeFileAtomic(path, report.repairedText);
  } catch (error) {
    return refuse(`writing it failed (${(error as Error).message}); the backup is ${backup}`);
  }
  io.stdout(neutralizeLines(describeWrite(args.file, backup, report)));
  return report.remaining.some((d) => d.severity === "error") ? 1 : 0;
}

function lineSpan(lines: number[]): string {
  if (lines.length === 0) return "";
  const [first, last] = [Math.min(...lines), Math.max(...lines)];
  return first === last ? `line ${first}` : `lines ${lines.join(", ")}`;
}

function describeProblem(problem: DoctorProblem): string {
  const d: Diagnostic = problem.diagnostic;
  const out = [`${d.severity}  line ${problem.line}${d.column ? `:${d.column}` : ""}  ${d.ruleId}`, `  ${d.message}`];
  if (d.hint) out.push(`  ${d.hint}`);
  if (problem.turns.length > 0) {
    out.push("  Around it, in the history Claude Code sends:");
    for (const turn of problem.turns) {
      const mark = turn.index === problem.messageIndex ? ">" : " ";
      out.push(`   ${mark} messages.${turn.index}  ${turn.role.padEnd(9)}  ${lineSpan(turn.lines).padEnd(10)}  ${turn.blocks.join(" · ")}`);
    }
  }
  return out.join("\n");
}

/** The diagnosis, as printed. */
export function describeReport(file: string, report: DoctorReport, fixing: boolean): string {
  const errors = report.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = report.diagnostics.length - errors;
  const out: string[] = [];
  if (report.diagnostics.length === 0) {
    out.push(`${file}: the session can be resumed; msglint finds nothing wrong with it.`);
    return out.join("\n") + "\n";
  }
  out.push(
    errors > 0
      ? `${file}: the session cannot be resumed. The API would reject the history Claude Code rebuilds from it (${plural(errors, "error")}${warnings ? `, ${plural(warnings, "warning")}` : ""}).`
      : `${file}: the session can be resumed (${plural(warnings, "warning")}).`,
  );
  for (const problem of report.problems) out.push("", describeProblem(problem));
  if (report.repairs.length > 0) {
    out.push("", fixing ? "Repairs:" : "Safe repairs (run with --fix to write them, after a backup):");
    for (const repair of report.repairs) {
      const where =
        repair.action === "insert-line-after"
          ? `new line after line ${repair.line}`
          : repair.action === "remove-line"
            ? `remove line ${repair.line}`
            : `edit line ${repair.line}`;
      out.push(`  - ${where}: ${repair.description}`);
    }
    const left = report.remaining.filter((d) => d.severity === "error").length;
    out.push(left === 0 ? "  After them the session can be resumed." : `  After them ${plural(left, "error")} remain${left === 1 ? "s" : ""}.`);
  }
  if (report.unrepaired.length > 0) {
    out.push("", "Not repaired (no safe strategy):");
    for (const { diagnostic, reason } of report.unrepaired) out.push(`  - line ${diagnostic.line ?? "?"} ${diagnostic.ruleId}: ${reason}`);
  }
  return out.join("\n") + "\n";
}

function describeWrite(file: string, backup: string, report: DoctorReport): string {
  const inserted = report.repairs.filter((r) => r.action === "insert-line-after").length;
  const removed = report.repairs.filter((r) => r.action === "remove-line").length;
  const edited = report.repairs.filter((r) => r.action === "edit-line").length;
  const parts = [
    inserted && `${plural(inserted, "line")} added`,
    removed && `${plural(removed, "line")} removed`,
    edited && `${plural(edited, "line")} edited`,
  ].filter(Boolean);
  const left = report.remaining.filter((d) => d.severity === "error").length;
  return (
    `\nWrote ${file}: ${parts.join(", ")}; every other line is unchanged. Backup: ${backup}\n` +
    (left === 0
      ? "The session can be resumed now.\n"
      : `${plural(left, "error")} still stand${left === 1 ? "s" : ""} in the way: see "Not repaired" above.\n`)
  );
}
