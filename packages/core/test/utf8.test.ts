/** Bytes that are not UTF-8: the first invalid byte is a finding, placed by line, column and byte offset. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lint, utf8Problem } from "../src/index.js";
import { firstInvalidUtf8 } from "../src/sources/utf8.js";

const encode = (text: string) => new TextEncoder().encode(text);
const join = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe("firstInvalidUtf8", () => {
  it("agrees with a fatal TextDecoder on any bytes, and finds the byte where decoding first fails", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const at = firstInvalidUtf8(bytes);
        let valid = true;
        try {
          new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        expect(at < 0).toBe(valid);
        if (at >= 0) {
          // Everything before it decodes; the sequence it starts does not.
          expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, at))).not.toThrow();
          expect(firstInvalidUtf8(bytes.subarray(at))).toBe(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses overlong forms, surrogates and code points past U+10FFFF", () => {
    for (const bad of [
      [0xc0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80, 0x80, 0x80],
      [0xe2, 0x82],
    ])
      expect(firstInvalidUtf8(join(encode("ok "), bad)), bad.join(" ")).toBe(3);
    expect(firstInvalidUtf8(encode("é € 😀 \uFFFD"))).toBe(-1);
  });
});

describe("lint on bytes that are not UTF-8", () => {
  it("reports the first invalid byte with its line, column (UTF-16, as editors count) and byte offset, and lints the rest", () => {
    const head = '[\r\n  {"role": "user", "content": "é😀 ';
    const bytes = join(encode(head), [0xe9], encode('x"},\n  {"role": "assistant", "content": [{"type": "text", "text": ""}]}\n]'));
    const found = lint(bytes);
    expect(found.map((d) => [d.ruleId, d.line, d.column])).toEqual([
      ["body-not-json", 2, head.length - 2],
      ["text-block-empty", 3, 37],
    ]);
    expect(found[0]!.message).toBe(
      `The request body is not valid UTF-8: invalid byte 0xE9 at line 2 column ${head.length - 2} (byte offset ${encode(head).length})`,
    );
    expect(found[0]!.hint).toContain("U+FFFD");
  });

  it("says nothing of valid bytes, a U+FFFD written in the text included, and follows the rule's setting", () => {
    expect(lint(encode('[{"role": "user", "content": "\uFFFD"}]'))).toEqual([]);
    const bytes = join(encode('[{"role": "user", "content": "'), [0x80], encode('"}]'));
    expect(lint(bytes, { rules: { "body-not-json": "off" } })).toEqual([]);
    expect(lint(bytes, { rules: { "body-not-json": "warn" } })).toEqual([expect.objectContaining({ severity: "warning", column: 31 })]);
  });

  it("places a problem in a piece of a larger text (a line of a stream)", () => {
    const line = join(encode("\uFEFFab"), [0xc3]);
    expect(utf8Problem(line, { firstLine: 7, byteOffset: 1000 })).toEqual({ offset: 1005, byte: 0xc3, line: 7, column: 3 });
    expect(utf8Problem(line, { firstLine: 7, byteOffset: 1000, leadingBom: false })).toEqual({ offset: 1005, byte: 0xc3, line: 7, column: 4 });
  });
});
