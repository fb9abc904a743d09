/**
 * JSON inside a JSON string (a HAR capture's `postData.text`, a cassette's body): where a pointer into the inner
 * document stands in the outer text. The string is decoded with the offset of every character it came from, so a
 * place in the inner document maps back exactly, escapes (`\"`, `\n`, `\u00e9`, surrogate pairs) included.
 */
import { locatePointers, type Span } from "../locate/json-text.js";

const BACKSLASH = 92;
const QUOTE = 34;
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

export interface DecodedString {
  /** The string's value. */
  value: string;
  /** `offsets[i]`: where the character `value[i]` starts in the outer text; `offsets[value.length]` is the closing quote. */
  offsets: number[];
}

/** Decodes the JSON string token that starts at `start` (its opening quote); undefined when there is no string there. */
export function decodeStringToken(text: string, start: number): DecodedString | undefined {
  if (text.charCodeAt(start) !== QUOTE) return undefined;
  let value = "";
  const offsets: number[] = [];
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      offsets.push(i);
      return { value, offsets };
    }
    if (c !== BACKSLASH) {
      value += text[i];
      offsets.push(i);
      i++;
      continue;
    }
    const kind = text[i + 1];
    if (kind === "u") {
      // One UTF-16 code unit per `\uXXXX`: a surrogate pair is two escapes, and each half maps to its own.
      value += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
      offsets.push(i);
      i += 6;
    } else if (kind !== undefined && kind in SIMPLE_ESCAPES) {
      value += SIMPLE_ESCAPES[kind];
      offsets.push(i);
      i += 2;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The span in `text` of the value at `inner` within the JSON document held by the string token at `span`. Falls
 * back (undefined) when `span` is not a string or its value is not the document the pointer was made in.
 */
export function locateEmbedded(text: string, span: Span, inner: string, cache?: Map<number, DecodedString | undefined>): Span | undefined {
  let decoded: DecodedString | undefined;
  if (cache?.has(span.start)) decoded = cache.get(span.start);
  else {
    decoded = decodeStringToken(text, span.start);
    cache?.set(span.start, decoded);
  }
  if (!decoded) return undefined;
  const found = locatePointers(decoded.value, [inner]).get(inner);
  if (!found) return undefined;
  return { start: decoded.offsets[found.start]!, end: decoded.offsets[found.end] ?? span.end };
}
