/** Base64 checks of text: a data URL's payload (standard alphabet), and an opaque value the API returned (either alphabet). */
/**
 * Whether `text` from `start` is base64 of the standard alphabet (a data URL's payload: padding and nothing else
 * after it). Linear in its length.
 */
export function isBase64(text: string, start = 0): boolean {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(start === 0 ? text : text.slice(start));
}

/**
 * Base64 as the thinking rules read an opaque value (a `signature`, a redacted block's `data`): one or more characters
 * of the standard or the URL-safe alphabet, then at most two `=`.
 */
export const BASE64_ANY_ALPHABET = /^[A-Za-z0-9+/_-]+={0,2}$/;

declare const atob: ((data: string) => string) | undefined;
const decode = typeof atob === "function" ? atob : undefined;

const EQUALS = 61;

/**
 * Exactly `BASE64_ANY_ALPHABET.test(text)`, mostly decided by the host's `atob` (native code: about half the expression's time on
 * the bench's signatures, Node 20); where there is no `atob` (a bare V8, as in a database's UDF), by the expression.
 */
export function isBase64AnyAlphabet(text: string): boolean {
  return (decode !== undefined && standardBase64(text, decode)) || BASE64_ANY_ALPHABET.test(text);
}

/** True when `atob` proves `BASE64_ANY_ALPHABET.test(text)`; false says "not proven" (the expression decides). */
function standardBase64(text: string, decodeText: (data: string) => string): boolean {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === EQUALS) end--;
  // Whole 4-character groups of what comes before the padding: `atob` strips no `=` from them, as they end in none.
  const groups = end - (end % 4);
  if (text.length - end > 2 || groups === 0 || text.charCodeAt(groups - 1) === EQUALS) return false;
  let decoded: string;
  try {
    decoded = decodeText(groups === text.length ? text : text.slice(0, groups));
  } catch {
    return false;
  }
  // `atob` skips ASCII whitespace, which the expression does not allow: then fewer bytes come out than the groups hold
  // (one length compare, where a search for each of the five spaces read the text five times).
  if (decoded.length !== (groups / 4) * 3) return false;
  for (let i = groups; i < end; i++) if (!isAlphabet(text.charCodeAt(i))) return false;
  return true;
}

/** A character of the standard or the URL-safe base64 alphabet. */
function isAlphabet(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 45 || c === 95;
}
