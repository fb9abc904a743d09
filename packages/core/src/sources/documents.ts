/**
 * Sources: a text becomes documents (one JSON value, or one per JSONL line), and each document becomes the
 * request rules lint. Every document keeps its offsets, so findings map back to the file's lines.
 */
import { isRecord } from "../engine/conversation.js";
import type { InputFormat } from "../types.js";

export interface TextDocument {
  index: number;
  /** Offsets of the document in the text: `[start, end)`. */
  start: number;
  end: number;
  /** The parsed value, or `parseError` when it does not parse. */
  value?: unknown;
  parseError?: true;
}

/** A document read as a request, and how to turn the request's pointers back into the document's. */
export interface RequestUnit {
  request: Record<string, unknown>;
  /** Maps a pointer into `request` to a pointer into the document. */
  toDocumentPointer: (pointer: string) => string;
}

const identity = (pointer: string) => pointer;

/** Splits text into documents and parses each with `JSON.parse`, the one parser on the hot path. */
export function readDocuments(text: string, format: InputFormat = "auto", filePath?: string): TextDocument[] {
  const looksJsonl = format === "jsonl" || (format === "auto" && filePath !== undefined && /\.(jsonl|ndjson)$/i.test(filePath));
  if (!looksJsonl) {
    const whole = parseDocument(text, 0, 0, text.length);
    if (!whole.parseError || format === "json" || !isJsonLines(text)) return [whole];
  }
  const documents: TextDocument[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (!/^\s*$/.test(text.slice(start, end))) documents.push(parseDocument(text, documents.length, start, end));
    start = end + 1;
  }
  return documents;
}

function parseDocument(text: string, index: number, start: number, end: number): TextDocument {
  try {
    const value: unknown = JSON.parse(start === 0 && end === text.length ? text : text.slice(start, end));
    return { index, start, end, value };
  } catch {
    return { index, start, end, parseError: true };
  }
}

/** Several non-blank lines, the first of which is a JSON value on its own: JSON Lines, not a broken document. */
function isJsonLines(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  if (lines.length < 2) return false;
  try {
    JSON.parse(lines[0]!);
    return true;
  } catch {
    return false;
  }
}

/**
 * The requests a document holds: a request body, a bare `messages` array, a Message Batches entry
 * (`{custom_id, params}`) or a batch create body (`{requests: [...]}`); else a description of what it holds.
 */
export function toRequestUnits(value: unknown): RequestUnit[] | { found: string } {
  if (isRecord(value) && "messages" in value) return [{ request: value, toDocumentPointer: identity }];
  if (Array.isArray(value)) {
    return [{ request: { messages: value }, toDocumentPointer: (pointer) => (pointer.startsWith("/messages") ? pointer.slice("/messages".length) : pointer) }];
  }
  if (isRecord(value) && isRecord(value.params) && "custom_id" in value) return [prefixed(value.params, "/params")];
  if (isRecord(value) && Array.isArray(value.requests) && value.requests.every((entry) => isRecord(entry) && isRecord(entry.params))) {
    return value.requests.map((entry, i) => prefixed((entry as { params: Record<string, unknown> }).params, `/requests/${i}/params`));
  }
  return { found: describe(value) };
}

function prefixed(request: Record<string, unknown>, prefix: string): RequestUnit {
  return { request, toDocumentPointer: (pointer) => prefix + pointer };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (isRecord(value)) {
    const keys = Object.keys(value).slice(0, 5).map((key) => JSON.stringify(key));
    return keys.length ? `an object with keys ${keys.join(", ")}` : "an empty object";
  }
  return `a ${typeof value}`;
}
