/**
 * The texts of OpenAI's request validator, shared by both OpenAI dialects (providers.md openai-chat §3 form A,
 * openai-responses §3): the path in quotes, then what is wrong and what was expected. `{{path}}` is the path in
 * OpenAI's form (`messages[1].tool_calls`, `input[3].call_id`).
 */
export const OPENAI_TEXTS = {
  emptyArray: "Invalid '{{path}}': empty array. Expected an array with minimum length 1, but got an empty array instead.",
  emptyString: "Invalid '{{path}}': empty string. Expected a string with minimum length 1, but got an empty string instead.",
  stringTooLong:
    "Invalid '{{path}}': string too long. Expected a string with maximum length {{max}}, but got a string with length {{length}} instead.",
  arrayTooLong: "Invalid '{{path}}': array too long. Expected an array with maximum length {{max}}, but got an array with length {{length}} instead.",
  pattern: "Invalid '{{path}}': string does not match pattern. Expected a string that matches the pattern '{{pattern}}'.",
  missing: "Missing required parameter: '{{path}}'.",
  unknownParameter: "Unknown parameter: '{{path}}'.",
} as const;

/** The pattern OpenAI checks function names against (tools, and calls replayed in the history). */
export const FUNCTION_NAME_PATTERN = "^[a-zA-Z0-9_-]+$";

/** Made once, not at each call: a literal in the function is a new RegExp object per name. */
const FUNCTION_NAME = /^[a-zA-Z0-9_.-]+$/;

/**
 * A name OpenAI rejects whatever the model: a character outside letters, digits, `_`, `-` and `.`. Dots are left
 * out on purpose: some models accept them (`^[a-zA-Z0-9_\.-]+$` on o4-mini since 2025-06), others do not.
 */
export function badFunctionName(name: string): boolean {
  return !FUNCTION_NAME.test(name);
}

/** A string's length as OpenAI counts it: in code points (JavaScript counts UTF-16 units; only long strings are counted twice). */
export function codePointLength(text: string, atLeast: number): number {
  if (text.length <= atLeast) return text.length;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
