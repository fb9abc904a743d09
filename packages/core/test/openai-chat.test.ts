/** The Chat Completions dialect: detection, OpenAI's path forms, and the pairing of tool calls with tool messages. */
import { describe, expect, it } from "vitest";
import { builtinDialects, detectDialect, explainApiError, lintValue } from "../src/index.js";
import { openaiPaths, paramPath } from "../src/model/openai-paths.js";

const call = (id: string) => ({ id, type: "function", function: { name: "get_weather", arguments: "{}" } });
const ids = (body: unknown, settings = {}) => lintValue(body, { settings }).map((d) => `${d.ruleId} ${d.path}`);

describe("detection", () => {
  const detect = (value: unknown) => {
    const found = detectDialect(value, builtinDialects);
    return found.dialect?.id ?? (found.candidates ? `ambiguous: ${found.candidates.map((d) => d.id).join(", ")}` : "none");
  };

  it("claims bodies with a feature only Chat Completions has", () => {
    expect(detect({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })).toBe("openai-chat");
    expect(detect({ model: "deepseek-chat", messages: [{ role: "user", content: "hi" }], response_format: { type: "json_object" } })).toBe(
      "openai-chat",
    );
    expect(detect({ model: "x", max_completion_tokens: 10, messages: [] })).toBe("openai-chat");
    expect(detect({ model: "x", messages: [{ role: "tool", tool_call_id: "a", content: "r" }] })).toBe("openai-chat");
    expect(detect({ model: "x", tools: [{ type: "function", function: { name: "f" } }], messages: [] })).toBe("openai-chat");
    expect(
      detect([
        { role: "developer", content: "Be brief." },
        { role: "user", content: "hi" },
      ]),
    ).toBe("openai-chat");
  });

  it("leaves a plain body to the first dialect, and a body both formats claim ambiguous", () => {
    expect(detect({ model: "local-model", messages: [{ role: "user", content: "hi" }] })).toBe("anthropic");
    expect(detect({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "developer", content: "x" }] })).toBe(
      "ambiguous: anthropic, openai-chat",
    );
  });

  it("claims an agent history in its pairing whatever the model's name (a Claude model through a Chat Completions gateway)", () => {
    const history = [
      { role: "user", content: "x" },
      { role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c", content: "r" },
    ];
    expect(detect({ model: "claude-sonnet-4-5", max_tokens: 10, messages: history })).toBe("openai-chat");
    expect(detect(history)).toBe("openai-chat");
  });

  it("does not claim lists of Responses items", () => {
    expect(detect([{ type: "message", role: "developer", content: "x" }])).not.toBe("openai-chat");
  });
});

describe("OpenAI's path forms", () => {
  it("puts indices in brackets, and a dot before them in the param form", () => {
    const path = openaiPaths.child(openaiPaths.child(openaiPaths.child(openaiPaths.child("", "messages"), 3), "tool_calls"), 0);
    expect(path).toBe("messages[3].tool_calls[0]");
    expect(paramPath({ pointer: "/messages/3/role", path: "messages[3].role" })).toBe("messages.[3].role");
  });
});

describe("neighbours by their place among the messages, past an entry that is no message", () => {
  const junk = "not a message";
  const found = (rule: string, body: unknown, settings = {}) =>
    lintValue(body, { settings })
      .filter((d) => d.ruleId === rule)
      .map((d) => `${d.path} ${d.hint ?? ""}`);
  it("chat-user-after-tool looks at the message before, not at the entry before", () => {
    const messages = [junk, { role: "user", content: "hi" }, { role: "assistant", content: null, tool_calls: [call("call_1")] }];
    const body = {
      model: "mistral-large-latest",
      messages: [...messages, { role: "tool", tool_call_id: "call_1", content: "ok" }, { role: "user", content: "go" }],
    };
    expect(found("chat-user-after-tool", body, { target: "mistral" })).toHaveLength(1);
  });
  it("chat-tool-result-orphan names the message before the orphan", () => {
    const body = { model: "gpt-4o", messages: [junk, { role: "user", content: "hi" }, { role: "tool", tool_call_id: "call_9", content: "ok" }] };
    expect(found("chat-tool-result-orphan", body)).toEqual([expect.stringContaining("messages[1]")]);
  });
});

