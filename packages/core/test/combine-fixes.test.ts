/** `combineFixes`: every fix that overlaps no other, applied in one pass, gives what applying them one at a time gives. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combineFixes, lint, toTextEdits, type Diagnostic, type Edit, type TextEdit } from "../src/index.js";

function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The reference: one fix at a time (`toTextEdits`), a fresh lint between two, until no fix is left. */
function fixOneByOne(text: string): string {
  for (let step = 0; step < 1000; step++) {
    const fix = lint(text).find((d) => d.fix && toTextEdits(text, d.fix.edits).length > 0);
    if (!fix) return text;
    text = applyTextEdits(text, toTextEdits(text, fix.fix!.edits));
  }
  throw new Error("no fixed point");
}

/** The CLI's way: a pass applies every fix `combineFixes` takes, then a fresh lint. */
function fixCombined(text: string): { text: string; passes: number } {
  for (let pass = 0; pass < 1000; pass++) {
    const fixes = lint(text).filter((d): d is Diagnostic & { fix: { edits: Edit[] } } => d.fix !== undefined);
    const { edits } = combineFixes(
      text,
      fixes.map((d) => d.fix.edits),
    );
    const next = applyTextEdits(text, edits);
    if (next === text) return { text, passes: pass };
    text = next;
  }
  throw new Error("no fixed point");
}

const fixableBlock = fc.oneof(
  fc.constant({ type: "text", text: "" }),
  fc.constant({ type: "text", text: "hello" }),
  fc.constant({ type: "text", text: "cached", cache_control: { type: "ephemeral", extra: 1 } }),
  fc.constant({
    type: "image",
    source: {
      type: "base64",
      media_type: "image/gif",
      data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
    },
  }),
);
const fixable = fc.record({
  model: fc.constant("claude-sonnet-4-5"),
  max_tokens: fc.constant(1024),
  messages: fc
    .array(fc.array(fixableBlock, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 })
    .map((turns) => [
      ...turns.map((content, i) => ({ role: i % 2 ? "assistant" : "user", content })),
      ...(turns.length % 2 ? [] : [{ role: "user", content: "end" }]),
      { role: "assistant", content: "prefill " },
    ]),
});

describe("combineFixes", () => {
  it("ends where fixing one at a time ends, with the same text, pretty or compact", () => {
    fc.assert(
      fc.property(fixable, fc.constantFrom(0, 2, "\t"), (request, indent) => {
        const text = JSON.stringify(request, null, indent);
        expect(fixCombined(text).text).toBe(fixOneByOne(text));
      }),
      { numRuns: 300 },
    );
  });

  it("takes fixes at separate places in one pass, and defers one that overlaps another", () => {
    const text = JSON.stringify(
      {
        model: "claude-sonnet-4-5",
        max_tokens: 10,
        messages: Array.from({ length: 40 }, (_, i) => ({
          role: i % 2 ? "assistant" : "user",
          content: [
            { type: "text", text: "" },
            { type: "text", text: `turn ${i}` },
          ],
        })),
      },
      null,
      2,
    );
    const fixes = lint(text).flatMap((d) => (d.fix ? [d.fix.edits] : []));
    expect(fixes).toHaveLength(40);
    const once = combineFixes(text, fixes);
    expect(once.taken).toHaveLength(40);
    expect(lint(applyTextEdits(text, once.edits)).filter((d) => d.fix)).toEqual([]);
    // The same removal twice, and a replacement of the message around it: one of each overlapping group.
    const overlapping: Edit[][] = [
      [{ op: "remove", path: "/messages/3/content/0" }],
      [{ op: "replace", path: "/messages/3", value: { role: "assistant", content: "x" } }],
      [{ op: "remove", path: "/messages/5/content/0" }],
    ];
    expect(combineFixes(text, overlapping).taken).toEqual([1, 2]);
  });

  it("leaves out a fix that does not apply to the text or changes nothing", () => {
    const text = '{"messages": [{"role": "user", "content": "x"}]}';
    const fixes: Edit[][] = [
      [{ op: "remove", path: "/messages/4" }],
      [{ op: "replace", path: "/messages/0/content", value: "x" }],
      [{ op: "replace", path: "/messages/0/content", value: "y" }],
    ];
    const combined = combineFixes(text, fixes);
    expect(combined.taken).toEqual([2]);
    expect(applyTextEdits(text, combined.edits)).toBe('{"messages": [{"role": "user", "content": "y"}]}');
  });
});
