/**
 * Sources: a text becomes documents (one JSON value, or one per JSONL line), and each document becomes the
 * request rules lint. Every document keeps its offsets, so findings map back to the file's lines.
 */
import { isRecord } from "../model/json.js";
import type { DialectId, InputFormat, LintSettings } from "../types.js";
import { withKeys } from "../model/values.js";

export interface TextDocument {
  index: number;
  /** Offsets of the document in the text: `[start, end)`. */
  start: number;
  end: number;
  /** The 1-based line the document starts on (`\r\n`, `\n` and a lone `\r` end a line). */
  line: number;
  /** The document holds no line break: a place in it is on `line`, its column counted from `start`. */
  oneLine?: true;
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
  /** The request's format, when the input names it (a captured URL) or detection told it; else the linter's first. */
  dialect?: DialectId;
  /** Where a pointer into `request` stands in the input: the document, and the pointer within it. */
  locate: (pointer: string) => UnitLocation;
  /** Settings the input itself records (a capture's `anthropic-version` header); the caller's win. */
  settings?: LintSettings;
  /**
   * The unit's name in reports (`batch request custom_id "order-7"`, `HAR entry 3 (POST …)`): the engine opens
   * each finding's hint with `In <label>.`, so the message stays the API's text.
   */
  label?: string;
  /** The document's index when the request is that whole document: a pointer into the request stands unchanged in it. */
  wholeDocument?: number;
}

/** Where a place in a unit's request stands in the input. */
export interface UnitLocation {
  /** Index of the document. */
  document: number;
  /** Pointer into the document. */
  pointer: string;
  /**
   * When the request is JSON held in a string (a HAR capture's `postData.text`): `pointer` names that string and
   * `within` the place inside the JSON it holds. Edits cannot be expressed there, so fixes are not offered.
   */
  within?: string;
  /** The place has no exact counterpart in the input (a message the request would need, a field it lacks): good for a line, not for an edit. */
  approximate?: true;
}

/** Input formats whose documents are lines. */
const LINE_FORMATS: ReadonlySet<InputFormat> = new Set(["jsonl", "claude-code"]);

/** The text is read as JSON Lines whatever it holds: a line format is named, or the file name says so. */
export function readsAsLines(format: InputFormat = "auto", filePath?: string): boolean {
  return LINE_FORMATS.has(format) || (format !== "json" && format !== "har" && filePath !== undefined && /\.(jsonl|ndjson)$/i.test(filePath));
}

/** Splits text into documents and parses each with `JSON.parse`, the one parser on the hot path. */
export function readDocuments(text: string, format: InputFormat = "auto", filePath?: string): TextDocument[] {
  if (!readsAsLines(format, filePath)) {
    const whole = parseDocument(text, 0, 0, text.length, 1);
    if (!whole.parseError || format === "json" || format === "har" || !isJsonLines(text)) return [whole];
  }
  const documents: TextDocument[] = [];
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    const terminated = end >= 0;
    if (!terminated) end = text.length;
    const segment = text.slice(start, end);
    if (!/^\s*$/.test(segment)) documents.push(parseLine(segment, documents.length, start, line));
    line += lineBreaksIn(segment, terminated) + (terminated ? 1 : 0);
    start = end + 1;
  }
  return documents;
}

/** One line of JSON Lines (without its `\n`) as document `index`, starting at `start` on line `line`. */
export function parseLine(segment: string, index: number, start: number, line: number): TextDocument {
  const document = parseDocument(segment, index, 0, segment.length, line);
  document.start = start;
  document.end = start + segment.length;
  if (segment.indexOf("\r") < 0) document.oneLine = true;
  return document;
}

/**
 * Line ends inside one line of JSON Lines, split on `\n`: each `\r` ends a line of its own, except one that ends
 * the segment before its `\n` (`terminated`), which is half of a `\r\n`.
 */
