/** The neutral view the HTML report draws: the Anthropic dialect's, its placement in inputs, and findings landing on its items. */
import { describe, expect, it } from "vitest";
import { loadFixtures, loadSourceFixtures } from "../../../fixtures/load.js";
import { anthropic } from "../src/dialects/anthropic/index.js";
import { createLinter, viewTargets, type Dialect, type LintOptions, type RequestView, type ViewItem } from "../src/index.js";

type Block = Record<string, unknown>;
const user = (...content: Block[]) => ({ role: "user", content });
const assistant = (...content: Block[]) => ({ role: "assistant", content });
const text = (value: string) => ({ type: "text", text: value });
const toolUse = (id: string) => ({ type: "tool_use", id, name: "bash", input: { command: "ls" } });
const toolResult = (id: string, content: unknown = "ok") => ({ type: "tool_result", tool_use_id: id, content });

const linter = createLinter();
const viewOf = (body: object) => linter.views(body)[0]!.view!;
/** Each item as `kind[:type] pairing → answered call`. */
const items = (body: object) =>
  viewOf(body).turns.map(
    (turn) =>
      `${turn.role}: ` +
      turn.items
        .map((item: ViewItem) => [item.kind, item.pairing, item.answers && `→${item.answers.turn}.${item.answers.item}`].filter(Boolean).join(" "))
        .join(", "),
  );

describe("the Anthropic view", () => {
  it("draws system first, then every message as written, every block an item with its node", () => {
    const view = viewOf({
      system: "Be brief.",
      messages: [
        { role: "user", content: "hi" },
        assistant({ type: "thinking", thinking: "hmm", signature: "s" }, { type: "redacted_thinking", data: "x" }, text("look"), {
          type: "tool_use",
          id: "toolu_1",
          name: "screenshot",
          input: {},
        }),
        user(
          toolResult("toolu_1", [text("here"), { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } }]),
          { type: "document", title: "spec", source: { type: "text", media_type: "text/plain", data: "body" } },
          { type: "image", source: { type: "url", url: "https://example.com/a.png" } },
          { type: "search_result", source: "s", title: "t", content: [] },
        ),
        "not a message",
      ],
    });
    expect(view.dialect).toBe("anthropic");
    expect(view.turns.map((t) => [t.role, t.pointer, t.path])).toEqual([
      ["system", "/system", "system"],
      ["user", "/messages/0", "messages.0"],
      ["assistant", "/messages/1", "messages.1"],
      ["user", "/messages/2", "messages.2"],
      ["?", "/messages/3", "messages.3"],
    ]);
    expect(view.turns[1]!.items).toEqual([{ kind: "text", pointer: "/messages/0/content", path: "messages.0.content", type: "text", text: "hi" }]);
    const [thinking, redacted, , call] = view.turns[2]!.items;
    expect([thinking!.kind, thinking!.text, redacted!.kind, redacted!.type, redacted!.text]).toEqual([
      "thinking",
      "hmm",
      "thinking",
      "redacted_thinking",
      undefined,
    ]);
    expect(call).toMatchObject({
      kind: "call",
      id: "toolu_1",
      name: "screenshot",
      text: "{}",
      pointer: "/messages/1/content/3",
      pairing: "answered",
    });
    const [result, doc, url, other] = view.turns[3]!.items;
    expect(result).toMatchObject({ kind: "result", id: "toolu_1", pairing: "answered", answers: { turn: 2, item: 3 } });
    expect(result!.items!.map((i) => [i.kind, i.pointer, i.path])).toEqual([
      ["text", "/messages/2/content/0/content/0", "messages.2.content.0.content.0"],
      ["image", "/messages/2/content/0/content/1", "messages.2.content.0.content.1"],
    ]);
    expect(result!.items![1]!.media).toEqual({ mediaType: "image/png", data: "AAAA" });
    expect(doc).toMatchObject({ kind: "document", name: "spec", text: "body" });
    expect(url!.media).toEqual({ url: "https://example.com/a.png" });
    expect(other).toMatchObject({ kind: "other", type: "search_result" });
    expect(view.turns[4]!.items[0]).toMatchObject({ kind: "other", text: '"not a message"' });
  });

  it("gives calls and results the pairing analysis's verdicts, and each result the call it answers", () => {
    expect(items({ messages: [user(text("go")), assistant(toolUse("a"), toolUse("b")), user(toolResult("b"), toolResult("a"))] })).toEqual([
      "user: text",
      "assistant: call answered, call answered",
      "user: result answered →1.1, result answered →1.0",
    ]);
    // Text before the results: the call is answered too late, its result displaced.
    expect(items({ messages: [user(text("go")), assistant(toolUse("a")), user(text("wait"), toolResult("a"))] })).toEqual([
      "user: text",
      "assistant: call result-not-first",
      "user: text, result displaced →1.0",
    ]);
    // A pair split by a turn: the call is missing its result, the result answers nothing.
    expect(
      items({ messages: [user(text("go")), assistant(toolUse("a")), user(text("summary")), assistant(text("ok")), user(toolResult("a"))] }),
    ).toEqual(["user: text", "assistant: call missing", "user: text", "assistant: text", "user: result unexpected"]);
    expect(items({ messages: [user(text("go")), assistant(toolUse("a")), user(toolResult("a"), toolResult("a"))] })[2]).toBe(
      "user: result answered →1.0, result duplicate →1.0",
    );
  });

  it("links server tool results to their calls in the same turn, and marks a call in flight", () => {
    const search = (id: string) => ({ type: "server_tool_use", id, name: "web_search", input: { query: "q" } });
    const found = (id: string) => ({ type: "web_search_tool_result", tool_use_id: id, content: [] });
    expect(items({ messages: [user(text("go")), assistant(search("srvtoolu_1"), found("srvtoolu_1"), search("srvtoolu_2"))] })).toEqual([
      "user: text",
      "assistant: call answered, result answered →1.0, call in-flight",
    ]);
  });
});

