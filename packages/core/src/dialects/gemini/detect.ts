/** How sure msglint is that a value is a Gemini `generateContent` body, or a bare `contents` list. */
import { hasAnyField } from "../../model/values.js";
import { isRecord } from "./fields.js";
import { snakeCase } from "./paths.js";

/** Top-level fields only a Gemini body has, each in both spellings (Bedrock Converse has a `toolConfig` too). */
const OWN_FIELDS: ReadonlySet<string> = new Set(
  ["systemInstruction", "generationConfig", "safetySettings", "cachedContent"].flatMap((camel) => [camel, snakeCase(camel)]),
);

/** 2 for a feature only Gemini has (`contents`, `parts`, `systemInstruction`, `generationConfig`, `functionDeclarations`), else 0. */
export function detectGemini(value: unknown): number {
  if (Array.isArray(value)) return hasParts(value) ? 2 : 0;
  if (!isRecord(value)) return 0;
  if (Array.isArray(value.contents) || isRecord(value.contents)) return 2;
  if (hasAnyField(value, OWN_FIELDS)) return 2;
  // `tools` as a list, or one tool written in its place.
  const tools = value.tools;
  return (Array.isArray(tools) ? tools.some(declaresFunctions) : declaresFunctions(tools)) ? 2 : 0;
}

const declaresFunctions = (tool: unknown) => isRecord(tool) && (tool.functionDeclarations !== undefined || tool.function_declarations !== undefined);

/** A list whose first objects are Gemini contents: they hold `parts`. Looks at a few. */
function hasParts(list: readonly unknown[]): boolean {
  const limit = Math.min(list.length, 16);
  for (let i = 0; i < limit; i++) {
    const item = list[i];
    if (isRecord(item) && (Array.isArray(item.parts) || isRecord(item.parts))) return true;
  }
  return false;
}
