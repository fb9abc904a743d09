/**
 * Input adapters: the parsed documents of one input become the requests to lint. Adapters that read a whole
 * input (a session transcript, an HTTP capture, a batch file) are tried first, in order; otherwise each document
 * is read on its own (a request body, a bare `messages` array, batch entries). `--input-format` names an adapter
 * outright. docs/sources.md says what each format is and where the knowledge of its structure comes from.
 */
import type { Diagnostic, Fix, InputFormat } from "../types.js";
import { batchAdapter, duplicateCustomIds } from "./batch.js";
import { claudeCodeAdapter } from "./claude-code.js";
import { documentUnits, type DetectDialect, type ParsedDocument, type RequestUnit, type UnitLocation } from "./documents.js";
import { harAdapter } from "./har.js";

export type { ParsedDocument, RequestUnit, UnitLocation } from "./documents.js";

/** What the engine tells the adapters besides the parsed documents. */
export interface ReadContext {
  /** The input format asked for; an adapter claims any input when it is named. */
  format?: InputFormat;
  /** Indices of the documents that did not parse (adapters see only the parsed ones). */
  unparsed?: readonly number[];
  /** Tells a value's dialect; absent: a request is an object with `messages` or a bare array, in the linter's first dialect. */
  detect?: DetectDialect;
}

/** A finding an adapter makes about the input itself (a duplicate `custom_id`), reported by the engine under `ruleId`. */
export interface EngineFinding {
  document: number;
  ruleId: string;
  /** Default: the rule's first message. */
  messageId?: string;
  data?: Record<string, string | number>;
  /** Pointer into the document. */
  pointer?: string;
  /** As `UnitLocation.within`: a place inside the JSON held by the string at `pointer`. */
  within?: string;
  path?: string;
  hint?: string;
}

/** A document that does not parse whose syntax error `ruleId` reports (instead of `body-not-json`). */
export interface SyntaxClaim {
  document: number;
  ruleId: string;
  messageId: string;
}

export interface ReadUnits {
  /** The whole-input adapter that read the input (`claude-code`, `har`, `batch`); absent when each document was read on its own. */
  adapter?: string;
  units: RequestUnit[];
  /** Documents that hold no request, with what they hold instead (and the formats that claim it, when several do). */
  unrecognized: { document: number; found: string; candidates?: string }[];
  findings?: EngineFinding[];
  syntax?: SyntaxClaim[];
}

export interface InputAdapter {
  /** The name `--input-format` uses. */
  name: string;
  /** What the format is, in a few words. */
  description?: string;
  /** The units of the input, or undefined when the input is not of this format (and the format was not named). */
  read(documents: readonly ParsedDocument[], context: ReadContext): RequestUnit[] | ReadUnits | undefined;
}

/** Whole-input adapters, tried in order before the per-document reading. */
export const inputAdapters: InputAdapter[] = [claudeCodeAdapter, harAdapter, batchAdapter];

export function readUnits(documents: readonly ParsedDocument[], context: ReadContext = {}): ReadUnits {
  const named = inputAdapters.find((adapter) => adapter.name === context.format);
  for (const adapter of named ? [named] : inputAdapters) {
    const read = adapter.read(documents, context);
    if (read) return { ...(Array.isArray(read) ? { units: read, unrecognized: [] } : read), adapter: adapter.name };
  }
  const result: ReadUnits = { units: [], unrecognized: [], findings: duplicateCustomIds(documents) };
  for (const document of documents) {
    const units = documentUnits(document, context.detect);
    if ("found" in units) result.unrecognized.push({ document: document.index, ...units });
    else for (const unit of units) result.units.push(unit);
  }
  return result;
}

/** A unit's finding, placed in the input: the document, the diagnostic with pointers into it, and `within` (see `UnitLocation`). */
export interface PlacedDiagnostic {
  document: number;
  diagnostic: Diagnostic;
  within?: string;
}

/**
 * Rewrites a finding on a unit's request into the input: its pointer and its edits. A fix or suggestion is kept
 * only when every edit lands exactly in the document the finding points into (an edit split over lines of a
 * transcript, or inside a captured body's string, cannot be applied to the file). A unit's label goes into the
 * hint, so the message stays the API's text.
 */
export function placeDiagnostic(unit: RequestUnit, diagnostic: Diagnostic): PlacedDiagnostic {
  // The request is the document itself: every pointer and edit already stands in it (the common case, kept cheap).
  if (unit.wholeDocument !== undefined && unit.label === undefined) return { document: unit.wholeDocument, diagnostic };
  const at = unit.locate(diagnostic.pointer);
  const places = new Map<string, UnitLocation>();
  const place = (pointer: string) => {
    let location = places.get(pointer);
    if (!location) places.set(pointer, (location = unit.locate(pointer)));
    return location;
  };
  const editable = (fix: Fix) =>
    fix.edits.every((edit) =>
      (edit.op === "move" ? [edit.from, edit.path] : [edit.path]).every((pointer) => {
        const location = place(pointer);
        return location.document === at.document && location.within === undefined && !location.approximate;
      }),
    );
  const mapFix = (fix: Fix): Fix => ({
    ...fix,
    edits: fix.edits.map((edit) =>
      edit.op === "move" ? { ...edit, from: place(edit.from).pointer, path: place(edit.path).pointer } : { ...edit, path: place(edit.path).pointer },
    ),
  });
  const { fix, suggestions, ...rest } = diagnostic;
  const kept = suggestions?.filter(editable).map(mapFix);
  const placed: Diagnostic = {
    ...rest,
    pointer: at.pointer,
    ...(fix && editable(fix) ? { fix: mapFix(fix) } : {}),
    ...(kept?.length ? { suggestions: kept } : {}),
  };
  if (unit.label !== undefined) placed.hint = diagnostic.hint ? `In ${unit.label}. ${diagnostic.hint}` : `In ${unit.label}.`;
  return { document: at.document, diagnostic: placed, ...(at.within !== undefined ? { within: at.within } : {}) };
}
