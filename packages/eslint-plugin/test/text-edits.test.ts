/**
 * `toTextEdits` (core) against `applyEdits` (core): the text edits must make the same change as the JSON Patch
 * edits, and keep a canonically formatted file canonically formatted; the same for object literals in code.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, toTextEdits, toTextEditsWith, type Edit } from "@msglint/core";
import { Linter, type ESLint } from "eslint";
import { evaluate, type EsNode, type EsScope } from "../src/js/evaluate.js";
import { codeLocator } from "../src/js/findings.js";
import { applyTextEdits } from "./helpers.js";

const check = (text: string, edits: Edit[]) => {
  const textEdits = toTextEdits(text, edits);
  const out = applyTextEdits(text, textEdits);
  expect(JSON.parse(out)).toEqual(applyEdits(JSON.parse(text), edits));
  return out;
};

describe("toTextEdits", () => {
  const pretty = JSON.stringify(
    {
      model: "m",
      messages: [
        { role: "user", content: "hi" },
        {
          role: "assistant",
          content: [
            { type: "text", text: "a" },
            { type: "tool_use", id: "t1", name: "x", input: {} },
          ],
        },
        {
          role: "user",
          content: [
            { type: "text", text: "b" },
            { type: "tool_result", tool_use_id: "t1" },
          ],
        },
      ],
    },
    null,
    2,
  );

  it("removes an array element with its comma, keeping the rest of the text", () => {
    const out = check(pretty, [{ op: "remove", path: "/messages/2/content/0" }]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, 2));
  });

  it("removes the last element and the comma before it", () => {
    const out = check(pretty, [{ op: "remove", path: "/messages/2" }]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, 2));
  });

  it("moves an element to the front of its array", () => {
    const out = check(pretty, [{ op: "move", from: "/messages/2/content/1", path: "/messages/2/content/0" }]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, 2));
  });

  it("replaces a value, serialised in the file's indentation", () => {
    const out = check(pretty, [{ op: "replace", path: "/messages/0/content", value: [{ type: "text", text: "hi" }] }]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, 2));
  });

  it("inserts elements, and appends with `-`", () => {
    const out = check(pretty, [
      { op: "add", path: "/messages/2/content/0", value: { type: "tool_result", tool_use_id: "t0", is_error: true } },
      { op: "add", path: "/messages/-", value: { role: "user", content: [] } },
    ]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, 2));
  });

  it("keeps a one-line document on one line, in its spacing", () => {
    const line = '{"messages": [{"role": "user", "content": [{"type": "text", "text": "x"}, {"type": "tool_result", "tool_use_id": "a"}]}]}';
    const out = check(line, [{ op: "move", from: "/messages/0/content/1", path: "/messages/0/content/0" }]);
    expect(out).toBe('{"messages": [{"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a"}, {"type": "text", "text": "x"}]}]}');
  });

  it("edits a document that starts later in the text (a JSONL line), leaving the other lines alone", () => {
    const text = '{"messages":[]}\n{"messages":[{"role":"user","content":"a"}]}\n';
    const start = text.indexOf("\n") + 1;
    const edits = toTextEdits(text, [{ op: "add", path: "/messages/-", value: { role: "assistant", content: "b" } }], start);
    expect(applyTextEdits(text, edits)).toBe('{"messages":[]}\n{"messages":[{"role":"user","content":"a"},{"role":"assistant","content":"b"}]}\n');
  });

  it("keeps CRLF line ends and tab indentation", () => {
    const text = JSON.stringify({ a: [1, 2], b: {} }, null, "\t").replace(/\n/g, "\r\n");
    const out = check(text, [
      { op: "add", path: "/b/c", value: { d: [1] } },
      { op: "remove", path: "/a/0" },
    ]);
    expect(out).toBe(JSON.stringify(JSON.parse(out), null, "\t").replace(/\n/g, "\r\n"));
  });

  it("indents by the line a lone CR starts, and by the document's own line on a compact one", () => {
    const text = JSON.stringify({ a: { b: [1] } }, null, 2).replace(/\n/g, "\r");
    const out = check(text, [{ op: "add", path: "/a/c", value: { d: 1 } }]);
    expect(out).toBe('{\r  "a": {\r    "b": [\r      1\r    ],\n    "c": {"d": 1}\r  }\r}');
    const compact = `{"x":1}\n${JSON.stringify({ a: { b: [1] } })}`;
    const start = compact.indexOf("\n") + 1;
    const edits = toTextEdits(compact, [{ op: "add", path: "/a/b/-", value: 2 }], start);
    expect(applyTextEdits(compact, edits)).toBe('{"x":1}\n{"a":{"b":[1,2]}}');
  });

  it("makes the same change as applyEdits for any edits, and keeps canonical formatting canonical", () => {
    const key = fc.constantFrom("a", "b", "c", "role", "content", "x/y", "t~", "é");
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null));
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(key, tie("value"), { maxKeys: 4 }),
      ),
    }));
    const document = fc.oneof(fc.array(value, { maxLength: 4 }), fc.dictionary(key, value, { maxKeys: 4 }));
    const indent = fc.constantFrom(0, 2, 4, "\t");
    fc.assert(
      fc.property(document, indent, fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), value, (doc, space, choices, newValue) => {
        const edits = randomEdits(doc, choices, newValue);
        fc.pre(edits.length > 0);
        const text = JSON.stringify(doc, null, space);
        const out = applyTextEdits(text, toTextEdits(text, edits));
        const expected = applyEdits(doc, edits);
        expect(JSON.parse(out)).toEqual(expected);
        // An empty document shows no indentation to follow: it stays compact.
        if (text.includes("\n") || space === 0) expect(out).toBe(JSON.stringify(JSON.parse(out), null, space));
      }),
      { numRuns: 1500 },
    );
  });
});

describe("toTextEditsWith and the code locator", () => {
  /** Runs the locator over the literal passed to `client.messages.create(...)` in `code`, inside a real ESLint run. */
  function codeEdits(code: string, edits: Edit[]): string {
    let out: string | undefined;
    const probe = {
      rules: {
        edit: {
          create: (context: { sourceCode: { text: string; getScope(node: EsNode): EsScope } }) => ({
            CallExpression(call: EsNode) {
              const argument = (call.arguments as EsNode[])[0]!;
              const evaluation = evaluate(argument, (node) => context.sourceCode.getScope(node), call)!;
              out = applyTextEdits(context.sourceCode.text, toTextEditsWith(context.sourceCode.text, edits, codeLocator(evaluation, argument)));
            },
          }),
        },
      },
    } as unknown as ESLint.Plugin;
    new Linter().verify(code, [{ plugins: { probe }, rules: { "probe/edit": "error" } }], { filename: "a.js" });
    return out!;
  }
  const requestOf = (code: string): unknown => Function(`return (${code.slice(code.indexOf("(") + 1, code.lastIndexOf(")"))});`)();

  it("makes the same change as applyEdits on object literals in code", () => {
    const key = fc.constantFrom("a", "b", "role", "content", "x-y", "é");
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null));
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("value"), { maxLength: 4 }), fc.dictionary(key, tie("value"), { maxKeys: 4 })),
    }));
    const document = fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 });
    fc.assert(
      fc.property(document, fc.constantFrom(0, 2), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), value, (doc, space, choices, newValue) => {
        const edits = randomEdits(doc, choices, newValue);
        fc.pre(edits.length > 0);
        // Keys written as identifiers where they can be, as people write them.
        const literal = JSON.stringify(doc, null, space).replace(/(?<!\\)"([A-Za-z_$][\w$]*)":/g, "$1:");
        const code = `client.messages.create(${literal});`;
        expect(requestOf(codeEdits(code, edits))).toEqual(applyEdits(doc, edits));
      }),
      { numRuns: 300 },
    );
  });
});