describe("pairing", () => {
  it("reports each unanswered assistant message once, listing its ids in call order", () => {
    const body = {
      model: "gpt-4o",
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: null, tool_calls: [call("call_1"), call("call_2"), call("call_3")] },
        { role: "tool", tool_call_id: "call_2", content: "ok" },
      ],
    };
    const [missing] = lintValue(body);
    expect(missing!.message).toMatch(/did not have response messages: call_1, call_3$/);
    expect(missing!.path).toBe("messages.[1].role");
  });

  it("takes consecutive tool messages as one run, in any order, and accepts what OpenAI accepts", () => {
    const body = {
      model: "gpt-4o",
      messages: [
        { role: "assistant", content: "Hello" },
        { role: "assistant", content: null, tool_calls: [call("a"), call("b")] },
        { role: "tool", tool_call_id: "b", content: "1" },
        { role: "tool", tool_call_id: "a", content: [{ type: "text", text: "2" }] },
        { role: "user", content: "next" },
        { role: "user", content: "and again" },
      ],
    };
    expect(ids(body)).toEqual([]);
  });

  it("tells an answer to another message's call (unknown id) from a tool message after no call (orphan)", () => {
    const body = {
      model: "gpt-4o",
      messages: [
        { role: "assistant", content: null, tool_calls: [call("a")] },
        { role: "tool", tool_call_id: "a", content: "1" },
        { role: "assistant", content: null, tool_calls: [call("b")] },
        { role: "tool", tool_call_id: "a", content: "again" },
        { role: "tool", tool_call_id: "b", content: "2" },
        { role: "assistant", content: "done" },
        { role: "tool", tool_call_id: "b", content: "late" },
      ],
    };
    expect(ids(body)).toEqual(["chat-tool-result-unknown-id messages.[3].tool_call_id", "chat-tool-result-orphan messages.[6].role"]);
  });

  it("uses the target's wording, not its own logic", () => {
    const body = {
      model: "m",
      messages: [
        { role: "user", content: "x" },
        { role: "tool", tool_call_id: "a", content: "1" },
      ],
    };
    const [openai] = lintValue(body, { settings: { dialect: "openai-chat" } });
    const [deepseek] = lintValue(body, { settings: { dialect: "openai-chat", target: "deepseek" } });
    expect(openai!.message).toContain("preceeding");
    expect(deepseek!.message).toBe("Messages with role 'tool' must be a response to a preceding message with 'tool_calls'");
    expect(deepseek!.pointer).toBe(openai!.pointer);
  });

  it("reports every repeat of one id answered many times, each against the first", () => {
    const messages: unknown[] = [{ role: "assistant", content: null, tool_calls: [call("x")] }];
    for (let i = 0; i < 2000; i++) messages.push({ role: "tool", tool_call_id: "x", content: "r" });
    const found = lintValue({ model: "gpt-4o", messages }).filter((d) => d.ruleId === "chat-tool-result-duplicate");
    expect(found).toHaveLength(1999);
    expect(found.every((d) => d.message.includes("in messages[1] and messages["))).toBe(true);
  });
});

describe("rules that report a message once, at its first part of a type", () => {
  const image = (url: string) => ({ type: "image_url", image_url: { url } });
  it("chat-image-non-user: one finding for an assistant message with images among other parts, at the first image", () => {
    const content = [
      { type: "text", text: "a" },
      image("https://x/1.png"),
      { type: "text", text: "b" },
      image("https://x/2.png"),
      image("https://x/3.png"),
    ];
    const found = lintValue({
      model: "gpt-4o",
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content },
      ],
    }).filter((d) => d.ruleId === "chat-image-non-user");
    expect(found).toHaveLength(1);
    expect(found[0]!.hint).toContain("messages[1].content[1]");
  });

  it("chat-audio-input-unsupported: one finding a message, at its first audio part, past entries that are not objects", () => {
    const audio = { type: "input_audio", input_audio: { data: "AAAA", format: "wav" } };
    const content = ["text", audio, { type: "text", text: "b" }, audio, audio];
    const found = lintValue({
      model: "gpt-5-mini",
      messages: [
        { role: "user", content },
        { role: "user", content: [audio] },
      ],
    }).filter((d) => d.ruleId === "chat-audio-input-unsupported");
    expect(found.map((d) => d.pointer)).toEqual(["/messages/0", "/messages/1"]);
  });
});

