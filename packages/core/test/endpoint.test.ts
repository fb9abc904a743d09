/** The `endpoint` setting: the URL a request is sent to, from a HAR entry, the wrapped fetch or the settings, and the rule that reads it. */
import { describe, expect, it } from "vitest";
import { lint, MsglintError, withMsglint } from "../src/index.js";
import { messagesEndpoint } from "../src/sources/har.js";

const V1 = "https://contoso.services.ai.azure.com/openai/v1/chat/completions";
const body = { model: "gpt-4.1", messages: [{ role: "user", content: "Count to three." }] };
const azure = (endpoint: string) => ({ settings: { dialect: "openai-chat" as const, target: "azure" as const, endpoint } });
const found = (text: string, options = {}) => lint(text, options).map((d) => `${d.ruleId}: ${d.message}`);

describe("chat-azure-api-version", () => {
  it("reports an Azure OpenAI v1 URL whose api-version is empty, wherever the parameter stands in the query", () => {
    for (const url of [`${V1}?api-version=`, `${V1}?stream=true&api-version=`, `${V1}?api-version=&x=1`, `${V1}/?api-version=#top`])
      expect(found(JSON.stringify(body), azure(url)), url).toEqual(["chat-azure-api-version: API version not supported"]);
  });

  it("leaves a version, no parameter, another parameter ending in api-version, other paths and unknown URLs alone", () => {
    for (const url of [
      `${V1}?api-version=preview`,
      V1,
      `${V1}?x-api-version=`,
      "https://contoso.openai.azure.com/openai/deployments/prod/chat/completions?api-version=",
    ])
      expect(found(JSON.stringify(body), azure(url)), url).toEqual([]);
    expect(found(JSON.stringify(body), { settings: { dialect: "openai-chat", target: "azure" } })).toEqual([]);
  });

  it("runs for the azure target only", () => {
    expect(found(JSON.stringify(body), { settings: { dialect: "openai-chat", target: "openai", endpoint: `${V1}?api-version=` } })).toEqual([]);
  });
});

describe("where the endpoint comes from", () => {
  it("is the URL of every endpoint msglint reads, as a setting", () => {
    for (const url of [
      "https://api.anthropic.com/v1/messages",
      `${V1}?api-version=preview`,
      "https://bedrock-runtime.us-east-1.amazonaws.com/model/amazon.nova-lite-v1:0/converse",
    ])
      expect(messagesEndpoint(url)?.settings.endpoint).toBe(url);
  });

  it("is a HAR entry's URL", () => {
    const har = (url: string) =>
      JSON.stringify({
        log: {
          version: "1.2",
          entries: [
            { request: { method: "POST", url, postData: { mimeType: "application/json", text: JSON.stringify(body) } }, response: { status: 400 } },
          ],
        },
      });
    expect(found(har(`${V1}?api-version=`), { filePath: "capture.har" })).toEqual(["chat-azure-api-version: API version not supported"]);
    expect(found(har(`${V1}?api-version=preview`), { filePath: "capture.har" })).toEqual([]);
  });

  it("is the wrapped fetch's URL", async () => {
    const sent: string[] = [];
    const guarded = withMsglint(async (input: string, _init?: RequestInit) => {
      sent.push(input);
      return new Response("{}");
    });
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
    await expect(guarded(`${V1}?api-version=`, init)).rejects.toThrow(MsglintError);
    await guarded(`${V1}?api-version=preview`, init);
    expect(sent).toEqual([`${V1}?api-version=preview`]);
  });
});
