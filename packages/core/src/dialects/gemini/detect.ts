/** How sure msglint is that a value is a Gemini `generateContent` body, or a bare `contents` list. */
import { get, isRecord } from "./fields.js";

/** Top-level fields only a Gemini body has, in either spelling (Bedrock Converse has a `toolConfig` too). */
const OWN_FIELDS = ["contents", "systemInstruction", "generationConfig", "safetySettings", "cachedContent"];

/** 2 for a feature only Gemini has (`contents`, `parts`, `systemInstruction`, `generationConfig`, `functionDeclarations`), else 0. */
export function detectGemini(value: unknown): number {
  if (Array.isArray(value)) return hasParts(value) ? 2 : 0;
  if (!isRecord(value)) return 0;
  for (const field of OWN_FIELDS) {
    const found = get(value, field);
    if (field === "contents" ? Array.isArray(found) || isRecord(found) : found !== undefined) return 2;
  }
  const tools = get(value, "tools");
  const list = Array.isArray(tools) ? tools : isRecord(tools) ? [tools] : [];
  return list.some((tool) => isRecord(tool) && get(tool, "functionDeclarations") !== undefined) ? 2 : 0;
}

/** A list whose first objects are Gemini contents: they hold `parts`. Looks at a few. */
function hasParts(list: readonly unknown[]): boolean {
  const limit = Math.min(list.length, 16);
  for (let i = 0; i < limit; i++) {
    const item = list[i];
    if (isRecord(item) && (Array.isArray(item.parts) || isRecord(item.parts))) return true;
  }
  return false;
}