describe("chat-stop-too-many", () => {
  const stops = (n: number) => Array.from({ length: n }, (_, i) => `<stop_${i}>`);
  const found = (body: Record<string, unknown>, settings = {}) =>
    lintValue({ messages: [{ role: "user", content: "hi" }], ...body }, { settings: { dialect: "openai-chat", ...settings } }).filter((d) =>
      d.ruleId.startsWith("chat-stop-"),
    );

  it("counts a list of more than 4, and nothing else: 4, a single string, null, an empty list", () => {
    expect(found({ model: "gpt-4o", stop: stops(5) }).map((d) => `${d.ruleId} ${d.pointer}`)).toEqual(["chat-stop-too-many /stop"]);
    for (const stop of [stops(4), "\n\n", null, []]) expect(found({ model: "gpt-4o", stop }), JSON.stringify(stop)).toEqual([]);
  });

  it("applies to OpenAI and Azure OpenAI, not to the compatible servers", () => {
    expect(found({ model: "gpt-4o", stop: stops(5) }, { target: "azure" }).map((d) => d.ruleId)).toEqual(["chat-stop-too-many"]);
    for (const target of ["deepseek", "mistral", "groq", "dashscope"])
      expect(found({ model: "gpt-4o", stop: stops(5) }, { target }), target).toEqual([]);
  });

  it("reports beside chat-stop-unsupported for a model that takes no stop at all, with a hint to drop `stop`", () => {
    const both = found({ model: "gpt-5-mini", stop: stops(9) });
    expect(both.map((d) => d.ruleId).sort()).toEqual(["chat-stop-too-many", "chat-stop-unsupported"]);
    expect(both.find((d) => d.ruleId === "chat-stop-too-many")!.hint).toMatch(/^gpt-5-mini takes no stop sequences at all/);
    expect(found({ model: "gpt-4o", stop: stops(9) })[0]!.hint).toMatch(/at most 4 stop sequences/);
  });

  it("is what explain names for OpenAI's text", () => {
    const explained = explainApiError(
      `{"error": {"message": "Invalid 'stop': array too long. Expected an array with maximum length 4, but got an array with length 9 instead.", "type": "invalid_request_error", "param": "stop", "code": "array_above_max_length"}}`,
    );
    expect(explained).toMatchObject({ ruleIds: ["chat-stop-too-many"], pointer: "/stop" });
  });
});

describe("chat-parallel-tool-calls-without-tools", () => {
  const found = (body: Record<string, unknown>, settings = {}) =>
    lintValue({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }], ...body }, { settings: { dialect: "openai-chat", ...settings } }).map(
      (d) => `${d.ruleId} ${d.pointer}`,
    );
  const tool = { type: "function", function: { name: "lookup", parameters: { type: "object", properties: {} } } };

  it("reports `true` and `false` when `tools` is absent or null", () => {
    for (const parallel of [true, false]) {
      expect(found({ parallel_tool_calls: parallel }), String(parallel)).toEqual(["chat-parallel-tool-calls-without-tools /parallel_tool_calls"]);
      expect(found({ parallel_tool_calls: parallel, tools: null }), String(parallel)).toEqual([
        "chat-parallel-tool-calls-without-tools /parallel_tool_calls",
      ]);
    }
  });

  it("is silent beside tools, and for an empty `tools` list, whose answer is not recorded", () => {
    expect(found({ parallel_tool_calls: false, tools: [tool] })).toEqual([]);
    expect(found({ parallel_tool_calls: true, tools: [] }).filter((f) => f.startsWith("chat-parallel-tool-calls"))).toEqual([]);
  });

  it("leaves `null` and other types to OpenAI's type error", () => {
    for (const parallel of [null, "true", 1])
      expect(
        found({ parallel_tool_calls: parallel }).filter((f) => f.startsWith("chat-parallel-tool-calls")),
        JSON.stringify(parallel),
      ).toEqual([]);
  });

  it("applies to OpenAI and Azure OpenAI, not to the compatible servers", () => {
    expect(found({ parallel_tool_calls: false }, { target: "azure" })).toEqual(["chat-parallel-tool-calls-without-tools /parallel_tool_calls"]);
    for (const target of ["deepseek", "mistral", "groq", "dashscope"])
      expect(
        found({ parallel_tool_calls: true }, { target }).filter((f) => f.startsWith("chat-parallel-tool-calls")),
        target,
      ).toEqual([]);
  });

  it("reports beside chat-tool-choice-without-tools when both options outlive the tools, and fixes both", () => {
    const body = { model: "gpt-4o", tool_choice: "auto", parallel_tool_calls: true, messages: [{ role: "user", content: "hi" }] };
    const diagnostics = lintValue(body, { settings: { dialect: "openai-chat" } });
    expect(diagnostics.map((d) => d.ruleId).sort()).toEqual(["chat-parallel-tool-calls-without-tools", "chat-tool-choice-without-tools"]);
    expect(diagnostics.every((d) => d.fix !== undefined)).toBe(true);
  });

  it("is what explain names for OpenAI's text", () => {
    const explained = explainApiError(
      `{"error": {"message": "Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' are specified.", "type": "invalid_request_error", "param": "parallel_tool_calls", "code": null}}`,
    );
    expect(explained).toMatchObject({ ruleIds: ["chat-parallel-tool-calls-without-tools"], pointer: "/parallel_tool_calls" });
  });
});
