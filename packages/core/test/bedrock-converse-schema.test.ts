/** The generated structural layer of bedrock-converse: up to date with the SDK's types, and how its findings read. */
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConverseCommandInput } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it } from "vitest";
import { generate, SCHEMA_DIR } from "../../../scripts/schemas/bedrock-converse.mjs";
import { lintValue } from "../src/index.js";

describe("the generated schema", () => {
  it("is up to date with the SDK's types and the constraints: run `node scripts/schemas/bedrock-converse.mjs` when this fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "msglint-bedrock-schema-"));
    const names = await generate(out);
    expect(names.sort()).toEqual(readdirSync(SCHEMA_DIR).sort());
    for (const name of names) expect(readFileSync(join(out, name), "utf8"), `${name} is stale`).toBe(readFileSync(join(SCHEMA_DIR, name), "utf8"));
  }, 120_000);
});

const schemaFindings = (body: unknown) =>
  lintValue(body, { settings: { dialect: "bedrock-converse" } })
    .filter((d) => d.ruleId === "bedrock-request-schema")
    .map((d) => [d.message, d.pointer]);

describe("bedrock-request-schema", () => {
  it("accepts a body the SDK's type describes, with every member in range", () => {
    const body: Omit<ConverseCommandInput, "modelId"> = {
      messages: [{ role: "user", content: [{ text: "hi" }, { cachePoint: { type: "default" } }] }],
      system: [{ text: "Be brief." }],
      inferenceConfig: { maxTokens: 10, temperature: 0.5, topP: 0.9, stopSequences: ["STOP"] },
      toolConfig: { tools: [{ toolSpec: { name: "t", inputSchema: { json: { type: "object" } } } }], toolChoice: { auto: {} } },
    };
    expect(schemaFindings(body)).toEqual([]);
  });
  it("writes the validation layer's texts: values outside messages echoed, floats as Java writes them, 1-based paths", () => {
    expect(schemaFindings({ messages: [{ role: "user", content: [{ text: "hi" }] }], inferenceConfig: { topP: 2, maxTokens: 0 } })).toEqual([
      [
        "1 validation error detected: Value '0' at 'inferenceConfig.maxTokens' failed to satisfy constraint: Member must have value greater than or equal to 1",
        "/inferenceConfig/maxTokens",
      ],
      [
        "1 validation error detected: Value '2.0' at 'inferenceConfig.topP' failed to satisfy constraint: Member must have value less than or equal to 1",
        "/inferenceConfig/topP",
      ],
    ]);
    expect(schemaFindings({ messages: [{ role: "user", content: [{ text: "hi" }] }], system: [{ text: "" }] })).toEqual([
      [
        "1 validation error detected: Value at 'system.1.member.text' failed to satisfy constraint: Member must have length greater than or equal to 1",
        "/system/0/text",
      ],
    ]);
  });
  it("names a missing member and points at the object that lacks it", () => {
    expect(schemaFindings({ messages: [{ content: [{ text: "hi" }] }], inferenceConfig: {} })).toEqual([
      ["1 validation error detected: Value at 'messages.1.member.role' failed to satisfy constraint: Member must not be null", "/messages/0"],
    ]);
    expect(schemaFindings({ messages: [{ role: "user", content: [{ text: "hi" }] }], toolConfig: { toolChoice: { auto: {} } } })).toEqual([
      ["1 validation error detected: Value null at 'toolConfig.tools' failed to satisfy constraint: Member must not be null", "/toolConfig"],
    ]);
  });
  it("leaves members it does not know, and open enums, to the service", () => {
    expect(
      schemaFindings({
        messages: [{ role: "user", content: [{ text: "hi", extra: 1 }, { video: { format: "video/mp4", source: { bytes: "AAAA" } } }] }],
        inferenceConfig: {},
        somethingNew: true,
      }),
    ).toEqual([]);
  });
});
