/** The neutral view the HTML report draws: every dialect's, its placement in inputs, and findings landing on its items. */
import { afterAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadFixtures, loadSourceFixtures } from "../../../fixtures/load.js";
import { anthropic } from "../src/dialects/anthropic/index.js";
import {
  createLinter,
  viewTargets,
  type ConversationView,
  type Dialect,
  type DialectId,
  type LintOptions,
  type RequestView,
  type ViewItem,
} from "../src/index.js";

type Block = Record<string, unknown>;
const user = (...content: Block[]) => ({ role: "user", content });
const assistant = (...content: Block[]) => ({ role: "assistant", content });
const text = (value: string) => ({ type: "text", text: value });
const toolUse = (id: string) => ({ type: "tool_use", id, name: "bash", input: { command: "ls" } });
const toolResult = (id: string, content: unknown = "ok") => ({ type: "tool_result", tool_use_id: id, content });

const linter = createLinter();
const viewOf = (body: object, dialect?: DialectId) => linter.views(body, dialect ? { settings: { dialect } } : {})[0]!.view!;
/** Each turn as `role: kind pairing →answered call, …`. */
const drawn = (view: ConversationView) =>
  view.turns.map(
    (turn) =>
      `${turn.role}: ` +
      turn.items
        .map((item: ViewItem) => [item.kind, item.pairing, item.answers && `→${item.answers.turn}.${item.answers.item}`].filter(Boolean).join(" "))
        .join(", "),
  );
const items = (body: object, dialect?: DialectId) => drawn(viewOf(body, dialect));
const ROOT = join(import.meta.dirname, "../../..");
/** A fixture of the repository: its text, its views and its findings, each finding with the node it lands on. */
function fixtureViews(relative: string, model?: string) {
  const file = join(ROOT, relative);
  const text = readFileSync(file, "utf8");
  const settings = model === undefined ? undefined : { model };
  const views = linter.views(text, { filePath: file, settings });
  const target = viewTargets(views);
  const findings = linter.lint(text, { filePath: file, settings }).map((diagnostic) => {
    const at = target(diagnostic);
    const turn = at?.turn !== undefined ? views[at.request]!.view!.turns[at.turn] : undefined;
    const item = at?.item !== undefined ? turn!.items[at.item] : undefined;
    return { diagnostic, at, turn, item };
  });
  return { views, view: views[0]!.view!, findings };
}

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

