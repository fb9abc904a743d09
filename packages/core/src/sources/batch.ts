/**
 * Message Batches request files: JSONL of `{custom_id, params}` (one request per line, the form people keep in
 * files and the SDKs' `requests` list item) or a create body `{requests: [...]}`. Each `params` is a Messages
 * request; every finding names its `custom_id` (in the hint, so the message stays the API's text), and a
 * `custom_id` used twice is an error: results come back keyed by it, in any order (anthropic-sdk-python
 * `types/messages/batch_create_params.py`: "Must be unique for each request within the Message Batch").
 */
import { describe, documentUnits, isBatchBody, isBatchEntry, type ParsedDocument, type RequestUnit } from "./documents.js";
import type { EngineFinding, InputAdapter, ReadContext, ReadUnits } from "./index.js";

export const DUPLICATE_RULE = "batch-custom-id-duplicate";

const HINT =
  "Results come back keyed by `custom_id` and in any order, so two requests with one id cannot be told apart. Give each request its own id (1 to 64 letters, digits, `_` or `-`).";

/**
 * The second and later uses of each `custom_id`: across the batch entries of a JSONL file (one batch), and
 * within each create body (its own batch). The path is the entry's place in the batch's `requests`.
 */
export function duplicateCustomIds(documents: readonly ParsedDocument[]): EngineFinding[] {
  const findings: EngineFinding[] = [];
  const check = (seen: Map<string, number>, document: number, position: number, customId: unknown, pointer: string) => {
    const key = JSON.stringify(customId) ?? String(customId);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, position);
      return;
    }
    findings.push({
      document,
      ruleId: DUPLICATE_RULE,
      pointer,
      path: `requests.${position}.custom_id`,
      data: { path: `requests.${position}.custom_id`, customId: key, firstPath: `requests.${first}.custom_id` },
      hint: HINT,
    });
  };
  const lines = new Map<string, number>();
  let position = 0;
  for (const { index, value } of documents) {
    if (isBatchEntry(value)) check(lines, index, position++, value.custom_id, "/custom_id");
    else if (isBatchBody(value)) {
      const body = new Map<string, number>();
      (value.requests as { custom_id?: unknown }[]).forEach((entry, i) => {
        if ("custom_id" in entry) check(body, index, i, entry.custom_id, `/requests/${i}/custom_id`);
      });
    }
  }
  return findings;
}

/** `--input-format batch`, and files whose every document is a batch entry or a create body. */
export const batchAdapter: InputAdapter = {
  name: "batch",
  description: "Message Batches requests",
  read(documents: readonly ParsedDocument[], context: ReadContext): ReadUnits | undefined {
    const isBatch = (value: unknown) => isBatchEntry(value) || isBatchBody(value);
    if (context.format !== "batch" && !(documents.length > 0 && documents.every((d) => isBatch(d.value)))) return undefined;
    const result: ReadUnits = { units: [], unrecognized: [], findings: duplicateCustomIds(documents) };
    for (const document of documents) {
      if (isBatch(document.value)) result.units.push(...(documentUnits(document) as RequestUnit[]));
      else result.unrecognized.push({ document: document.index, found: `${describe(document.value)}, not a Message Batches request (\`{"custom_id": …, "params": {…}}\`)` });
    }
    return result;
  },
};
