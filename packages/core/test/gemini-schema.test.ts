/** The Gemini structural layer: generated from @google/genai's types, loosened as Google's proto3 JSON parser reads bodies. */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Content, GenerationConfig, Tool } from "@google/genai";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { generate, SCHEMA_DIR } from "../../../scripts/schemas/gemini.mjs";
import { bodySchemaErrors, bodyTable } from "../src/dialects/gemini/analyses/body-schema.js";
import { lintValue } from "../src/index.js";

const TABLE = bodyTable();

describe("the generated schema", () => {
  it("is up to date with @google/genai's types: run `node scripts/schemas/gemini.mjs` when this fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "msglint-gemini-schema-"));
    const files = await generate(out);
    expect(Object.keys(files).sort()).toEqual(["request.schema.json", "request.table.d.ts", "request.table.js"]);
    for (const name of Object.keys(files)) {
      expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), `schema/${name} is stale`).toBe(readFileSync(join(out, name), "utf8"));
    }
  }, 120_000);
});

/** Every body under `dir` (expected-output files left out). */
function* bodies(dir: string): Generator<unknown> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* bodies(path);
    else if (entry.name.endsWith(".json") && !/\.(errors|output|options)\.json$/.test(entry.name)) yield JSON.parse(readFileSync(path, "utf8"));
  }
}

/** A seeded variant of `value`: keys dropped, respelled, added or made unknown; values of other types; lists as objects. */
function mutate(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) {
    const out = value.map((item) => mutate(item, random));
    if (random() < 0.05) out.push(random() < 0.5 ? 7 : { x: 1 });
    return random() < 0.03 ? { ...out } : out;
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const roll = random();
      if (roll < 0.04) continue;
      const name = roll < 0.08 ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : roll < 0.1 ? `${key}~/z` : key;
      out[name] = mutate(item, random);
    }
    if (random() < 0.05) out[`unknown_${Math.floor(random() * 10)}`] = 1;
    return random() < 0.02 ? [out] : out;
  }
  const roll = random();
  const others = [null, 3.5, "s", true, { a: 1 }, [1], 4];
  return roll < 0.2 ? others[Math.floor(roll * 35)] : value;
}

describe("the body checker", () => {
  it("reports what ajv reports for the generated schema, in ajv's order, on every Gemini fixture and 300 variants of each", () => {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, "request.schema.json"), "utf8"));
    const validate = new Ajv({ allErrors: true, strict: false, messages: false }).compile(schema);
    const fixtures = join(import.meta.dirname, "../../../fixtures");
    const samples = readdirSync(fixtures)
      .filter((dir) => dir.startsWith("gemini"))
      .flatMap((dir) => [...bodies(join(fixtures, dir))]);
    expect(samples.length).toBeGreaterThan(50);
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let failing = 0;
    for (const sample of samples) {
      for (let variant = 0; variant < 300; variant++) {
        const body = variant === 0 ? sample : mutate(sample, random);
        validate(body);
        const expected = (validate.errors ?? []).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
        expect(bodySchemaErrors(body, TABLE)).toEqual(expected);
        if (expected.length > 0) failing++;
      }
    }
    // The variants reach the errors, not only the happy path.
    expect(failing).toBeGreaterThan(samples.length * 100);
  });
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