describe("the OpenAI Chat view", () => {
  const call = (id: string, name = "read_file", args = '{"path":"a.ts"}') => ({ id, type: "function", function: { name, arguments: args } });
  const tool = (id: string, content: unknown = "ok") => ({ role: "tool", tool_call_id: id, content });

  it("draws every message in order, system first as written; a tool message is one result answering its call", () => {
    const { view, findings } = fixtureViews("fixtures/examples/openai-chat/interrupted-agent-loop.json");
    expect(view.dialect).toBe("openai-chat");
    expect(view.turns.map((t) => [t.role, t.pointer, t.path])).toEqual([
      ["system", "/messages/0", "messages[0]"],
      ["user", "/messages/1", "messages[1]"],
      ["assistant", "/messages/2", "messages[2]"],
      ["tool", "/messages/3", "messages[3]"],
      ["user", "/messages/4", "messages[4]"],
      ["tool", "/messages/5", "messages[5]"],
    ]);
    // The second call's answer comes after a user message: the call has no result, the late answer answers nothing.
    expect(drawn(view)).toEqual([
      "system: text",
      "user: text",
      "assistant: call answered, call missing",
      "tool: result answered →2.0",
      "user: text",
      "tool: result unexpected",
    ]);
    expect(view.turns[0]!.items[0]).toMatchObject({ pointer: "/messages/0/content", path: "messages[0].content" });
    const [first, second] = view.turns[2]!.items;
    expect(first).toMatchObject({
      kind: "call",
      type: "function",
      id: "call_Ab12Cd34Ef56Gh78Ij90Kl12",
      name: "run_tests",
      text: '{\n  "pattern": "date"\n}',
      pointer: "/messages/2/tool_calls/0",
      path: "messages[2].tool_calls[0]",
    });
    expect(second!.id).toBe("call_Mn34Op56Qr78St90Uv12Wx34");
    expect(view.turns[3]!.items[0]).toMatchObject({
      kind: "result",
      id: "call_Ab12Cd34Ef56Gh78Ij90Kl12",
      text: "FAIL test/date.test.ts > formats UTC midnight",
      pointer: "/messages/3",
      path: "messages[3]",
    });
    // The orphan's finding (on its `role`) lands on the result itself; the missing result's on the assistant turn.
    expect(findings.map((f) => [f.diagnostic.ruleId, f.at])).toEqual([
      ["chat-tool-result-missing", { request: 0, turn: 2 }],
      ["chat-tool-result-orphan", { request: 0, turn: 5, item: 0 }],
    ]);
    expect(findings[1]!.item).toBe(view.turns[5]!.items[0]);
  });

  it("draws parts, images, files, audio, reasoning, refusals and the older function call", () => {
    const view = viewOf(
      {
        model: "gpt-4.1",
        messages: [
          { role: "developer", content: [{ type: "text", text: "Be brief." }] },
          {
            role: "user",
            content: [
              { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } },
              { type: "image_url", image_url: { url: "https://example.com/a.png" } },
              { type: "file", file: { filename: "spec.pdf", file_data: "data:application/pdf;base64,JVBERi0=" } },
              { type: "file", file: { file_id: "file-abc" } },
              { type: "input_audio", input_audio: { data: "UklGRg==", format: "wav" } },
              "loose",
            ],
          },
          { role: "assistant", reasoning_content: "think", content: null, refusal: "no", function_call: { name: "f", arguments: "{}" } },
          { role: "function", name: "f", content: "done" },
        ],
      },
      "openai-chat",
    );
    expect(drawn(view)).toEqual([
      "developer: text",
      "user: image, image, document, document, other, other",
      "assistant: thinking, text, call",
      "function: result",
    ]);
    const [png, url, pdf, fileId, audio, loose] = view.turns[1]!.items;
    expect(png!.media).toEqual({ mediaType: "image/png", data: "iVBORw0KGgo=" });
    expect(url!.media).toEqual({ url: "https://example.com/a.png" });
    expect(pdf).toMatchObject({ name: "spec.pdf", media: { mediaType: "application/pdf", data: "JVBERi0=" }, path: "messages[1].content[2]" });
    expect(fileId!.media).toEqual({ url: "file_id:file-abc" });
    expect(audio).toMatchObject({ type: "input_audio", media: { mediaType: "audio/wav", data: "UklGRg==" } });
    expect(loose).toMatchObject({ pointer: "/messages/1/content/5", text: '"loose"' });
    expect(view.turns[2]!.items.map((i) => [i.type, i.text, i.pointer])).toEqual([
      ["reasoning_content", "think", "/messages/2/reasoning_content"],
      ["refusal", "no", "/messages/2/refusal"],
      ["function_call", "{}", "/messages/2/function_call"],
    ]);
    expect(view.turns[3]!.items[0]).toMatchObject({ kind: "result", name: "f", text: "done" });
  });

  it("gives calls and tool messages the pairing's verdicts: any order, unknown ids, duplicates", () => {
    const user = { role: "user", content: "go" };
    const asked = { role: "assistant", content: null, tool_calls: [call("a"), call("b")] };
    expect(items({ model: "gpt-4.1", messages: [user, asked, tool("b"), tool("a")] }, "openai-chat")).toEqual([
      "user: text",
      "assistant: call answered, call answered",
      "tool: result answered →1.1",
      "tool: result answered →1.0",
    ]);
    expect(items({ model: "gpt-4.1", messages: [user, asked, tool("a"), tool("a"), tool("x")] }, "openai-chat").slice(1)).toEqual([
      "assistant: call answered, call missing",
      "tool: result answered →1.0",
      "tool: result duplicate →1.0",
      "tool: result unexpected",
    ]);
    // Results with parts keep them, each with its node.
    const [result] = viewOf({ model: "gpt-4.1", messages: [user, asked, tool("a", [{ type: "text", text: "part" }])] }, "openai-chat").turns[2]!
      .items;
    expect(result!.items).toEqual([{ kind: "text", type: "text", text: "part", pointer: "/messages/2/content/0", path: "messages[2].content[0]" }]);
  });
});

