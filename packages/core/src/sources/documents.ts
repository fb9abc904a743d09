/**
 * Sources: a text becomes documents (one JSON value, or one per JSONL line), and each document becomes the
 * request rules lint. Every document keeps its offsets, so findings map back to the file's lines.
 */
import { isRecord } from "../engine/conversation.js";
import type { InputFormat, LintSettings } from "../types.js";

export interface TextDocument {
  index: number;
  /** Offsets of the document in the text: `[start, end)`. */
  start: number;
  end: number;
  /** The parsed value, or `parseError` when it does not parse. */
  value?: unknown;
  parseError?: true;
}

/** A parsed document, as input adapters see it. */
export interface ParsedDocument {
  index: number;
  value: unknown;
}

/**
 * One request to lint, and where its parts came from. A unit may be a whole document, a part of one (a batch
 * entry) or built from many (a session transcript rebuilt from its lines).
 */
export interface RequestUnit {
  request: Record<string, unknown>;
  /** Where a pointer into `request` stands in the input: the document, and the pointer within it. */
  locate: (pointer: string) => { document: number; pointer: string };
  /** Settings the input itself records (a capture's `anthropic-version` header); the caller's win. */
  settings?: LintSettings;
  /** A name for the unit in reports, such as a batch entry's `custom_id`. */
  label?: string;
}

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
 * The requests one document holds: a request body, a bare `messages` array, a Message Batches entry
 * (`{custom_id, params}`) or a batch create body (`{requests: [...]}`); else a description of what it holds.
 */
export function documentUnits({ index, value }: ParsedDocument): RequestUnit[] | { found: string } {
  const at = (prefix: string, request: Record<string, unknown>, label?: string): RequestUnit => ({
    request,
    locate: (pointer) => ({ document: index, pointer: prefix + pointer }),
    ...(label !== undefined ? { label } : {}),
  });
  if (isRecord(value) && "messages" in value) return [at("", value)];
  if (Array.isArray(value)) {
    return [{ request: { messages: value }, locate: (pointer) => ({ document: index, pointer: pointer.startsWith("/messages") ? pointer.slice("/messages".length) : pointer }) }];
  }
  if (isRecord(value) && isRecord(value.params) && "custom_id" in value) return [at("/params", value.params, String(value.custom_id))];
  if (isRecord(value) && Array.isArray(value.requests) && value.requests.every((entry) => isRecord(entry) && isRecord(entry.params))) {
    return (value.requests as { params: Record<string, unknown>; custom_id?: unknown }[]).map((entry, i) =>
      at(`/requests/${i}/params`, entry.params, entry.custom_id === undefined ? undefined : String(entry.custom_id)),
    );
  }
  return { found: describe(value) };
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
