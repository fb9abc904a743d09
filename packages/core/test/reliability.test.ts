/** Hostile input never crashes the engine, and every finding points inside its input (issue: reliability). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, lint, lintValue, repair, resolvePointer, type Diagnostic, type RepairStrategyName } from "../src/index.js";
import { repairStrategies } from "../src/repair.js";

const ids = fc.constantFrom("toolu_a", "toolu_b", "toolu_c", "srvtoolu_x", "bad id", "");
const text = fc.constantFrom("", " ", "\n", "hello", "trailing ", "ünïcødé ✓");
const block = fc.oneof(
  fc.record({ type: fc.constant("text"), text }),
  fc.record({
    type: fc.constant("tool_use"),
    id: ids,
    name: fc.constantFrom("bash", "read_file", "ghost"),
    input: fc.oneof(fc.constant({ command: "ls" }), fc.constant('{"command":"ls"}'), fc.constant(null), fc.constant({})),
  }),
  fc.record(
    {
      type: fc.constant("tool_result"),
      tool_use_id: ids,
      content: fc.oneof(
        fc.constant("ok"),
        fc.constant(""),
        fc.constant([]),
        fc.constant([{ type: "text", text: "x" }]),
        fc.constant([{ type: "image", source: { type: "base64", media_type: "image/png", data: "AA==" } }]),
      ),
      is_error: fc.boolean(),
    },
    { requiredKeys: ["type", "tool_use_id"] },
  ),
  fc.record({ type: fc.constant("server_tool_use"), id: ids, name: fc.constantFrom("web_search", "code_execution"), input: fc.constant({}) }),
  fc.record({ type: fc.constant("web_search_tool_result"), tool_use_id: ids, content: fc.constant([]) }),
  fc.record({ type: fc.constant("thinking"), thinking: text, signature: fc.constant("sig") }),
);
const message = fc.record({
  role: fc.constantFrom("user", "assistant", "user", "assistant", "system", "tool"),
  content: fc.oneof(text, fc.array(block, { maxLength: 4 })),
});
/** Conversations with every kind of pairing mistake, from a small id pool so that ids collide. */
export const conversation = fc.record(
  {
    model: fc.constant("claude-sonnet-4-5"),
    max_tokens: fc.constant(1024),
    system: fc.oneof(text, fc.constant([{ type: "text", text: "" }])),
    tools: fc.constant([
      { name: "bash", input_schema: { type: "object", properties: { command: { type: "string" } }, required: ["command"] } },
      { name: "read_file", input_schema: { type: "object" } },
    ]),
    messages: fc.array(message, { maxLength: 8 }),
  },
  { requiredKeys: ["messages"] },
);

function expectInside(diagnostics: Diagnostic[], source: string): void {
  const lines = source.split(/\r\n|\r|\n/);
  for (const d of diagnostics) {
    expect(d.line, d.ruleId).toBeGreaterThanOrEqual(1);
    expect(d.line!).toBeLessThanOrEqual(lines.length);
    expect(d.column!).toBeGreaterThanOrEqual(1);
    expect(d.column!).toBeLessThanOrEqual(lines[d.line! - 1]!.length + 1);
    expect(d.endLine!).toBeLessThanOrEqual(lines.length);
  }
}

describe("lint never throws", () => {
  it("on any JSON value, as a value and as text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        lintValue(value);
        const source = JSON.stringify(value) ?? "null";
        expectInside(lint(source), source);
      }),
      { numRuns: 500 },
    );
  });

  it("on any string, with every finding inside the text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), fc.string()), (source) => {
        expectInside(lint(source), source);
      }),
      { numRuns: 1000 },
    );
  });

  it("on any byte sequence", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => void lint(bytes)),
      { numRuns: 500 },
    );
  });

  it("on generated conversations: every pointer resolves and every position is in the file", () => {
    fc.assert(
      fc.property(conversation, fc.constantFrom(0, 2), fc.constantFrom("\n", "\r\n"), (request, indent, eol) => {
        const source = JSON.stringify(request, null, indent).replace(/\n/g, eol);
        const diagnostics = lint(source);
        expectInside(diagnostics, source);
        for (const d of diagnostics) expect(resolvePointer(request, d.pointer), `${d.ruleId} ${d.pointer}`).not.toBeUndefined();
        // Fixes and suggestions are edits that apply to the document.
        for (const d of diagnostics) for (const change of [d.fix, ...(d.suggestions ?? [])]) if (change) applyEdits(request, change.edits);
      }),
      { numRuns: 400 },
    );
  });
});

