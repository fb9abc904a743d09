/**
 * Where bytes stop being UTF-8. A body that is not UTF-8 is not JSON (RFC 8259 §8.1), yet a decoder turns each
 * invalid byte into U+FFFD and the rest lints as if nothing were wrong: the first invalid byte is reported.
 */
import { LineIndex } from "../locate/json-text.js";

// Every runtime msglint supports has it; declared here because the engine's lib has no DOM or Node types.
declare const TextDecoder: new (label?: string, options?: { ignoreBOM?: boolean }) => { decode(input: Uint8Array): string };

/** The first byte that does not begin or continue a well-formed UTF-8 character, placed as lint places findings. */
export interface Utf8Problem {
  /** 0-based, among all bytes. */
  offset: number;
  byte: number;
  /** 1-based, in the decoded text, as `lintText` counts lines and columns (a leading byte order mark not counted). */
  line: number;
  column: number;
}

/** The index of the first byte in `bytes[start, end)` where decoding fails (WHATWG's UTF-8 decoder), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const continuation = (at: number, low = 0x80, high = 0xbf) => at < end && bytes[at]! >= low && bytes[at]! <= high;
  let i = start;
  while (i < end) {
    const b = bytes[i]!;
    if (b < 0x80) i++;
    else if (b >= 0xc2 && b <= 0xdf) {
      if (!continuation(i + 1)) return i;
      i += 2;
    } else if (b >= 0xe0 && b <= 0xef) {
      // No overlong forms (E0 needs A0 and up) and no surrogates (ED stops at 9F).
      if (!continuation(i + 1, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf) || !continuation(i + 2)) return i;
      i += 3;
    } else if (b >= 0xf0 && b <= 0xf4) {
      // No overlong forms (F0 needs 90 and up) and nothing past U+10FFFF (F4 stops at 8F).
      if (!continuation(i + 1, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf) || !continuation(i + 2) || !continuation(i + 3)) return i;
      i += 4;
    } else return i;
  }
  return -1;
}

/**
 * The first invalid byte of `bytes[start, end)`, or undefined when they are UTF-8. `decoded`: their text as a
 * forgiving decoder gives it, when the caller has it (without U+FFFD in it, the bytes are UTF-8: no scan).
 * `firstLine` and `byteOffset` place a piece of a larger text (a line of a stream); `leadingBom`: a byte order
 * mark at `start` is not counted in columns, as `lintText` drops it.
 */
export function utf8Problem(
  bytes: Uint8Array,
  { start = 0, end = bytes.length, decoded, firstLine = 1, byteOffset = 0, leadingBom = true }: Utf8ProblemOptions = {},
): Utf8Problem | undefined {
  if (decoded !== undefined && !decoded.includes("\uFFFD")) return undefined;
  const at = firstInvalidUtf8(bytes, start, end);
  if (at < 0) return undefined;
  // The byte order mark kept, to be counted or not as `leadingBom` says.
  let before = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(start, at));
  if (leadingBom && before.charCodeAt(0) === 0xfeff) before = before.slice(1);
  const place = new LineIndex(before).position(before.length);
  return { offset: byteOffset + at - start, byte: bytes[at]!, line: firstLine + place.line - 1, column: place.column };
}

export interface Utf8ProblemOptions {
  start?: number;
  end?: number;
  decoded?: string;
  firstLine?: number;
  byteOffset?: number;
  leadingBom?: boolean;
}
