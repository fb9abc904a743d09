/**
 * Input adapters: the parsed documents of one input become the requests to lint. Adapters that read a whole
 * input (a session transcript, an HTTP capture) are tried first, in order; otherwise each document is read on
 * its own (a request body, a bare `messages` array, batch entries).
 */
import { documentUnits, type ParsedDocument, type RequestUnit } from "./documents.js";

export type { ParsedDocument, RequestUnit } from "./documents.js";

export interface InputAdapter {
  /** The name `--input-format` uses. */
  name: string;
  /** The units of the input, or undefined when the input is not of this format. */
  read(documents: readonly ParsedDocument[]): RequestUnit[] | undefined;
}

/** Whole-input adapters, tried in order before the per-document reading. */
export const inputAdapters: InputAdapter[] = [];

export interface ReadUnits {
  units: RequestUnit[];
  /** Documents that hold no request, with what they hold instead. */
  unrecognized: { document: number; found: string }[];
}

export function readUnits(documents: readonly ParsedDocument[]): ReadUnits {
  for (const adapter of inputAdapters) {
    const units = adapter.read(documents);
    if (units) return { units, unrecognized: [] };
  }
  const result: ReadUnits = { units: [], unrecognized: [] };
  for (const document of documents) {
    const units = documentUnits(document);
    if ("found" in units) result.unrecognized.push({ document: document.index, found: units.found });
    else result.units.push(...units);
  }
  return result;
}
