/** Requests built in JavaScript and TypeScript: literals passed to Messages API calls, read statically. */
import { applyEdits, lintValue, rules as coreRules } from "@msglint/core";
import type { ESLint } from "eslint";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";

const everyRule = Object.fromEntries(coreRules.map((rule) => [`msglint/${rule.meta.id}`, "error" as const]));
const config: Linter.Config[] = [
  { files: ["**/*.js"], plugins: { msglint: plugin as unknown as ESLint.Plugin }, rules: everyRule },
  {
    files: ["**/*.ts"],
    plugins: { msglint: plugin as unknown as ESLint.Plugin },
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    rules: everyRule,
  },
];
const linter = new Linter({ cwd: "/project" });
const verify = (code: string, filename = "/project/agent.ts") => linter.verify(code, config, { filename });

const TOOLS = `[{ name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } } } }]`;

/** The object literal the last `create(` call of the code is given, evaluated. */
function lastRequest(code: string): unknown {
  const start = code.lastIndexOf("create(") + "create(".length;
  const end = code.lastIndexOf(");");
  return Function(`return (${code.slice(start, end)});`)();
}

describe("requests built in code", () => {
  const code = `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();

export async function ask(): Promise<void> {
  await client.messages.create({
    model: "claude-haiku-4-5",
    max_tokens: 64,
    tools: ${TOOLS},
    messages: [
      { role: "user", content: "Weather in Oslo?" },
      {
        role: "assistant",
        content: [{ type: "tool_use", id: "toolu_01", name: "get_weather", input: "{\\"city\\":\\"Oslo\\"}" }],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "-3 C" }] },
    ],
  });
}
`;

  it("reports core's finding with core's message, on the deepest literal of its path", () => {
    const messages = verify(code);
    expect(messages.map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column }))).toEqual([
      {
        ruleId: "msglint/tool-use-input-not-object",
        message: "messages.1.content.0.tool_use.input: Input should be a valid dictionary",
        line: 14,
        column: code.split("\n")[13]!.indexOf('"{') + 1,
      },
    ]);
  });

  it("fixes a TypeScript file in place", () => {
    const { output, messages } = linter.verifyAndFix(code, config, { filename: "/project/agent.ts" });
    expect(messages).toEqual([]);
    const request = lastRequest(output) as { messages: { content: { input?: unknown }[] }[] };
    expect(request.messages[1]!.content[0]!.input).toEqual({ city: "Oslo" });
    // Only the input changed: the rest of the file is as it was.
    expect(output.split("\n").filter((line) => !code.includes(line))).toEqual([
      '        content: [{ type: "tool_use", id: "toolu_01", name: "get_weather", input: {"city": "Oslo"} }],',
    ]);
  });

  it("lints JavaScript too, and calls under beta, stream, parse and countTokens", () => {
    for (const call of ["client.beta.messages.create", "client.messages.stream", "anthropic.messages.parse", "client.messages.countTokens"]) {
      const js = `${call}({ model: "m", max_tokens: 1, messages: [{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input: {} }] }] });`;
      expect(verify(js, "/project/a.js").map((m) => m.ruleId)).toContain("msglint/tool-use-missing-result");
    }
  });

  it("follows constants through scope, and reports where the literal is written", () => {
    const js = `const history = [
  { role: "user", content: "hi" },
  { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input: {} }] },
];
const request = { model: "m", max_tokens: 1, messages: history };
client.messages.create(request);
`;
    const messages = verify(js, "/project/a.js");
    expect(messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([["msglint/tool-use-missing-result", 3, 34]]);
    // A constant may serve other code: a change through one call is not offered (here, the rule's suggestion).
    expect(messages[0]!.suggestions).toBeUndefined();
  });

  it("offers suggestions that make core's change in the code", () => {
    const js = `client.messages.create({
  model: "m",
  max_tokens: 1,
  messages: [
    { role: "user", content: "hi" },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input: {} }] },
  ],
});
`;
    const [message] = verify(js, "/project/a.js");
    const [suggestion] = message!.suggestions!;
    const fixed = js.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + js.slice(suggestion!.fix.range[1]);
    const before = lastRequest(js);
    const edits = lintValue(before).find((d) => d.ruleId === "tool-use-missing-result")!.suggestions![0]!.edits;
    expect(lastRequest(fixed)).toEqual(applyEdits(before, edits));
  });

  it("reads batches", () => {
    const js = `client.messages.batches.create({
  requests: [
    { custom_id: "a", params: { model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] } },
    { custom_id: "b", params: { model: "m", max_tokens: 1, messages: [{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input: {} }] }] } },
  ],
});`;
    expect(verify(js, "/project/a.js").map((m) => [m.ruleId, m.line])).toEqual([["msglint/tool-use-missing-result", 4]]);
  });

  it.each([
    ["a parameter", `function f(history) { return client.messages.create({ model: "m", max_tokens: 1, messages: [...history, BAD] }); }`],
    ["a dynamic leaf", `function f(input) { return client.messages.create({ model: "m", max_tokens: 1, messages: [BAD_WITH(input)] }); }`],
    [
      "a mutated constant",
      `const history = [BAD]; history.push({ role: "user", content: "x" }); client.messages.create({ model: "m", max_tokens: 1, messages: history });`,
    ],
    [
      "a constant handed to a function",
      `const history = [BAD]; trim(history); client.messages.create({ model: "m", max_tokens: 1, messages: history });`,
    ],
    ["a reassigned variable", `let history = [BAD]; history = load(); client.messages.create({ model: "m", max_tokens: 1, messages: history });`],
  ])("skips a request with dynamic parts: %s", (_, template) => {
    const bad = `{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input: {} }] }`;
    const js = template
      .replace("BAD_WITH(input)", `{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "x", input }] }`)
      .replace("BAD", bad);
    expect(verify(js, "/project/a.js")).toEqual([]);
  });

  it("leaves other APIs' messages.create alone (a Twilio SMS is not a conversation)", () => {
    expect(verify(`twilio.messages.create({ body: "hi", from: "+1", to: "+2" });`, "/project/a.js")).toEqual([]);
  });
});

