/** The Gemini structural layer: generated from @google/genai's types, loosened as Google's proto3 JSON parser reads bodies. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Content, GenerationConfig, Tool } from "@google/genai";
import { describe, expect, it } from "vitest";
import { generate, SCHEMA_DIR } from "../../../scripts/schemas/gemini.mjs";
import { lintValue } from "../src/index.js";

describe("the generated schema", () => {
  it("is up to date with @google/genai's types: run `node scripts/schemas/gemini.mjs` when this fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "msglint-gemini-schema-"));
    const files = await generate(out);
    expect(Object.keys(files).sort()).toEqual(["request.schema.json", "request.validate.d.ts", "request.validate.js"]);
    for (const name of Object.keys(files)) {
      expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), `schema/${name} is stale`).toBe(readFileSync(join(out, name), "utf8"));
    }
  }, 120_000);
});

const ids = (value: unknown, settings = {}) =>
  lintValue(value, { settings: { dialect: "gemini", ...settings } }).map((d) => `${d.ruleId} ${d.pointer} ${d.message}`);

describe("what the schema accepts", () => {
  // Typed with the SDK's own types: `tsc` proves each sample is a body the SDK would send.
  const contents: Content[] = [
    { role: "user", parts: [{ text: "Weather?" }, { inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }] },
    { role: "model", parts: [{ functionCall: { id: "c1", name: "get_weather", args: { city: "Paris" } }, thoughtSignature: "c2tpcA==" }] },
    { role: "user", parts: [{ functionResponse: { id: "c1", name: "get_weather", response: { output: "18°C" } } }] },
  ];
  const tools: Tool[] = [
    {
      functionDeclarations: [{ name: "get_weather", description: "Weather.", parametersJsonSchema: { type: "object", additionalProperties: false } }],
    },
    { googleSearch: {} },
  ];
  const generationConfig: GenerationConfig = {
    temperature: 0.2,
    maxOutputTokens: 512,
    thinkingConfig: { thinkingBudget: 128, includeThoughts: true },
  };

  it("accepts a body the SDK's types accept, in camelCase and in snake_case", () => {
    expect(ids({ contents, tools, generationConfig }, { model: "gemini-3-pro-preview" })).toEqual([]);
    const snake = JSON.parse(
      JSON.stringify({ contents, tools, generationConfig }).replace(
        /"(inlineData|mimeType|functionCall|functionResponse|thoughtSignature|functionDeclarations|parametersJsonSchema|googleSearch|maxOutputTokens|thinkingConfig|thinkingBudget|includeThoughts)"/g,
        (_, name: string) => `"${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}"`,
      ),
    );
    expect(ids(snake, { model: "gemini-3-pro-preview" })).toEqual([]);
  });

  it("accepts null for any field, numbers as strings, enums by number, a repeated field given as one object", () => {
    expect(
      ids({
        contents: { role: "user", parts: { text: "Hi" } },
        generationConfig: { temperature: "0.5", topP: null },
        safetySettings: [{ category: 7, threshold: 3 }],
      }),
    ).toEqual([]);
  });

  it("reports an unknown key with the parser's path, map entries by position", () => {
    const body = {
      contents,
      tools: [
        {
          functionDeclarations: [
            {
              name: "f",
              parameters: { type: "object", properties: { a: { type: "string" }, b: { type: "string", minLength: 1, examples: ["x"] } } },
            },
          ],
        },
      ],
    };
    expect(ids(body)).toEqual([
      `gemini-unknown-field /tools/0/functionDeclarations/0/parameters/properties/b/examples Invalid JSON payload received. Unknown name "examples" at 'tools[0].function_declarations[0].parameters.properties[1].value': Cannot find field.`,
    ]);
  });
});
