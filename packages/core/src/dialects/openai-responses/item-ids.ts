/** What the rules on input items' ids share: OpenAI's length limit on them and how it counts it. */
import { codePointLength } from "../../model/openai-texts.js";
import type { InputItem } from "./model.js";

/** What OpenAI's text says an item's `id` is made of: "letters, numbers, underscores, or dashes", at least one. */
// linear: one character class, repeated once.
const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** Whether an item id is empty or holds a character OpenAI's text does not name: resp-item-id-chars reports it, and no other id rule does. */
export function hasBadIdCharacters(id: string): boolean {
  return !ID_CHARACTERS.test(id);
}

/** OpenAI's limit on an input item's `id` and `call_id` alike (providers.md openai-responses §3). */
export const MAX_ITEM_ID = 64;

/**
 * Calls `found` for each item whose `key` is longer than 64 characters as OpenAI counts them (code points), with that
 * length: resp-call-id-long and resp-item-id-long measure alike, so their texts give the API's numbers.
 */
export function eachLongId(items: readonly InputItem[], key: "id" | "call_id", found: (item: InputItem, length: number) => void): void {
  for (const item of items) {
    const value = key === "id" ? item.id : item.callId;
    // Most ids are short: the code points are counted only past 64 UTF-16 units.
    if (value === undefined || value.length <= MAX_ITEM_ID) continue;
    const length = codePointLength(value, MAX_ITEM_ID);
    if (length > MAX_ITEM_ID) found(item, length);
  }
}