describe("@google/genai calls", () => {
  const code = `import { GoogleGenAI } from "@google/genai";

const ai = new GoogleGenAI({});

export async function ask(): Promise<void> {
  await ai.models.generateContent({
    model: "gemini-2.5-flash",
    contents: [
      { role: "user", parts: [{ text: "Weather and time in Oslo?" }] },
      { role: "model", parts: [{ functionCall: { name: "get_weather", args: { city: "Oslo" } } }, { functionCall: { name: "get_time", args: {} } }] },
      { role: "user", parts: [{ functionResponse: { name: "get_weather", response: { output: "-3 C" } } }] },
    ],
    config: { systemInstruction: "Be brief.", presencePenalty: 0.4 },
  });
}
`;

  it("lints the REST body the SDK sends, with the call's model, and reports where the call wrote each value", () => {
    const lines = code.split("\n");
    const messages = verify(code).map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column }));
    expect(messages).toEqual([
      {
        ruleId: "msglint/gemini-fr-count",
        message: "Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.",
        line: 11,
        column: lines[10]!.indexOf("{") + 1,
      },
      {
        ruleId: "msglint/gemini-penalty",
        message: "Penalty is not enabled for models/gemini-2.5-flash",
        line: 13,
        column: lines[12]!.indexOf("0.4") + 1,
      },
    ]);
  });

  it("leaves a call whose contents are a string (an SDK shorthand) alone", () => {
    expect(verify(`await ai.models.generateContent({ model: "gemini-2.5-flash", contents: "Hi", config: { presencePenalty: 0.4 } });`)).toEqual([]);
  });
});

describe("Bedrock Converse commands built in code", () => {
  const code = `import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";

const bedrock = new BedrockRuntimeClient({ region: "us-east-1" });

export async function ask(): Promise<void> {
  await bedrock.send(
    new ConverseCommand({
      modelId: "us.amazon.nova-pro-v1:0",
      messages: [
        { role: "assistant", content: [{ text: "Hello!" }] },
        { role: "user", content: [{ text: "Weather in Oslo?" }] },
        { role: "user", content: [{ text: "" }, { text: "Quickly." }] },
      ],
    }),
  );
}
`;
  it("reads the input as a Converse body for the model its modelId names", () => {
    const found = verify(code).map(({ ruleId, message, line }) => ({ ruleId, message, line }));
    expect(found).toEqual([
      {
        ruleId: "msglint/bedrock-first-user",
        message: "A conversation must start with a user message. Try again with a conversation that starts with a user message.",
        line: 10,
      },
    ]);
  });
  it("holds to alternation a model the recordings show refusing adjacent user messages (Claude 3.5 Sonnet, June 2024)", () => {
    const sonnet = code.replace("us.amazon.nova-pro-v1:0", "anthropic.claude-3-5-sonnet-20240620-v1:0");
    expect(verify(sonnet).map(({ ruleId, line }) => ({ ruleId, line }))).toContainEqual({ ruleId: "msglint/bedrock-alternate", line: 12 });
  });
  it("is silent for a Claude model, which takes a leading assistant message; bedrock-text-blank holds on Claude only", () => {
    const claude = code.replace("us.amazon.nova-pro-v1:0", "us.anthropic.claude-sonnet-4-5-20250929-v1:0");
    const found = verify(claude).map((m) => m.ruleId);
    expect(found).not.toContain("msglint/bedrock-first-user");
    expect(found).toContain("msglint/bedrock-text-blank");
  });
  it("reads converse() of the aggregated client too", () => {
    const call = `await bedrock.converse({ modelId: "anthropic.claude-3-sonnet-20240229-v1:0", messages: [{ role: "user", content: [{ text: "a" }] }, { role: "user", content: [{ text: "b" }] }] });`;
    expect(verify(`export {};\ndeclare const bedrock: any;\n${call}`).map((m) => m.ruleId)).toEqual(["msglint/bedrock-alternate"]);
  });
});

describe("requests built with the openai client", () => {
  it("lints chat.completions.create and responses.create bodies in their own formats", () => {
    const code = `import OpenAI from "openai";

const client = new OpenAI();

export async function run(): Promise<void> {
  await client.chat.completions.create({
    model: "gpt-4o",
    messages: [
      { role: "user", content: "Weather in Oslo?" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: "{}" } }] },
      { role: "user", content: "Hello?" },
    ],
  });
  await client.responses.create({
    model: "gpt-4.1",
    input: [{ type: "function_call_output", call_id: "call_9", output: "-3 C" }],
  });
}
`;
    expect(verify(code).map(({ ruleId, line }) => ({ ruleId, line }))).toEqual([
      { ruleId: "msglint/chat-tool-result-missing", line: 10 },
      { ruleId: "msglint/resp-output-without-call", line: 16 },
    ]);
  });
});