describe("the OpenAI Responses view", () => {
  const fnCall = (callId: string) => ({ type: "function_call", call_id: callId, name: "run_tests", arguments: '{"pattern":"date"}' });
  const output = (callId: string, out: unknown = "ok") => ({ type: "function_call_output", call_id: callId, output: out });

  it("draws instructions first, then each input item as a turn, messages by role and other items by type", () => {
    const { view } = fixtureViews("fixtures/examples/openai-responses/codex-style-history-ok.json");
    expect(view.dialect).toBe("openai-responses");
    expect(drawn(view)).toEqual([
      "developer: text",
      "user: text",
      "reasoning: thinking",
      "function_call: call answered",
      "function_call_output: result answered →3.0",
      "assistant: text",
      "user: text",
    ]);
    expect(view.turns[3]!.items[0]).toMatchObject({
      kind: "call",
      type: "function_call",
      id: "call_Ab12Cd34Ef56Gh78",
      name: "run_tests",
      text: '{\n  "pattern": "date"\n}',
      pointer: "/input/3",
      path: "input[3]",
    });
    expect(view.turns[5]!.items[0]).toMatchObject({ type: "output_text", pointer: "/input/5/content/0", path: "input[5].content[0]" });
    // No summary: the reasoning is only its encrypted content.
    expect(view.turns[2]!.items[0]!.text).toBeUndefined();
  });

  it("puts an output without its call, and the stored reasoning's finding, on their items", () => {
    const { view, findings } = fixtureViews("fixtures/examples/openai-responses/truncated-history.json");
    expect(drawn(view)).toEqual(["user: text", "function_call_output: result unexpected", "reasoning: thinking", "user: text"]);
    // `store: false`: the reasoning item is refused as a reference to nothing, not as an orphan (resp-reasoning-orphan is silent there).
    expect(findings.map((f) => [f.diagnostic.ruleId, f.at])).toEqual([
      ["resp-output-without-call", { request: 0, turn: 1, item: 0 }],
      ["resp-store-false-ref", { request: 0, turn: 2, item: 0 }],
    ]);
  });

  it("pairs by call_id anywhere later, and draws parts, outputs with parts and string input", () => {
    const body = {
      model: "gpt-5.4",
      instructions: "Be brief.",
      input: [
        {
          role: "user",
          content: [
            { type: "input_text", text: "look" },
            { type: "input_image", image_url: "data:image/jpeg;base64,/9j/" },
          ],
        },
        fnCall("a"),
        fnCall("b"),
        { type: "reasoning", summary: [{ type: "summary_text", text: "thought" }] },
        output("b", [{ type: "input_text", text: "part" }]),
        output("z"),
        { type: "input_file", filename: "x" },
      ],
    };
    const view = viewOf(body, "openai-responses");
    expect(drawn(view)).toEqual([
      "instructions: text",
      "user: text, image",
      "function_call: call missing",
      "function_call: call answered",
      "reasoning: thinking",
      "function_call_output: result answered →3.0",
      "function_call_output: result unexpected",
      "input_file: other",
    ]);
    expect(view.turns[0]).toMatchObject({ pointer: "/instructions", path: "instructions", items: [{ text: "Be brief." }] });
    expect(view.turns[1]!.items[1]!.media).toEqual({ mediaType: "image/jpeg", data: "/9j/" });
    expect(view.turns[4]!.items[0]!.text).toBe("thought");
    expect(view.turns[5]!.items[0]!.items).toEqual([
      { kind: "text", type: "input_text", text: "part", pointer: "/input/4/output/0", path: "input[4].output[0]" },
    ]);
    expect(viewOf({ model: "gpt-5.4", input: "hi" }, "openai-responses").turns).toEqual([
      { role: "user", pointer: "/input", path: "input", items: [{ kind: "text", pointer: "/input", path: "input", text: "hi" }] },
    ]);
  });
});