/** Valid sequential edits on `doc`, steered by `choices`. */
function randomEdits(doc: unknown, choices: number[], newValue: unknown): Edit[] {
  const edits: Edit[] = [];
  let current = doc;
  for (const choice of choices) {
    const containers: { pointer: string; value: unknown[] | Record<string, unknown> }[] = [];
    const walk = (node: unknown, pointer: string) => {
      if (node === null || typeof node !== "object") return;
      containers.push({ pointer, value: node as never });
      for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    };
    walk(current, "");
    const target = containers[choice % containers.length]!;
    const keys = Object.keys(target.value);
    const op = (choice >> 3) % 4;
    const pick = keys[(choice >> 5) % Math.max(keys.length, 1)];
    const esc = (k: string) => k.replace(/~/g, "~0").replace(/\//g, "~1");
    let edit: Edit | undefined;
    if (Array.isArray(target.value)) {
      const n = target.value.length;
      if (op === 0 && n > 0) edit = { op: "remove", path: `${target.pointer}/${(choice >> 5) % n}` };
      else if (op === 1 && n > 0) edit = { op: "replace", path: `${target.pointer}/${(choice >> 5) % n}`, value: newValue };
      else if (op === 2) edit = { op: "add", path: `${target.pointer}/${(choice >> 5) % 2 ? "-" : (choice >> 6) % (n + 1)}`, value: newValue };
      else if (n > 1) edit = { op: "move", from: `${target.pointer}/${(choice >> 5) % n}`, path: `${target.pointer}/${(choice >> 9) % n}` };
    } else {
      if (op === 0 && pick !== undefined) edit = { op: "remove", path: `${target.pointer}/${esc(pick)}` };
      else if (op === 1 && pick !== undefined) edit = { op: "replace", path: `${target.pointer}/${esc(pick)}`, value: newValue };
      else if (op >= 2) edit = { op: "add", path: `${target.pointer}/${esc(["a", "new", "b"][(choice >> 5) % 3]!)}`, value: newValue };
    }
    if (!edit) continue;
    edits.push(edit);
    current = applyEdits(current, [edit]);
  }
  return edits;
}