describe("many findings in one request", () => {
  it("150,000 findings, as text and as a value: no call spreads them as arguments (the stack held about 120,000)", () => {
    const blocks = Array.from({ length: 150_000 }, () => ({ type: "text", text: "" }));
    const body = { model: "claude-haiku-4-5", max_tokens: 10, messages: [{ role: "user", content: blocks }] };
    const found = lint(JSON.stringify(body)).filter((d) => d.ruleId === "text-block-empty");
    expect(found).toHaveLength(150_000);
    expect(found[149_999]!.line).toBe(1);
    expect(lintValue(body).filter((d) => d.ruleId === "text-block-empty")).toHaveLength(150_000);
  });
});

describe("hints that list names", () => {
  const names = Array.from({ length: 25 }, (_, i) => `t${i}`);
  it("tool-use-unknown-tool lists 20 declared names, then counts the rest", () => {
    const body = {
      model: "claude-haiku-4-5",
      max_tokens: 10,
      tools: names.map((name) => ({ name, input_schema: { type: "object" } })),
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "ghost", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }] },
      ],
    };
    const [found] = lintValue(body).filter((d) => d.ruleId === "tool-use-unknown-tool");
    expect(found!.hint).toContain(`${names.slice(0, 20).join(", ")} and 5 more`);
    expect(found!.hint).not.toContain("t20");
  });
  it("chat-tool-result-unknown-id lists 20 of the message's call ids, then counts the rest", () => {
    const calls = names.map((id) => ({ id, type: "function", function: { name: "f", arguments: "{}" } }));
    const results = names.map((id) => ({ role: "tool", tool_call_id: id, content: "ok" }));
    const body = {
      model: "gpt-4o",
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: null, tool_calls: calls },
        ...results,
        { role: "tool", tool_call_id: "nope", content: "?" },
      ],
    };
    const found = lintValue(body).filter((d) => d.ruleId === "chat-tool-result-unknown-id");
    expect(found).toHaveLength(1);
    expect(found[0]!.hint).toContain(`${names.slice(0, 20).join(", ")} and 5 more`);
  });
});

