/**
 * Input adapters: the parsed documents of one input become the requests to lint. Adapters that read a whole
 * input (a session transcript, an HTTP capture, a batch file) are tried first, in order; otherwise each document
 * is read on its own (a request body, a bare `messages` array, batch entries). `--input-format` names an adapter
 * outright. docs/sources.md says what each format is and where the knowledge of its structure comes from.
 */
import type { Diagnostic, Fix } from "../types.js";
import type { InputAdapter, ReadContext, ReadUnits } from "./adapter.js";
import { batchAdapter, duplicateCustomIds } from "./batch.js";
import { claudeCodeAdapter } from "./claude-code.js";
import { documentUnits, type ParsedDocument, type RequestUnit, type UnitLocation } from "./documents.js";
import { harAdapter } from "./har.js";
import { withKeys } from "../model/values.js";

export type { ParsedDocument, RequestUnit, UnitLocation } from "./documents.js";
export type { EngineFinding, InputAdapter, ReadContext, ReadUnits, SyntaxClaim } from "./adapter.js";

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
  const placed: Diagnostic = withKeys(rest, { pointer: at.pointer });
  if (fix && editable(fix)) placed.fix = mapFix(fix);
  if (kept?.length) placed.suggestions = kept;
  if (unit.label !== undefined) placed.hint = diagnostic.hint ? `In ${unit.label}. ${diagnostic.hint}` : `In ${unit.label}.`;
  return { document: at.document, diagnostic: placed, ...(at.within !== undefined ? { within: at.within } : {}) };
}
