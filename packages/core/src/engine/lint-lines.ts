/**
 * JSON Lines linted a line at a time, for inputs too big to hold (a 1 GB file is more than one string can
 * hold): the caller pushes each line as it reads it and gets back the findings of the lines that are done. What
 * crosses lines is kept small: the `custom_id`s seen (a duplicate is an error) and the first document's
 * findings until a second one says the text is JSON Lines. Each finding is exactly what `lintText` gives on
 * the whole text, in the same order.
 *
 * The input's kind is told the way `readUnits` tells it from all documents, as soon as the lines read rule the
 * others out: a line that is not an object with a string `type` (a request body, a batch entry) cannot be part
 * of a Claude Code transcript, and a second document cannot be a HAR capture. Until then the lines are kept,
 * and an input that stays a possible transcript to its end (a transcript: its request is rebuilt from every
 * line) is linted whole at `end()`, as `lintText` would. One too big for that is not linted: `unlinted` says why.
 */
import { LineIndex } from "../locate/json-text.js";
import { CustomIdChecker, readBatchDocument } from "../sources/batch.js";
import { mayBeTranscriptLine } from "../sources/claude-code.js";
import { documentUnits, lineBreaksIn, parseLine, type TextDocument } from "../sources/documents.js";
import { isHar } from "../sources/har.js";
import type { ReadUnits } from "../sources/index.js";
import type { Diagnostic, LintOptions } from "../types.js";
import { locate, sortByPlace, type Linter, type Placed, type PositionOf } from "./linter.js";

/** The longest string V8 makes (2^29 - 24 characters): a text linted whole cannot be longer. */
export const MAX_WHOLE_TEXT = 536_870_888;

export interface LineLintOptions {
  /** Keep the text of the lines findings are on, and of the line before each (for code frames). */
  keepSourceLines?: boolean;
  /** Keep them only for the first this many findings, and the first this many errors (a report frames only a few). */
  sourceLinesLimit?: number;
  /** The most text kept to lint whole (a transcript), in UTF-16 code units. Default: `MAX_WHOLE_TEXT`. */
  maxWholeText?: number;
}

export interface LineLintSession {
  /** Lints the next line of the text, without its `\n`. Returns the findings of the documents that are done. */
  push(line: string): Diagnostic[];
  /**
   * Counts the next line without linting it: a line the caller could not read (longer than a string can hold).
   * `lineBreaks`: the lone `\r`s in it, which end lines too. The other lines are linted as they would be; a text
   * that has to be linted whole cannot be (`unlinted` says so). Returns the findings of the documents that are done.
   */
  skip(lineBreaks?: number): Diagnostic[];
  /** Ends the text with what follows its last `\n` (often ""). Returns the remaining findings. */
  end(rest?: string): Diagnostic[];
  /** After `end()`: why the text could not be linted (it had to be read whole and was too big), or undefined. */
  readonly unlinted: string | undefined;
  /** With `keepSourceLines`: the text of the lines findings are on and of the line before each, by 1-based line. */
  readonly sourceLines: ReadonlyMap<number, string>;
  /** With `keepSourceLines`, after `end()`, when the text was linted whole: all of it, as given (byte order mark included). */
  readonly wholeText: string | undefined;
  /** API versions the requests named whose schemas msglint has but had not loaded: load them and lint again. */
  readonly unloadedApiVersions: readonly string[];
  /** After `end()`: the number of lines (`\r\n`, `\n` and a lone `\r` end a line), as a whole-text line index counts them. */
  readonly lineCount: number;
}

/** One piece of the text between `\n`s, as pushed. */
interface Segment {
  /** As given; the first keeps its byte order mark. */
  raw: string;
  /** Without a byte order mark: what is linted. */
  text: string;
  /** 0-based, among all segments. */
  index: number;
  line: number;
  /** A `\n` followed it. */
  terminated: boolean;
  document?: TextDocument;
  /** A line the caller could not read: a document, not linted. */
  unread?: true;
}

type Mode = "undecided" | "lines" | "whole" | "unlinted";