describe("the Gemini view", () => {
  const call = (name: string, id?: string) => ({ functionCall: { name, args: { q: name }, ...(id ? { id } : {}) } });
  const response = (name: string, id?: string) => ({ functionResponse: { name, response: { output: "ok" }, ...(id ? { id } : {}) } });

  it("draws systemInstruction first, then every content; a response is linked to the call with its id", () => {
    const { view } = fixtureViews("fixtures/examples/gemini/agent-session-ok.json");
    expect(view.dialect).toBe("gemini");
    // The responses come in the other order than the calls: each is linked to the call with its id.
    expect(drawn(view)).toEqual([
      "system: text",
      "user: text",
      "model: thinking, call answered, call answered",
      "user: result answered →2.2, result answered →2.1",
      "model: text",
      "user: text",
    ]);
    expect(view.turns[0]).toMatchObject({ pointer: "/systemInstruction", path: "system_instruction" });
    expect(view.turns[0]!.items[0]).toMatchObject({ pointer: "/systemInstruction/parts/0", path: "system_instruction.parts[0]" });
    const [thought, first, second] = view.turns[2]!.items;
    expect(thought).toMatchObject({ kind: "thinking", type: "text", text: "I'll look up flights and the weather." });
    expect(first).toMatchObject({ kind: "call", type: "functionCall", id: "fc_1", name: "search_flights", pointer: "/contents/1/parts/1" });
    expect(JSON.parse(first!.text!)).toEqual({ from: "CDG", to: "OSL", date: "2026-12-18" });
    // Either spelling is read.
    expect(second).toMatchObject({ kind: "call", id: "fc_2", name: "get_weather", path: "contents[1].parts[2]" });
    expect(view.turns[3]!.items[0]).toMatchObject({ kind: "result", id: "fc_2", name: "get_weather", text: '{\n  "output": "-4°C, snow"\n}' });
  });

  it("counts responses: a call turn answered short marks the calls past the count, the split response answers nothing", () => {
    const { view, findings } = fixtureViews("fixtures/examples/gemini/parallel-responses-split.json");
    expect(drawn(view)).toEqual(["user: text", "model: call answered, call missing", "user: result answered →1.0", "user: result unexpected"]);
    expect(findings.map((f) => [f.diagnostic.ruleId, f.at])).toEqual([["gemini-fr-count", { request: 0, turn: 2 }]]);
  });

  it("lands a part's finding on its item, and draws media, code and odd parts", () => {
    const { view, findings } = fixtureViews("fixtures/examples/gemini/openai-shapes-sent-to-gemini.json");
    const mime = findings.find((f) => f.diagnostic.ruleId === "gemini-mime-invalid")!;
    expect(mime.at).toEqual({ request: 0, turn: 1, item: 1 });
    expect(mime.item).toMatchObject({ kind: "image", type: "inlineData", pointer: "/contents/1/parts/1", media: { mediaType: "image/jpg" } });
    expect(view.turns[0]!.role).toBe(findings.find((f) => f.diagnostic.ruleId === "gemini-role-invalid")!.turn!.role);
    const odd = viewOf(
      {
        contents: [
          { parts: { text: "one object for the list" } },
          {
            role: "model",
            parts: [
              { executableCode: { language: "PYTHON", code: "print(1)" } },
              { fileData: { mimeType: "application/pdf", fileUri: "gs://b/a.pdf" } },
              { thoughtSignature: "c2ln" },
              "loose",
              call("f"),
            ],
          },
          { role: "user", parts: [response("f"), response("g")] },
          7,
        ],
      },
      "gemini",
    );
    expect(drawn(odd)).toEqual([
      "user: text",
      "model: other, document, other, other, call answered",
      "user: result answered →1.4, result unexpected",
      "?: other",
    ]);
    expect(odd.turns[0]!.items[0]).toMatchObject({ pointer: "/contents/0/parts", path: "contents[0].parts[0]" });
    expect(odd.turns[1]!.items.map((i) => i.text ?? i.media?.url)).toEqual([
      "print(1)",
      "gs://b/a.pdf",
      '{\n  "thoughtSignature": "c2ln"\n}',
      '"loose"',
      '{\n  "q": "f"\n}',
    ]);
    expect(odd.turns[3]).toMatchObject({ pointer: "/contents/3", path: "contents[3]" });
  });
});

