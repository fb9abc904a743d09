/**
 * Batch request files. The Message Batches API's: JSONL of `{custom_id, params}` (one request per line, the form
 * people keep in files and the SDKs' `requests` list item) or a create body `{requests: [...]}`. OpenAI's Batch API
 * input files: JSONL of `{custom_id, method, url, body}`, the `url` naming the format of `body`
 * (`/v1/chat/completions`, `/v1/responses`). Each `params` is a Messages
 * request; every finding names its `custom_id` (in the hint, so the message stays the API's text), and a
 * `custom_id` used twice is an error: results come back keyed by it, in any order (anthropic-sdk-python
 * `types/messages/batch_create_params.py`: "Must be unique for each request within the Message Batch").
 * Gemini batch files (`{key, request}` lines, or Vertex AI's `{request}`) are read here too: each `request` is a
 * `generateContent` body, named by its `key`.
 */
import {
  describe,
  documentUnits,
  isBatchBody,
  isBatchEntry,
  isGeminiBatchEntry,
  isOpenAIBatchLine,
  type ParsedDocument,
  type RequestUnit,
} from "./documents.js";
import type { EngineFinding, InputAdapter, ReadContext, ReadUnits } from "./adapter.js";

export const DUPLICATE_RULE = "batch-custom-id-duplicate";

const HINT =
  "Results come back keyed by `custom_id` and in any order, so two requests with one id cannot be told apart. Give each request its own id (1 to 64 letters, digits, `_` or `-`).";

/**
 * The second and later uses of each `custom_id`, one document at a time (so a stream of lines needs only the
 * ids seen so far): across the batch entries of a JSONL file (one batch), and within each create body (its own
 * batch). The path is the entry's place in the batch's `requests`.
 */
export class CustomIdChecker {
  private readonly lines = new Map<string, number>();
  private position = 0;

  check({ index, value }: ParsedDocument): EngineFinding[] {
    const findings: EngineFinding[] = [];
    const check = (seen: Map<string, number>, position: number, customId: unknown, pointer: string) => {
      const key = JSON.stringify(customId) ?? String(customId);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, position);
        return;
      }
      findings.push({
        document: index,
        ruleId: DUPLICATE_RULE,
        pointer,
        path: `requests.${position}.custom_id`,
        data: { path: `requests.${position}.custom_id`, customId: key, firstPath: `requests.${first}.custom_id` },
        hint: HINT,
      });
    };
    if (isBatchEntry(value)) check(this.lines, this.position++, value.custom_id, "/custom_id");
    else if (isBatchBody(value)) {
      const body = new Map<string, number>();
      (value.requests as { custom_id?: unknown }[]).forEach((entry, i) => {
        if ("custom_id" in entry) check(body, i, entry.custom_id, `/requests/${i}/custom_id`);
      });
    }
    return findings;
  }
}

/** The second and later uses of each `custom_id` in the documents (see `CustomIdChecker`). */
export function duplicateCustomIds(documents: readonly ParsedDocument[]): EngineFinding[] {
  // Most inputs hold no batch at all: no checker, no lists for them.
  let checker: CustomIdChecker | undefined;
  const out: EngineFinding[] = [];
  for (const document of documents) {
    if (!isBatchEntry(document.value) && !isBatchBody(document.value)) continue;
    for (const finding of (checker ??= new CustomIdChecker()).check(document)) out.push(finding);
  }
  return out;
}

const isBatch = (value: unknown) => isBatchEntry(value) || isBatchBody(value) || isGeminiBatchEntry(value) || isOpenAIBatchLine(value);

/** One document of an input read as Message Batches requests: its units, or why it holds none. */
export function readBatchDocument(document: ParsedDocument, result: ReadUnits): void {
  if (isBatch(document.value)) {
    const units = documentUnits(document);
    if ("found" in units) result.unrecognized.push({ document: document.index, found: units.found });
    else for (const unit of units as RequestUnit[]) result.units.push(unit);
  } else
    result.unrecognized.push({
      document: document.index,
      found: `${describe(document.value)}, not a batch request (\`{"custom_id": …, "params": {…}}\`, OpenAI's \`{"custom_id": …, "url": …, "body": {…}}\` or Gemini's \`{"key": …, "request": {…}}\`)`,
    });
}

/** `--input-format batch`, and files whose every document is a batch entry or a create body. */
export const batchAdapter: InputAdapter = {
  name: "batch",
  description: "Message Batches requests",
  read(documents: readonly ParsedDocument[], context: ReadContext): ReadUnits | undefined {
    if (context.format !== "batch" && !(documents.length > 0 && documents.every((d) => isBatch(d.value)))) return undefined;
    const result: ReadUnits = { units: [], unrecognized: [], findings: duplicateCustomIds(documents) };
    for (const document of documents) readBatchDocument(document, result);
    return result;
  },
};
