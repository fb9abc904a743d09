/**
 * Bytes to text, exactly as `buffer.toString()` decodes them, faster. V8 decodes UTF-8 that is not all ASCII into
 * a two-byte string a character at a time: 100 MB of the bench's files took longer to decode than to `JSON.parse`.
 * ICU's converter (`transcode`) to UTF-16 and then a copy takes a third to a half of that from about 4 KB up
 * (BENCHMARKS.md, session 25). Valid UTF-8 decodes the same either way; anything else keeps `toString`'s U+FFFD.
 */
import { isAscii, isUtf8, transcode, type Buffer } from "node:buffer";

/** Below this, a converter call costs more than it saves (1 KB: 3.2 µs against 1.4 µs; 4 KB: 4.7 against 6.2). */
const MIN_BYTES = 4096;
/** Above this, the converter's UTF-16 copy (twice the bytes) is held beside the text: memory wins over speed. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * `bytes.toString("utf8", start, end)`. `valid`: whether those bytes are UTF-8, when the caller knows already
 * (each check reads every byte, at about 8 GB/s).
 */
export function decodeUtf8(bytes: Buffer, start = 0, end = bytes.length, valid?: boolean): string {
  const length = end - start;
  if (length < MIN_BYTES || length > MAX_BYTES) return bytes.toString("utf8", start, end);
  const part = start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end);
  if (isAscii(part) || !(valid ?? isUtf8(part))) return part.toString("utf8");
  try {
    return transcode(part, "utf8", "utf16le").toString("utf16le");
  } catch {
    // A Node built without ICU has no converter.
    return part.toString("utf8");
  }
}