describe("the Bedrock Converse view", () => {
  const use = (id: string, extra: object = {}) => ({ toolUse: { toolUseId: id, name: "get_weather", input: { city: "Oslo" }, ...extra } });
  const result = (id: string, extra: object = {}) => ({ toolResult: { toolUseId: id, content: [{ text: "ok" }], ...extra } });

  it("draws system first, then every message; uses and results with the pairing's verdicts and links", () => {
    const { view, findings } = fixtureViews("fixtures/examples/bedrock-converse/split-tool-results.json");
    expect(view.dialect).toBe("bedrock-converse");
    expect(view.turns.map((t) => [t.role, t.pointer, t.path])).toEqual([
      ["system", "/system", "system"],
      ["user", "/messages/0", "messages.0"],
      ["assistant", "/messages/1", "messages.1"],
      ["user", "/messages/2", "messages.2"],
      ["user", "/messages/3", "messages.3"],
    ]);
    expect(drawn(view)).toEqual([
      "system: text",
      "user: text",
      "assistant: text, call answered, call missing",
      "user: result answered →2.1",
      "user: result unexpected",
    ]);
    expect(view.turns[2]!.items[1]).toMatchObject({
      kind: "call",
      type: "toolUse",
      id: "tooluse_kQ3wz7RrS2uB1xYp0aLm4d",
      name: "get_weather",
      text: '{\n  "city": "Paris"\n}',
      pointer: "/messages/1/content/1",
      path: "messages.1.content.1",
    });
    const answered = view.turns[3]!.items[0]!;
    expect(answered).toMatchObject({ kind: "result", id: "tooluse_kQ3wz7RrS2uB1xYp0aLm4d", pointer: "/messages/2/content/0" });
    expect(answered.items).toEqual([
      {
        kind: "text",
        type: "text",
        text: "Paris: 18°C, light rain",
        pointer: "/messages/2/content/0/toolResult/content/0",
        path: "messages.2.content.0.toolResult.content.0",
      },
    ]);
    expect(findings.map((f) => [f.diagnostic.ruleId, f.at])).toEqual([
      ["bedrock-tool-result-missing", { request: 0, turn: 3 }],
      ["bedrock-tool-result-excess", { request: 0, turn: 4 }],
    ]);
  });

  it("lands a block's finding on its item", () => {
    // bedrock-text-blank holds on Claude only.
    const { findings } = fixtureViews(
      "fixtures/examples/bedrock-converse/summary-without-tools.json",
      "us.anthropic.claude-sonnet-4-5-20250929-v1:0",
    );
    const blank = findings.find((f) => f.diagnostic.ruleId === "bedrock-text-blank")!;
    expect(blank.at).toEqual({ request: 0, turn: 4, item: 0 });
    expect(blank.item).toMatchObject({ kind: "text", pointer: "/messages/3/content/0" });
  });

  it("draws media, reasoning, error results, JSON results, and links a server tool's result in its own message", () => {
    const view = viewOf(
      {
        messages: [
          {
            role: "user",
            content: [
              { image: { format: "png", source: { bytes: "iVBORw0KGgo=" } } },
              { document: { format: "txt", name: "notes", source: { text: "hello" } } },
              { video: { format: "mp4", source: { s3Location: { uri: "s3://b/v.mp4" } } } },
              { cachePoint: { type: "default" } },
            ],
          },
          {
            role: "assistant",
            content: [
              { reasoningContent: { reasoningText: { text: "hmm", signature: "s" } } },
              { reasoningContent: { redactedContent: "AAAA" } },
              use("srv", { type: "server_tool_use" }),
              result("srv"),
              use("a"),
            ],
          },
          { role: "user", content: [result("a", { status: "error", content: [{ json: { code: 1 } }] })] },
        ],
      },
      "bedrock-converse",
    );
    expect(drawn(view)).toEqual([
      "user: image, document, other, other",
      "assistant: thinking, thinking, call answered, result answered →1.2, call answered",
      "user: result answered →1.4",
    ]);
    const [image, document, video] = view.turns[0]!.items;
    expect(image!.media).toEqual({ mediaType: "image/png", data: "iVBORw0KGgo=" });
    expect(document).toMatchObject({ name: "notes", text: "hello" });
    expect(video).toMatchObject({ type: "video", media: { mediaType: "video/mp4", url: "s3://b/v.mp4" } });
    expect(view.turns[1]!.items.slice(0, 2).map((i) => i.text)).toEqual(["hmm", undefined]);
    const failed = view.turns[2]!.items[0]!;
    expect(failed.isError).toBe(true);
    expect(failed.items![0]).toMatchObject({ kind: "text", type: "json", text: '{\n  "code": 1\n}' });
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

  /** The paths of what each dialect draws as turns: its messages (contents, input items) and its system prompt. */
  const TURN_PATHS: Record<string, RegExp> = {
    anthropic: /^(messages\.\d|system)/,
    "openai-chat": /^messages\[\d/,
    "openai-responses": /^(input\[\d|instructions)/,
    gemini: /^(contents\[\d|system_instruction)/,
    "bedrock-converse": /^(messages\.\d|system)/,
  };
  const landed = new Set<string>();
  afterAll(() => {
    // Every dialect's findings land on drawn items somewhere in the fixtures.
    expect([...landed].sort()).toEqual(Object.keys(TURN_PATHS).sort());
  });

  it.each(cases.map((c) => [c.relativePath, c] as const))("%s", (_, fixture) => {
    const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
    const views: RequestView[] = linter.views(fixture.text, options);
    const target = viewTargets(views);
    for (const view of views) expect(view.view, `${view.dialect} draws a view`).toBeDefined();
    for (const diagnostic of linter.lint(fixture.text, options)) {
      const at = target(diagnostic);
      // A finding about a message or the system prompt lands on its turn; any finding inside a request lands on the request.
      if (diagnostic.dialect !== undefined && TURN_PATHS[diagnostic.dialect]?.test(diagnostic.path) && views.length > 0)
        expect(at?.turn, `${diagnostic.ruleId} ${diagnostic.pointer}`).toBeDefined();
      if (at?.item !== undefined) landed.add(views[at.request]!.dialect);
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