describe("Linter.views", () => {
  it("places each request of a JSON Lines file in its document, with its line", () => {
    const line = (id: string) => JSON.stringify({ messages: [user(text(id))] });
    const views = linter.views(`${line("a")}\n\n${line("b")}\n`, { filePath: "x.jsonl" });
    expect(views.map((v) => [v.document, v.line, v.pointer, v.dialect, v.title])).toEqual([
      [0, 1, "", "anthropic", "Anthropic Messages API"],
      [1, 3, "", "anthropic", "Anthropic Messages API"],
    ]);
  });

  it("rewrites pointers into the document for a request inside it (a batch entry), and names it", () => {
    const [view] = linter.views(
      JSON.stringify({ custom_id: "r1", params: { model: "claude-sonnet-4-5", max_tokens: 9, messages: [user(text("a"))] } }),
    );
    expect(view).toMatchObject({ document: 0, pointer: "/params", label: 'batch request custom_id "r1"' });
    expect(view!.view!.turns[0]!.items[0]!.pointer).toBe("/params/messages/0/content/0");
  });

  it("places a bare list of messages in the array itself", () => {
    const [view] = linter.views([user(text("a"))]);
    expect(view!.view!.turns[0]!.pointer).toBe("/0");
  });

  it("places a transcript's blocks on the lines they were read from", () => {
    const [fixture] = loadSourceFixtures("claude-code").filter((c) => c.name === "parallel-results-on-separate-lines.jsonl");
    const views = linter.views(fixture!.text, { filePath: fixture!.file });
    expect(views).toHaveLength(1);
    const documents = new Set(views[0]!.view!.turns.flatMap((turn) => turn.items.map((item) => item.document ?? views[0]!.document)));
    expect(documents.size).toBeGreaterThan(2);
    for (const item of views[0]!.view!.turns.flatMap((turn) => turn.items)) expect(item.pointer).toMatch(/^\/message\/content/);
  });

  it("marks a captured body's nodes as inside its string", () => {
    const [fixture] = loadSourceFixtures("har").filter((c) => c.name === "messages-400.har");
    const [view] = linter.views(fixture!.text, { filePath: fixture!.file });
    expect(view!.within).toBe("");
    expect(view!.view!.turns[0]).toMatchObject({ pointer: view!.pointer, within: "/messages/0" });
  });

  it("leaves the view out for a dialect that draws none", () => {
    const plain: Dialect = { ...anthropic, id: "plain", view: undefined };
    const [view] = createLinter({ dialects: [plain] }).views({ messages: [user(text("a"))] });
    expect(view).toEqual({ document: 0, pointer: "", dialect: "plain", title: anthropic.title });
  });

  it("draws nothing for a document that does not parse or holds no request", () => {
    expect(linter.views("{", { filePath: "a.json" })).toEqual([]);
    expect(linter.views({ hello: 1 })).toEqual([]);
  });
});

describe("findings land on the view's nodes", () => {
  const cases = [...loadFixtures(), ...loadSourceFixtures()].filter((c) => c.kind === "invalid");

  it.each(cases.map((c) => [c.relativePath, c] as const))("%s", (_, fixture) => {
    const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
    const views: RequestView[] = linter.views(fixture.text, options);
    const target = viewTargets(views);
    for (const diagnostic of linter.lint(fixture.text, options)) {
      const at = target(diagnostic);
      // A finding about a message or the system prompt lands on its turn; any finding inside a request lands on the request.
      if (diagnostic.dialect === "anthropic" && /^(messages\.\d|system)/.test(diagnostic.path) && views.length > 0)
        expect(at?.turn, `${diagnostic.ruleId} ${diagnostic.pointer}`).toBeDefined();
      if (at?.item !== undefined) {
        const view = views[at.request]!.view!;
        const item = view.turns[at.turn!]!.items[at.item]!;
        const node = at.nested !== undefined ? item.items![at.nested]! : item;
        if (node.within === undefined) expect(diagnostic.pointer.startsWith(node.pointer)).toBe(true);
        else expect(diagnostic.path.startsWith(node.path)).toBe(true);
      }
    }
  });
});
