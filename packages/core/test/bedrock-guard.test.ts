/** The AWS SDK v3 plugin and the fetch guard on Bedrock Converse calls. */
import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it } from "vitest";
import { guardRequest, msglintBedrockPlugin, MsglintError } from "../src/index.js";

const MODEL = "us.anthropic.claude-sonnet-4-5-20250929-v1:0";
const tools = { tools: [{ toolSpec: { name: "get_weather", inputSchema: { json: { type: "object" } } } }] };
const history = [
  { role: "user" as const, content: [{ text: "Weather in Oslo?" }] },
  { role: "assistant" as const, content: [{ toolUse: { toolUseId: "t1", name: "get_weather", input: {} } }] },
];

/** A client whose transport records the request instead of sending it. */
function client(plugin: ReturnType<typeof msglintBedrockPlugin>) {
  const sent: { path: string; body: string }[] = [];
  const bedrock = new BedrockRuntimeClient({
    region: "us-east-1",
    credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
    requestHandler: {
      handle: async (request: { path: string; body: string }) => {
        sent.push({ path: request.path, body: request.body });
        throw new Error("sent");
      },
    },
  });
  bedrock.middlewareStack.use(plugin);
  return { bedrock, sent };
}

describe("msglintBedrockPlugin", () => {
  it("stops a Converse call Bedrock would reject, with Bedrock's text, before it is signed and sent", async () => {
    const { bedrock, sent } = client(msglintBedrockPlugin());
    const command = new ConverseCommand({
      modelId: MODEL,
      toolConfig: tools,
      messages: [...history, { role: "user", content: [{ text: "Never mind." }] }],
    });
    await expect(bedrock.send(command)).rejects.toThrow(MsglintError);
    await expect(bedrock.send(command)).rejects.toThrow(/Expected toolResult blocks at messages\.2\.content for the following Ids: t1/);
    expect(sent).toEqual([]);
  });
  it("lets a valid call through, and repairs when asked", async () => {
    const valid = client(msglintBedrockPlugin());
    const ok = new ConverseCommand({
      modelId: MODEL,
      toolConfig: tools,
      messages: [...history, { role: "user", content: [{ toolResult: { toolUseId: "t1", content: [{ text: "4°C" }] } }] }],
    });
    await expect(valid.bedrock.send(ok)).rejects.toThrow("sent");
    expect(valid.sent[0]!.path).toBe("/model/us.anthropic.claude-sonnet-4-5-20250929-v1%3A0/converse");

    const repaired = client(msglintBedrockPlugin({ mode: "repair", strategies: ["bedrock-synthesize-missing-results"] }));
    const broken = new ConverseCommand({
      modelId: MODEL,
      toolConfig: tools,
      messages: [...history, { role: "user", content: [{ text: "Never mind." }] }],
    });
    await expect(repaired.bedrock.send(broken)).rejects.toThrow("sent");
    const body = JSON.parse(repaired.sent[0]!.body) as { messages: { content: unknown[] }[] };
    expect(body.messages[2]!.content[0]).toMatchObject({ toolResult: { toolUseId: "t1", status: "error" } });
  });
});

describe("guardRequest on a Converse URL", () => {
  it("lints the body as Converse, for the model the URL names", () => {
    const body = JSON.stringify({
      messages: [
        { role: "assistant", content: [{ text: "Hi" }] },
        { role: "user", content: [{ text: "Hello" }] },
      ],
    });
    const headers = { get: () => null };
    const at = (model: string) => `https://bedrock-runtime.us-east-1.amazonaws.com/model/${model}/converse`;
    expect(guardRequest({ url: at("us.anthropic.claude-sonnet-4-5-20250929-v1%3A0"), method: "POST", headers, body })).toEqual({});
    expect(() => guardRequest({ url: at("us.amazon.nova-lite-v1%3A0"), method: "POST", headers, body })).toThrow(
      /A conversation must start with a user message/,
    );
  });
});

describe("guardRequest on Bedrock invoke and Vertex AI rawPredict URLs", () => {
  const headers = { get: () => null };
  const invoke = "https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-5-sonnet-20240620-v1%3A0/invoke";
  const rawPredict =
    "https://us-east5-aiplatform.googleapis.com/v1/projects/p/locations/us-east5/publishers/anthropic/models/claude-3-5-sonnet-v2@20241022:rawPredict";
  const call = [
    { role: "user", content: "Weather in Oslo?" },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: {} }] },
    { role: "user", content: "Never mind." },
  ];
  const thrown = (url: string, body: unknown) => {
    try {
      guardRequest({ url, method: "POST", headers, body: JSON.stringify(body) });
    } catch (error) {
      return (error as MsglintError).diagnostics.map((d) => d.ruleId);
    }
    return [];
  };

  it("lets a valid body through: the platform's `anthropic_version`, the model in the URL, no `model` in the body", () => {
    const bedrock = { anthropic_version: "bedrock-2023-05-31", max_tokens: 64, messages: [{ role: "user", content: "Hi" }] };
    const vertex = { anthropic_version: "vertex-2023-10-16", max_tokens: 64, messages: [{ role: "user", content: "Hi" }] };
    expect(guardRequest({ url: invoke, method: "POST", headers, body: JSON.stringify(bedrock) })).toEqual({});
    expect(guardRequest({ url: rawPredict, method: "POST", headers, body: JSON.stringify(vertex) })).toEqual({});
  });

  it("checks a broken body for the platform the URL names", () => {
    const bedrock = thrown(invoke, { anthropic_version: "bedrock-2023-05-31", max_tokens: 64, messages: call });
    const vertex = thrown(rawPredict, { anthropic_version: "vertex-2023-10-16", max_tokens: 64, messages: call });
    expect(bedrock).toContain("tool-use-missing-result");
    expect(vertex).toContain("tool-use-missing-result");
    // Bedrock alone asks for the tools of a history's tool blocks.
    expect(bedrock).toContain("tools-required-for-tool-blocks");
    expect(vertex).not.toContain("tools-required-for-tool-blocks");
  });
});
