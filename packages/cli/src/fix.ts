/**
 * `--fix`: the rules' fixes (JSON Patch edits) become text edits that keep the file's formatting
 * (`toTextEdits`), applied pass by pass as ESLint does: in each pass the fixes that do not overlap, then a
 * new lint, up to 10 passes. Files are written atomically, keeping their permissions; a run removes the temporary files a
 * killed run left.
 */
import {
  accessSync,
  chmodSync,
  chownSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  lstatSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { combineFixes, type CombinedFixes, type Diagnostic, type LintOptions, type TextEdit } from "@msglint/core";
import { runLinter } from "./run-linter.js";
import type { AppliedFix } from "./types.js";

export const MAX_PASSES = 10;

export interface FixOutcome {
  /** The text after every pass. */
  output: string;
  fixed: AppliedFix[];
  /** The findings in `output`. */
  diagnostics: Diagnostic[];
  /** API versions the text named whose schemas were not loaded. */
  unloadedApiVersions: string[];
}

/** Offsets where each line starts (after `\n`, `\r\n` or `\r`), as the core counts lines. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/**
 * Applies fixes until none is left or `MAX_PASSES` passes ran. `onlyErrors` leaves warnings' fixes out
 * (`--quiet`). Each pass starts from a fresh lint, so a fix never applies to a text it was not made for, and
 * applies every fix that overlaps no other at once, a document at a time (`combineFixes`).
 */
export function fixText(text: string, options: LintOptions, onlyErrors = false): FixOutcome {
  let current = text;
  const fixed: AppliedFix[] = [];
  let unloadedApiVersions: string[] = [];
  const lint = (text: string, lintOptions: LintOptions) => {
    const result = runLinter().verify(text, lintOptions);
    unloadedApiVersions = result.unloadedApiVersions;
    return result.diagnostics;
  };
  let diagnostics = lint(current, options);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let starts: number[] | undefined;
    // The fixes of each document, once each: several findings can carry the same fix.
    const byDocument = new Map<number, { diagnostics: Diagnostic[]; seen: Set<string> }>();
    for (const diagnostic of diagnostics) {
      if (!diagnostic.fix || (onlyErrors && diagnostic.severity !== "error")) continue;
      const documentStart = diagnostic.document ? ((starts ??= lineStarts(current))[diagnostic.document.line - 1] ?? 0) : 0;
      let document = byDocument.get(documentStart);
      if (!document) byDocument.set(documentStart, (document = { diagnostics: [], seen: new Set() }));
      const key = JSON.stringify(diagnostic.fix.edits);
      if (document.seen.has(key)) continue;
      document.seen.add(key);
      document.diagnostics.push(diagnostic);
    }
    const edits: TextEdit[] = [];
    const applied: Diagnostic[] = [];
    for (const [documentStart, document] of byDocument) {
      let combined: CombinedFixes;
      try {
        combined = combineFixes(
          current,
          document.diagnostics.map((d) => d.fix!.edits),
          documentStart,
        );
      } catch {
        continue; // fixes that do not apply to this text are skipped, never half-applied
      }
      for (const edit of combined.edits) edits.push(edit);
      for (const index of combined.taken) applied.push(document.diagnostics[index]!);
    }
    if (edits.length === 0) break;
    const next = applyTextEdits(current, edits);
    if (next === current) break;
    applied.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    for (const diagnostic of applied) {
      fixed.push({
        ruleId: diagnostic.ruleId,
        description: diagnostic.fix!.description,
        path: diagnostic.path,
        ...(diagnostic.line !== undefined ? { line: diagnostic.line } : {}),
      });
    }
    current = next;
    diagnostics = lint(current, options);
  }
  return { output: current, fixed, diagnostics, unloadedApiVersions };
}

/** Applies non-overlapping edits (offsets into `text`). */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** Why a file cannot be rewritten, or undefined when it can. */
export function cannotWrite(path: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    return (error as Error).message;
  }
  const stats = statSync(real);
  // Checked on the mode bits too: root may write anything, but a read-only file says "do not change me".
  if ((stats.mode & 0o222) === 0) return `the file is read-only (mode ${(stats.mode & 0o777).toString(8).padStart(4, "0")})`;
  try {
    accessSync(real, constants.W_OK);
  } catch {
    return "the file is not writable by this user";
  }
  try {
    accessSync(dirname(real), constants.W_OK);
  } catch {
    return "its folder is not writable, and the file is replaced through a temporary file there";
  }
  return undefined;
}

/** msglint's temporary files: `.<name>.msglint-<pid>-<random>.tmp`, beside the file they replace. */
const TEMP_FILE = /^\..+\.msglint-(\d+)-[a-z0-9]+\.tmp$/;

const tempPath = (real: string) => join(dirname(real), `.${basename(real)}.msglint-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);

/**
 * Replaces the file's content atomically, as atomic writers do: a temporary file in the same folder (same file
 * system), given the original's permissions (and owner, where allowed), flushed to disk, then renamed over it, and
 * the folder flushed so the rename itself survives a crash. A symlink keeps pointing at the file it named, which
 * is the one rewritten.
 */
export function writeFileAtomic(path: string, content: string): void {
  const real = realpathSync(path);
  const stats = statSync(real);
  const temp = tempPath(real);
  try {
    const fd = openSync(temp, "wx", stats.mode & 0o7777);
    try {
      writeFileSync(fd, content);
      // Without it, a crash after the rename can leave an empty file where the old one was.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    chmodSync(temp, stats.mode & 0o7777); // the umask may have taken bits away
    try {
      chownSync(temp, stats.uid, stats.gid);
    } catch {
      // only root may give a file away; a user's own files keep their owner anyway
    }
    renameSync(temp, real);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // nothing was created
    }
    throw error;
  }
  syncFolder(dirname(real));
}

/** Flushes a folder's entries (the rename) to disk; where a folder cannot be opened (Windows), the rename stands as it is. */
function syncFolder(folder: string): void {
  let fd: number;
  try {
    fd = openSync(folder, "r");
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // some file systems refuse to sync a folder: nothing more can be done
  } finally {
    closeSync(fd);
  }
}

const cleanedFolders = new Set<string>();

/**
 * Removes the temporary files an earlier `--fix` left in the folder of `path` when it was killed mid-write (18–50 MB
 * each for big files): msglint's naming only, and only those whose process is gone. Once per folder and thread.
 */
export function removeStaleTempFiles(path: string): void {
  let folder: string;
  try {
    folder = dirname(realpathSync(path));
  } catch {
    return;
  }
  if (cleanedFolders.has(folder)) return;
  cleanedFolders.add(folder);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const match = TEMP_FILE.exec(name);
    if (!match || processAlive(Number(match[1]))) continue;
    try {
      if (lstatSync(join(folder, name)).isFile()) unlinkSync(join(folder, name));
    } catch {
      // gone already, or not ours to remove
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Copies the file to `<file>.bak` (or `.bak.1`, `.bak.2`, … when that exists: a backup is never overwritten), keeping its mode. */
export function writeBackup(path: string): string {
  let backup = `${path}.bak`;
  for (let n = 1; existsSync(backup); n++) backup = `${path}.bak.${n}`;
  copyFileSync(path, backup, constants.COPYFILE_EXCL);
  chmodSync(backup, statSync(path).mode & 0o7777);
  return backup;
}
