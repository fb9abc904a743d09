import { describe, expect, it } from "vitest";
import { json, msglint, project } from "./helpers.js";

// A Chat Completions body sent to Azure OpenAI: only the URL it goes to says whether its api-version is empty.
const body = JSON.stringify({ model: "gpt-4.1", messages: [{ role: "user", content: "Hello" }] });
const V1 = "https://contoso.services.ai.azure.com/openai/v1/chat/completions";
const apiVersion = (run: ReturnType<typeof msglint>) =>
  json(run).flatMap((r) => r.messages.filter((m) => m.ruleId === "chat-azure-api-version").map((m) => m.message));
const base = ["body.json", "-f", "json", "--dialect", "openai-chat", "--target", "azure"];

describe("the `endpoint` setting: the URL the requests are sent to", () => {
  const dir = project({ "body.json": body });

  it("reports an empty api-version in the URL, and is silent with a version or without a URL", () => {
    expect(apiVersion(msglint([...base, "--endpoint", `${V1}?api-version=`], { cwd: dir }))).toEqual(["API version not supported"]);
    expect(apiVersion(msglint([...base, "--endpoint", `${V1}?api-version=preview`], { cwd: dir }))).toEqual([]);
    expect(apiVersion(msglint(base, { cwd: dir }))).toEqual([]);
  });

  it("reads `endpoint` from the config file and its overrides", () => {
    const configured = project({ "body.json": body, ".msglintrc.json": JSON.stringify({ endpoint: `${V1}?api-version=` }) });
    expect(apiVersion(msglint(base, { cwd: configured }))).toHaveLength(1);
    // The command line wins over the config.
    expect(apiVersion(msglint([...base, "--endpoint", `${V1}?api-version=preview`], { cwd: configured }))).toEqual([]);
    const overridden = project({
      "body.json": body,
      ".msglintrc.json": JSON.stringify({ overrides: [{ files: "*.json", endpoint: `${V1}?api-version=` }] }),
    });
    expect(apiVersion(msglint(base, { cwd: overridden }))).toHaveLength(1);
  });

  it("refuses an --endpoint that is not an http(s) URL", () => {
    const run = msglint([...base, "--endpoint", "contoso"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--endpoint 'contoso': expected the URL the requests are sent to/);
  });
});