export function lineBreaksIn(segment: string, terminated: boolean): number {
  let count = 0;
  for (let at = segment.indexOf("\r"); at >= 0; at = segment.indexOf("\r", at + 1)) {
    if (!(terminated && at === segment.length - 1)) count++;
  }
  return count;
}

function parseDocument(text: string, index: number, start: number, end: number, line: number): TextDocument {
  try {
    const value: unknown = JSON.parse(start === 0 && end === text.length ? text : text.slice(start, end));
    return { index, start, end, line, value };
  } catch {
    return { index, start, end, line, parseError: true };
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

/** What a source needs of a detection: the dialect's id and where its bodies keep a bare list, or the candidates. */
export interface UnitDetection {
  dialect?: { id: DialectId; list?: { key: string } };
  candidates?: readonly { id: DialectId }[];
}

/** Tells the dialect of a value: the settings' dialect, or detection among the linter's dialects. */
export type DetectDialect = (value: unknown) => UnitDetection;

/** What a document holds when it is not a request: a description, and the formats it could be when several claim it. */
export interface NotARequest {
  found: string;
  candidates?: string;
}

/**
 * The requests one document holds: a request body or a bare list of messages in the dialect `detect` tells, a
 * Message Batches entry (`{custom_id, params}`), a batch create body (`{requests: [...]}`) or a Bedrock batch
 * inference record (`{recordId, modelInput}`, its `modelInput` in the dialect `detect` tells); else what it holds.
 */
export function documentUnits({ index, value }: ParsedDocument, detect?: DetectDialect): RequestUnit[] | NotARequest {
  const at = (prefix: string, request: Record<string, unknown>, label?: string): RequestUnit => ({
    request,
    locate: (pointer) => ({ document: index, pointer: prefix + pointer }),
    ...(label !== undefined ? { label } : {}),
  });
  /** A request body, or a bare list wrapped under the dialect's list key. */
  const request = (id: DialectId | undefined, key: string): RequestUnit[] => {
    // Built field by field: object spreads here cost more than the rest of a small request's lint (V8, Node 20).
    let unit: RequestUnit;
    if (!Array.isArray(value)) {
      unit = { request: value as Record<string, unknown>, locate: (pointer) => ({ document: index, pointer }), wholeDocument: index };
    } else {
      const prefix = `/${key}`;
      const locate = (pointer: string) => ({ document: index, pointer: pointer.startsWith(prefix) ? pointer.slice(prefix.length) : pointer });
      unit = { request: { [key]: value }, locate };
    }
    if (id !== undefined) unit.dialect = id;
    return [unit];
  };
  if (detect) {
    const { dialect, candidates } = detect(value);
    if (candidates) return { found: describe(value), candidates: candidates.map((d) => d.id).join(", ") };
    if (dialect && (isRecord(value) || Array.isArray(value))) return request(dialect.id, dialect.list?.key ?? "messages");
  } else if ((isRecord(value) && "messages" in value) || isMessagesArray(value)) return request(undefined, "messages");
  if (isBatchEntry(value)) return [at("/params", value.params, batchLabel(value.custom_id))];
  if (isGeminiBatchEntry(value)) return [withKeys(at("/request", value.request, geminiBatchLabel(value)), { dialect: "gemini" as const })];
  if (isBedrockBatchRecord(value)) {
    // Bedrock batch inference: `modelInput` is the body of the model's format (a Converse body, or a Messages API one).
    const found = detect?.(value.modelInput);
    if (found?.dialect) {
      const unit = at("/modelInput", value.modelInput, bedrockRecordLabel(value.recordId));
      return [withKeys(unit, { dialect: found.dialect.id, settings: { target: "bedrock" as const } })];
    }
    if (found?.candidates) return { found: describe(value.modelInput), candidates: found.candidates.map((d) => d.id).join(", ") };
  }
  if (isOpenAIBatchLine(value)) {
    const dialect = openaiBatchDialect(value.url);
    if (dialect === undefined) return { found: `an OpenAI Batch API line for ${JSON.stringify(value.url)}, an endpoint msglint does not lint` };
    return [withKeys(at("/body", value.body, batchLabel(value.custom_id)), { dialect })];
  }
  if (isBatchBody(value)) {
    return (value.requests as { params: Record<string, unknown>; custom_id?: unknown }[]).map((entry, i) =>
      at(`/requests/${i}/params`, entry.params, entry.custom_id === undefined ? undefined : batchLabel(entry.custom_id)),
    );
  }
  return { found: describe(value) };
}

/**
 * A bare `messages` array: empty, or with a message among its items (an object with `role` or `content`), however
 * broken the rest. An array with no message in it (a data file's list of numbers or records) is no conversation.
 */
function isMessagesArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && (value.length === 0 || value.some((item) => isRecord(item) && ("role" in item || "content" in item)));
}

/** A Message Batches request: `{custom_id, params}` (a line of a batch file, an entry of `requests`). */
export function isBatchEntry(value: unknown): value is { custom_id: unknown; params: Record<string, unknown> } {
  return isRecord(value) && isRecord(value.params) && "custom_id" in value;
}

/**
 * A line of a Gemini batch file: `{key, request}` (the Gemini API's batch mode) or `{request}` (Vertex AI batch
 * prediction), its `request` a `generateContent` body.
 */
export function isGeminiBatchEntry(value: unknown): value is { key?: unknown; request: Record<string, unknown> } {
  if (!isRecord(value) || !isRecord(value.request) || Object.keys(value).some((key) => key !== "key" && key !== "request")) return false;
  const request = value.request;
  return Array.isArray(request.contents) || isRecord(request.contents);
}

/** How a Gemini batch request is named in reports: `batch request key "…"`, or its line when it has no key. */
function geminiBatchLabel(entry: { key?: unknown }): string | undefined {
  return entry.key === undefined ? undefined : `batch request key ${JSON.stringify(entry.key) ?? String(entry.key)}`;
}

/** A record of a Bedrock batch inference job's input: `{recordId, modelInput}` (one JSONL line). */
export function isBedrockBatchRecord(value: unknown): value is { recordId: unknown; modelInput: Record<string, unknown> } {
  return isRecord(value) && isRecord(value.modelInput) && "recordId" in value;
}

/** How a Bedrock batch record is named in reports: `batch record recordId "…"`. */
export function bedrockRecordLabel(recordId: unknown): string {
  return `batch record recordId ${JSON.stringify(recordId) ?? String(recordId)}`;
}

/** A line of an OpenAI Batch API input file: `{custom_id, method, url, body}`. */
export function isOpenAIBatchLine(value: unknown): value is { custom_id: unknown; url: string; body: Record<string, unknown> } {
  return isRecord(value) && typeof value.url === "string" && isRecord(value.body) && "custom_id" in value;
}

/** The format of an OpenAI batch line, from its `url` (`/v1/chat/completions`, `/v1/responses`); undefined for the other endpoints. */
export function openaiBatchDialect(url: string): DialectId | undefined {
  const path = url.replace(/[?#].*$/, "");
  if (/(^|\/)chat\/completions\/?$/.test(path)) return "openai-chat";
  if (/(^|\/)v1\/responses\/?$/.test(path)) return "openai-responses";
  return undefined;
}

/** A Message Batches create body: `{requests: [{custom_id, params}, ...]}`. */
export function isBatchBody(value: unknown): value is { requests: unknown[] } {
  return isRecord(value) && Array.isArray(value.requests) && value.requests.every((entry) => isRecord(entry) && isRecord(entry.params));
}

/** How a batch request is named in reports: `batch request custom_id "…"` (the `custom_id` as JSON). */
export function batchLabel(customId: unknown): string {
  return `batch request custom_id ${JSON.stringify(customId) ?? String(customId)}`;
}

export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array with no message in it (no item with `role` or `content`)";
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .slice(0, 5)
      .map((key) => JSON.stringify(key));
    return keys.length ? `an object with keys ${keys.join(", ")}` : "an empty object";
  }
  return `a ${typeof value}`;
}