/** Starts linting a text given line by line; see `LineLintSession`. `options` as for `lintText`. */
export function lintLines(linter: Linter, options: LintOptions = {}, lineOptions: LineLintOptions = {}): LineLintSession {
  const active = linter.activeRules(options);
  const unloaded = new Set<string>();
  const detect = (value: unknown) => linter.dialectFor(value, options);
  const format = options.format ?? "auto";
  const maxWholeText = lineOptions.maxWholeText ?? MAX_WHOLE_TEXT;
  const keepSource = lineOptions.keepSourceLines ?? false;
  const sourceLinesLimit = lineOptions.sourceLinesLimit ?? Infinity;
  let findingsWithLines = 0;
  let errorsWithLines = 0;
  const batchNamed = format === "batch";
  // A transcript is rebuilt from all its lines; a JSON or HAR text is one document: these are read whole.
  let mode: Mode = format === "claude-code" || format === "json" || format === "har" ? "whole" : batchNamed ? "lines" : "undecided";
  let nextLine = 1;
  let segments = 0;
  let documents = 0;
  let offset = 0;
  let kept: Segment[] = [];
  let keptLength = 0;
  let transcriptPossible = true;
  let harPossible = true;
  let parsedDocuments = 0;
  /** The findings of a first document on the first line, until a second document tells they are tagged with it. */
  let held: Diagnostic[] | undefined;
  let ended = false;
  let unlinted: string | undefined;
  /** The first line skipped, which a text linted whole would need. */
  let skippedLine: number | undefined;
  let wholeText: string | undefined;
  let previous: { line: number; text: string } | undefined;
  const sourceLines = new Map<number, string>();
  const customIds = new CustomIdChecker();

  const decide = (document: TextDocument) => {
    if (document.parseError) return;
    parsedDocuments++;
    if (!mayBeTranscriptLine(document.value)) transcriptPossible = false;
    if (parsedDocuments > 1 || !isHar(document.value)) harPossible = false;
  };

  /** Keeps a segment's lines (and the last line before it) for code frames. */
  const keepLines = (segment: Segment) => {
    if (previous) sourceLines.set(previous.line, previous.text);
    piecesOf(segment).forEach((text, i) => sourceLines.set(segment.line + i, text));
  };

  const lintSegment = (segment: Segment): Diagnostic[] => {
    const { document, text } = segment;
    if (!document) return [];
    const local: TextDocument = { ...document, start: 0, end: text.length };
    let lines: LineIndex | undefined;
    const position: PositionOf = document.oneLine
      ? (at) => ({ line: document.line, column: at + 1 })
      : (at) => {
          const place = (lines ??= new LineIndex(text, segment.terminated)).position(at);
          return { line: document.line + place.line - 1, column: place.column };
        };
    let found: Diagnostic[];
    if (document.parseError) found = linter.syntaxDiagnostics(text, local, active, position);
    else {
      const parsed = { index: document.index, value: document.value };
      const read: ReadUnits = { units: [], unrecognized: [], findings: customIds.check(parsed) };
      if (batchNamed) readBatchDocument(parsed, read);
      else {
        const units = documentUnits(parsed, detect);
        if ("found" in units) read.unrecognized.push({ document: document.index, ...units });
        else for (const unit of units) read.units.push(unit);
      }
      const placed = linter.lintDocuments([parsed], options, active, unloaded, [], read).found;
      found = placed.map((p) => p.diagnostic);
      const placements = new Map<Diagnostic, Placed>();
      for (const p of placed) if (p.within !== undefined || p.literal !== undefined) placements.set(p.diagnostic, p);
      locate(text, local, found, position, placements);
    }
    if (keepSource && found.length > 0) {
      const errors = found.filter((d) => d.severity === "error").length;
      if (findingsWithLines < sourceLinesLimit || (errors > 0 && errorsWithLines < sourceLinesLimit)) keepLines(segment);
      findingsWithLines += found.length;
      errorsWithLines += errors;
    }
    return sortByPlace(found);
  };

  /** Lints one segment of a text read as JSON Lines; returns the findings that are ready. */
  const lineSegment = (segment: Segment): Diagnostic[] => {
    const found = lintSegment(segment);
    previous = { line: segment.line + lineBreaksIn(segment.text, segment.terminated), text: piecesOf(segment).at(-1)! };
    if (!segment.document) {
      // An unread line is a second document: the first one's findings are tagged, as lintText tags them.
      if (!segment.unread || !held) return [];
      for (const diagnostic of held) diagnostic.document = { index: 0, line: 1 };
      const out = held;
      held = undefined;
      return out;
    }
    const { index, line } = segment.document;
    // lintText tags findings with their document when there are several, or the first is not at the start.
    if (index === 0 && segment.index === 0) {
      held = found;
      return [];
    }
    const out: Diagnostic[] = [];
    if (held) {
      for (const diagnostic of held) diagnostic.document = { index: 0, line: 1 };
      for (const diagnostic of held) out.push(diagnostic);
      held = undefined;
    }
    // One by one, here and below: a spread of more than about 120,000 findings overflows the stack.
    for (const diagnostic of found) {
      diagnostic.document = { index, line };
      out.push(diagnostic);
    }
    return out;
  };

  const cannotLintWhole = (why: string) => {
    mode = "unlinted";
    kept = [];
    unlinted = why;
  };

  const take = (raw: string, terminated: boolean, skippedBreaks?: number): Diagnostic[] => {
    if (ended) throw new Error("lintLines: push after end");
    const text = segments === 0 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    const segment: Segment = { raw, text, index: segments++, line: nextLine, terminated };
    if (skippedBreaks !== undefined) {
      // Unread: a document all the same (the indices of the next ones count it), with nothing to lint.
      segment.unread = true;
      nextLine += skippedBreaks + 1;
      documents++;
      skippedLine ??= segment.line;
    } else {
      nextLine += lineBreaksIn(text, terminated) + (terminated ? 1 : 0);
      if (!/^\s*$/.test(text)) {
        segment.document = parseLine(text, documents++, offset, segment.line);
        if (mode === "undecided") decide(segment.document);
      }
    }
    offset += text.length + 1;
    if (mode === "lines") return lineSegment(segment);
    if (mode === "unlinted") return [];
    if (mode === "whole" && skippedBreaks !== undefined) {
      cannotLintWhole(`it has to be read whole (as format "${format}"), and line ${segment.line} is longer than one text can hold`);
      return [];
    }
    kept.push(segment);
    keptLength += text.length + 1;
    if (keptLength - 1 > maxWholeText) {
      const why = transcriptPossible ? "as a Claude Code transcript, whose request is rebuilt from all its lines" : `as format "${format}"`;
      cannotLintWhole(`it has to be read whole (${why}), and it is longer than the ${maxWholeText} characters one text can hold`);
      return [];
    }
    if (mode === "undecided" && !transcriptPossible && !harPossible) {
      mode = "lines";
      const out: Diagnostic[] = [];
      for (const k of kept) for (const diagnostic of lineSegment(k)) out.push(diagnostic);
      kept = [];
      keptLength = 0;
      return out;
    }
    return [];
  };

  return {
    push: (line) => take(line, true),
    skip: (lineBreaks = 0) => take("", true, lineBreaks),
    end(rest = "") {
      const out = take(rest, false);
      ended = true;
      // Still undecided at the end: read whole, which a line that was not read rules out.
      if (mode !== "lines" && mode !== "unlinted" && skippedLine !== undefined) {
        const kind = transcriptPossible ? "a Claude Code transcript" : "a HAR capture";
        cannotLintWhole(
          `line ${skippedLine} is longer than one text can hold, and without it the other lines do not tell JSON Lines from ${kind} (read whole)`,
        );
      }
      if (mode === "lines") {
        if (held) for (const diagnostic of held) out.push(diagnostic);
        held = undefined;
      } else if (mode !== "unlinted") {
        // Read whole, as lintText reads it: the documents are already parsed, unless the format is not lines.
        const text = kept.map((segment) => segment.text).join("\n");
        // Only the first segment can differ from its text, by a byte order mark.
        const raw = kept[0] !== undefined && kept[0].raw !== kept[0].text ? `\uFEFF${text}` : text;
        if (format === "json" || format === "har") {
          const result = linter.verifyText(raw, options);
          for (const diagnostic of result.diagnostics) out.push(diagnostic);
          for (const version of result.unloadedApiVersions) unloaded.add(version);
        } else {
          const docs = kept.flatMap((segment) => (segment.document ? [segment.document] : []));
          for (const diagnostic of linter.lintTextDocuments(text, docs, options, active, unloaded)) out.push(diagnostic);
        }
        if (keepSource) wholeText = raw;
        kept = [];
      }
      return out;
    },
    get unlinted() {
      return unlinted;
    },
    sourceLines,
    get wholeText() {
      return wholeText;
    },
    get lineCount() {
      return nextLine;
    },
    get unloadedApiVersions() {
      return [...unloaded];
    },
  };
}

/** A segment's lines as a whole-text split on `\r\n`, `\r` and `\n` gives them (the `\r` of a `\r\n` dropped). */
function piecesOf(segment: Segment): string[] {
  const raw = segment.terminated && segment.raw.endsWith("\r") ? segment.raw.slice(0, -1) : segment.raw;
  return raw.split("\r");
}
