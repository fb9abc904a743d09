/** Text handling shared by the machine-readable formatters: cutting long values, and XML escaping. */
import { plural } from "../plural.js";

/** Long texts from a conversation must not bloat a report or a CI log. */
export const MAX_TEXT = 1000;

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Cuts a value to MAX_TEXT characters, never inside a surrogate pair, saying how much was left out. */
export function cut(value: string): string {
  if (value.length <= MAX_TEXT) return value;
  const end = /[\uD800-\uDBFF]/.test(value[MAX_TEXT - 1]!) ? MAX_TEXT - 1 : MAX_TEXT;
  return `${value.slice(0, end)}… (${plural(value.length - end, "more character")})`;
}

/** Characters XML 1.0 cannot hold at all, not even as references. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function xmlSafe(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(NOT_XML, "");
}

/** In double quotes: `"`, `&` and `<` escaped (and `>`); tab, CR and LF as references, or a parser would turn them into spaces; C1 controls as references, to be seen. */
export function xmlAttribute(value: string | number): string {
  return xmlSafe(String(value)).replace(/[&<>"\t\n\r\u007F-\u009F]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}

/** Element text: `&`, `<`, `>` escaped; CR and C1 controls as references. */
export function xmlText(value: string): string {
  return xmlSafe(value).replace(/[&<>\r\u007F-\u009F]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}