describe("repair on generated broken histories", () => {
  const strategies = Object.keys(repairStrategies) as RepairStrategyName[];

  it("silences the rules its strategies address, deterministically and idempotently", () => {
    fc.assert(
      fc.property(conversation, fc.subarray(strategies, { minLength: 1 }), (request, chosen) => {
        const { request: repaired } = repair(request, { strategies: chosen });
        const byRule = new Map(chosen.map((name) => [repairStrategies[name].ruleId as string, repairStrategies[name].uses]));
        // What is left of an addressed rule must be a finding its strategy has no edit for (e.g. a turn of several messages).
        const left = lintValue(repaired).filter((d) =>
          byRule.get(d.ruleId) === "fix" ? d.fix : byRule.get(d.ruleId) === "suggestion" && d.suggestions?.length,
        );
        expect(left.map((d) => `${d.ruleId} ${d.pointer}`)).toEqual([]);
        expect(JSON.stringify(repair(request, { strategies: chosen }).request)).toBe(JSON.stringify(repaired));
        expect(repair(repaired, { strategies: chosen }).changes).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("never changes a thinking block", () => {
    fc.assert(
      fc.property(conversation, (request) => {
        const thinking = (value: unknown) => JSON.stringify(value, (_, v) => v).match(/\{"type":"thinking"[^}]*\}/g) ?? [];
        const { request: repaired } = repair(request, { strategies });
        expect(thinking(repaired)).toEqual(thinking(request));
      }),
      { numRuns: 200 },
    );
  });
});

describe("hostile inputs", () => {
  const body = (messages: unknown) => JSON.stringify({ model: "m", max_tokens: 1, messages });

  it("nesting 100,000 deep", () => {
    const depth = 100_000;
    const deep = `{"messages": [{"role": "user", "content": [{"type": "tool_use", "id": "x", "name": "n", "input": ${"[".repeat(depth)}${"]".repeat(depth)}}]}]}`;
    const diagnostics = lint(deep);
    expect(diagnostics.map((d) => d.ruleId)).toEqual(["tool-use-in-user-message", "tool-use-input-not-object"]);
    const unclosed = lint("[".repeat(depth));
    expect(unclosed).toEqual([expect.objectContaining({ ruleId: "body-not-json", line: 1, column: depth + 1 })]);
  });

  it("a 10 MB string and a million-element array", () => {
    const big = "x".repeat(10 * 1024 * 1024);
    expect(lint(body([{ role: "user", content: big }]))).toEqual([]);
    const input = { items: Array.from({ length: 1_000_000 }, (_, i) => i) };
    const many = JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 1,
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "a", name: "n", input }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "a", content: "ok" }] },
      ],
    });
    expect(lint(many)).toEqual([]);
    // A million wrong elements: reported, but not a million times.
    const zeros = lint(body(Array.from({ length: 1_000_000 }, () => 0)));
    expect(zeros.filter((d) => d.ruleId === "request-schema").length).toBe(100);
    expect(zeros.length).toBeLessThan(200);
  });

  it("invalid UTF-8, lone surrogates and a BOM", () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('[{"role":"user","content":"'),
      0xff,
      0xfe,
      0xc3,
      ...new TextEncoder().encode('"}]'),
    ]);
    // The first invalid byte is reported where it is (the byte order mark not counted in columns), and the rest is linted.
    expect(lint(bytes)).toEqual([
      expect.objectContaining({
        ruleId: "body-not-json",
        severity: "error",
        message: "The request body is not valid UTF-8: invalid byte 0xFF at line 1 column 28 (byte offset 30)",
        line: 1,
        column: 28,
      }),
    ]);
    const source = '[{"role": "user", "content": "\\ud800 lone"}, {"role": "assistant", "content": [{"type": "text", "text": ""}]}]';
    expect(lint("\ufeff" + source)).toEqual([
      expect.objectContaining({ ruleId: "text-block-empty", line: 1, column: source.indexOf('{"type": "text"') + 1 }),
    ]);
  });

  it("CRLF and CR line endings keep columns right", () => {
    for (const eol of ["\r\n", "\r"]) {
      const source = `[${eol}  {"role": "user", "content": "go"},${eol}  {"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "n", "input": {}}]}${eol}]`;
      expect(lint(source)).toEqual([expect.objectContaining({ ruleId: "tool-use-missing-result", line: 3, column: 37 })]);
    }
  });

  it("__proto__ and constructor keys pollute nothing", () => {
    const source =
      '{"messages": [{"role": "user", "content": "x", "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}], "__proto__": {"polluted": true}}';
    lint(source);
    const value = JSON.parse(source);
    repair(value, { strategies: ["drop-empty-text"] });
    applyEdits(value, [{ op: "add", path: "/__proto__", value: { polluted: true } }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  });

  it("numbers like 1e400 and an empty file", () => {
    const huge =
      '{"model": "claude-sonnet-4-5", "max_tokens": 1, "messages": [{"role": "user", "content": "go"}, {"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "n", "input": {"x": 1e400, "y": -1e400}}]}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a", "content": "ok"}]}]}';
    expect(lint(huge)).toEqual([]);
    // Where a number must be an integer, Infinity is reported like any other wrong value.
    expect(lint('{"model": "claude-sonnet-4-5", "max_tokens": 1e400, "messages": [{"role": "user", "content": "x"}]}').map((d) => d.pointer)).toEqual(
      ["/max_tokens"],
    );
    expect(lint("")).toEqual([expect.objectContaining({ ruleId: "body-not-json", line: 1, column: 1 })]);
  });
});
