/** How sure msglint is that a value is a Responses API request body, or a bare `input` list. */
import { isRecord, ITEM_TYPES } from "./model.js";

/** Item types and content part types only the Responses API has. */
const OWN_ITEMS: ReadonlySet<string> = new Set(ITEM_TYPES);
const OWN_PARTS = new Set(["input_text", "input_image", "input_file", "output_text"]);

/** 2 with a feature only this format has, 1 for a list of bare messages, 0 for none of its shapes. */
export function detectResponses(value: unknown): number {
  if (Array.isArray(value)) return ownItems(value);
  if (!isRecord(value)) return 0;
  // No other format msglint speaks has `input`; these fields say "Responses" even without it.
  if (typeof value.input === "string" || Array.isArray(value.input)) return 2;
  if (value.messages !== undefined) return 0;
  if (isSetString(value.previous_response_id) || value.conversation != null || isRecord(value.prompt)) return 2;
  if (typeof value.instructions === "string" || value.max_output_tokens !== undefined || (isRecord(value.text) && value.text.format !== undefined))
    return 2;
  return 0;
}

const isSetString = (value: unknown) => typeof value === "string" && value !== "";

/** 2 when an entry is an item or part only Responses has, 1 when all entries are bare `{role, content}` messages. */
function ownItems(list: readonly unknown[]): number {
  if (list.length === 0 || !list.every(isRecord)) return 0;
  const limit = Math.min(list.length, 64);
  for (let i = 0; i < limit; i++) {
    const item = list[i] as Record<string, unknown>;
    if (typeof item.type === "string" && OWN_ITEMS.has(item.type)) return 2;
    if (Array.isArray(item.content) && item.content.some((part) => isRecord(part) && typeof part.type === "string" && OWN_PARTS.has(part.type)))
      return 2;
  }
  return 0;
}
