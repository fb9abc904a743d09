/** What both OpenAI dialects share: the model table and the strict-schema walk. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openaiModelFacts, reasons } from "../src/model/openai-models.js";
import { strictContext, strictFindings } from "../src/model/strict-schema.js";

describe("the OpenAI model table", () => {
  it("knows the reasoning efforts only of the families a refusal listed, dated snapshots included", () => {
    expect(openaiModelFacts("o4-mini-2025-04-16")?.efforts).toEqual(["low", "medium", "high"]);
    expect(openaiModelFacts("o4-mini-deep-research")?.efforts).toEqual(["medium"]);
    expect(openaiModelFacts("gpt-5-nano-2025-08-07")?.efforts).toEqual(["minimal", "low", "medium", "high"]);
    expect(openaiModelFacts("gpt-5.4-pro")?.efforts).toEqual(["medium", "high", "xhigh"]);
    // From recorded refusals of `none` (pydantic-ai's capability probes).
    for (const id of ["o1", "o1-2024-12-17", "o1-pro", "o3-mini", "o3-pro", "gpt-5-codex", "gpt-5.1-codex"])
      expect(openaiModelFacts(id)?.efforts, id).toEqual(["low", "medium", "high"]);
    expect(openaiModelFacts("gpt-5.1-codex-max")?.efforts).toEqual(["low", "medium", "high", "xhigh"]);
    for (const id of ["gpt-5.2-pro", "gpt-5.5-pro", "gpt-5.2-pro-2025-12-11"])
      expect(openaiModelFacts(id)?.efforts, id).toEqual(["medium", "high", "xhigh"]);
    expect(openaiModelFacts("gpt-5-pro")?.efforts).toEqual(["high"]);
    for (const id of ["gpt-5.1-chat-latest", "gpt-5.2-chat-latest", "gpt-5.3-chat-latest"])
      expect(openaiModelFacts(id)?.efforts, id).toEqual(["medium"]);
    // Whole ids, never prefixes: a model next to a listed one stays unknown.
    for (const id of [
      "o1-mini",
      "o1-preview",
      "gpt-5.1",
      "gpt-5.4",
      "gpt-5.4-mini",
      "gpt-5.6-sol",
      "gpt-5.1-codex-mini",
      "gpt-5.2-codex",
      "gpt-5.3-codex",
      "gpt-5-codex-mini",
      "gpt-5.1-pro",
      "gpt-4o",
    ])
      expect(openaiModelFacts(id)?.efforts, id).toBeUndefined();
  });

  it("knows the reasoning families and their defaults", () => {
    expect(openaiModelFacts("o3-mini-2025-01-31")).toMatchObject({ reasoning: true, temperatureText: "parameter" });
    expect(openaiModelFacts("o1-2024-12-17")?.temperatureText).toBe("parameter");
    expect(openaiModelFacts("gpt-audio")).toMatchObject({
      reasoning: false,
      audioModel: true,
      rejectsWebSearch: true,
      rejectsJsonSchema: true,
      rejectsJsonObject: true,
      rejectsLogprobs: true,
      maxOutputTokens: 16384,
    });
    expect(openaiModelFacts("gpt-audio-2025-08-28")?.audioModel).toBe(true);
    expect(openaiModelFacts("gpt-audio-mini")).toBeUndefined();
    expect(openaiModelFacts("gpt-4o-mini-search-preview-2025-03-11")?.searchArgsRefused).toBe(true);
    expect(openaiModelFacts("gpt-4o-search-preview")?.searchArgsRefused).toBe(false);
    expect(openaiModelFacts("o1-mini")?.temperatureText).toBe("value");
    expect(openaiModelFacts("o1-mini")).toMatchObject({ rejectsSystemRole: true });
    expect(openaiModelFacts("o1-mini")).toMatchObject({ rejectsDeveloperRole: true, rejectsStop: true });
    expect(openaiModelFacts("o3-mini")?.rejectsStop).toBe(false);
    expect(openaiModelFacts("gpt-4o")?.rejectsWebSearch).toBe(true);
    expect(openaiModelFacts("gpt-4o-2024-08-06")?.rejectsWebSearch).toBe(true);
    // This text is recorded for gpt-4o, gpt-4.1 and gpt-4.1-nano (maruel/genai); the other non-search models are left unknown.
    for (const id of ["gpt-4.1", "gpt-4.1-nano-2025-04-14"]) expect(openaiModelFacts(id)?.rejectsWebSearch).toBe(true);
    for (const id of [
      "gpt-4o-search-preview",
      "gpt-4o-mini-search-preview-2025-03-11",
      "gpt-4o-mini",
      "gpt-4.1-mini",
      "gpt-3.5-turbo",
      "gpt-5",
      "o3",
    ])
      expect(openaiModelFacts(id)?.rejectsWebSearch).toBe(false);
    // `Unknown parameter: 'web_search_options'.`: the recorded o4-mini and gpt-5.x ids only.
    for (const id of ["o4-mini", "gpt-5", "gpt-5-mini", "gpt-5.4-nano", "gpt-5.5", "gpt-5.6-terra", "gpt-5.2-chat-latest"])
      expect(openaiModelFacts(id)?.webSearchUnknown, id).toBe(true);
    for (const id of ["o3", "gpt-5.1", "gpt-5.2", "gpt-5.4-pro", "gpt-4o", "gpt-5.1-chat-latest"])
      expect(openaiModelFacts(id)?.webSearchUnknown, id).toBe(false);
    expect(openaiModelFacts("o1-preview")).toMatchObject({ rejectsSystemRole: true, rejectsDeveloperRole: false });
    expect(openaiModelFacts("o1")).toMatchObject({ rejectsSystemRole: false, rejectsDeveloperRole: false });
    expect(openaiModelFacts("gpt-5-mini-2025-08-07")).toMatchObject({ reasoning: true, defaultEffort: "reasoning", chatToolsNeedEffortNone: false });
    expect(openaiModelFacts("gpt-5.1")).toMatchObject({ defaultEffort: "none" });
    // The other gpt-5.1 to 5.4 variants, where recorded: temperature refused with no effort, or taken (gpt-5.3-codex).
    for (const id of ["gpt-5.1-codex", "gpt-5.1-codex-max", "gpt-5.2-pro", "gpt-5.4-pro"])
      expect(openaiModelFacts(id)?.defaultEffort, id).toBe("reasoning");
    expect(openaiModelFacts("gpt-5.3-codex")?.defaultEffort).toBe("none");
    for (const id of ["gpt-5.2-codex", "gpt-5.1-codex-mini"]) expect(openaiModelFacts(id)?.defaultEffort, id).toBeUndefined();
    // The ChatGPT snapshots: gpt-5-chat-latest does not reason; 5.1 to 5.3 do.
    expect(openaiModelFacts("gpt-5-chat-latest")).toMatchObject({ reasoning: false, defaultEffort: "none", rejectsAudioInput: false });
    expect(openaiModelFacts("gpt-5.2-chat-latest")).toMatchObject({
      reasoning: true,
      defaultEffort: "reasoning",
      rejectsAudioInput: true,
      rejectsStop: true,
      rejectsLogprobsReasoning: true,
    });
    expect(openaiModelFacts("gpt-5.3-chat-latest")).toMatchObject({ rejectsAudioInput: false, rejectsStop: false, rejectsLogprobsReasoning: false });
    // `prompt_cache_retention` is deprecated from gpt-5.6 on: only the gpt-5.5 family is known to refuse "in_memory".
    expect(openaiModelFacts("gpt-5.6-terra")).toMatchObject({
      defaultEffort: "reasoning",
      chatToolsNeedEffortNone: true,
      rejectsInMemoryCache: false,
    });
    expect(openaiModelFacts("gpt-5.5-pro")?.rejectsInMemoryCache).toBe(true);
    // A reasoning item must be followed by its item: gpt-5.1-chat-latest by a quoted refusal (mastra-ai/mastra#11103), not 5.2/5.3.
    expect(openaiModelFacts("gpt-5.1-chat-latest")?.reasoningNeedsFollower).toBe(true);
    expect(openaiModelFacts("gpt-5.2-chat-latest")?.reasoningNeedsFollower).toBe(false);
    expect(openaiModelFacts("gpt-6.1-sol")).toMatchObject({ chatToolsNeedEffortNone: true });
    // gpt-5.4's plain variants default to `none` (a recorded 200 for gpt-5.4-mini with tools and no effort); gpt-5.5 on reason.
    expect(openaiModelFacts("gpt-5.4-mini")).toMatchObject({ defaultEffort: "none", chatToolsNeedEffortNone: true });
    expect(openaiModelFacts("gpt-5.4-nano-2026-03-17")?.defaultEffort).toBe("none");
    expect(openaiModelFacts("gpt-5.4-pro")?.defaultEffort).toBe("reasoning");
    expect(openaiModelFacts("gpt-5.5")?.defaultEffort).toBe("reasoning");
    // input_audio: rejected on gpt-5-mini (recorded) and its generation; no evidence for the o-series and the gpt-4 models.
    expect(openaiModelFacts("gpt-5-mini")?.rejectsAudioInput).toBe(true);
    for (const id of ["gpt-5", "gpt-5-nano-2025-08-07"]) expect(openaiModelFacts(id)?.rejectsAudioInput).toBe(true);
    // Recorded in maruel/genai's scoreboard: o4-mini, gpt-5.4 (mini, nano), gpt-5.5, gpt-4o-mini-search-preview.
    for (const id of ["o4-mini", "gpt-5.4", "gpt-5.4-mini", "gpt-5.4-nano", "gpt-5.5", "gpt-4o-mini-search-preview-2025-03-11"])
      expect(openaiModelFacts(id)?.rejectsAudioInput, id).toBe(true);
    // Other gpt-5.x models and variants: not recorded, left unknown (fourth collection's audit).
    for (const id of ["gpt-5.6-terra", "gpt-5.1", "gpt-5-codex", "gpt-5.4-pro"]) expect(openaiModelFacts(id)?.rejectsAudioInput).toBe(false);
    for (const id of ["o3-mini", "o3", "gpt-4o", "gpt-4o-audio-preview", "gpt-4-turbo"]) expect(openaiModelFacts(id)?.rejectsAudioInput).toBe(false);
    // ... and on gpt-4.1-mini (recorded), with its family.
    for (const id of ["gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano-2025-04-14"]) expect(openaiModelFacts(id)?.rejectsAudioInput).toBe(true);
    // stop: rejected on o1-mini, o3, gpt-5-mini (recorded), o4-mini (SDK doc) and gpt-5's family; taken by o3-mini.
    for (const id of ["o3", "o3-2025-04-16", "o4-mini", "gpt-5", "gpt-5-mini", "gpt-5-nano"]) expect(openaiModelFacts(id)?.rejectsStop).toBe(true);
    for (const id of ["o3-mini", "o1", "o3-pro", "gpt-5.1", "gpt-5-codex", "gpt-4o", "gpt-5.2", "gpt-5.4-pro"])
      expect(openaiModelFacts(id)?.rejectsStop).toBe(false);
    // ... and on the gpt-5.x ids recorded refusing it (maruel/genai).
    for (const id of ["gpt-5.4", "gpt-5.4-mini", "gpt-5.4-nano-2026-03-17", "gpt-5.5", "gpt-5.6-luna", "gpt-5.6-sol", "gpt-5.6-terra"])
      expect(openaiModelFacts(id)?.rejectsStop, id).toBe(true);
    // logprobs while reasoning: gpt-5.5 and the gpt-5.6 variants (recorded); gpt-5.4 took it.
    for (const id of ["gpt-5.5", "gpt-5.6-luna", "gpt-5.6-sol", "gpt-5.6-terra"])
      expect(openaiModelFacts(id)?.rejectsLogprobsReasoning, id).toBe(true);
    for (const id of ["gpt-5.4", "gpt-5", "o3", "gpt-5.5-pro"]) expect(openaiModelFacts(id)?.rejectsLogprobsReasoning, id).toBe(false);
    // Function tools with no effort: refused from gpt-5.6 on (recorded), taken by gpt-5.5 (maruel/genai).
    expect(openaiModelFacts("gpt-5.5")?.chatToolsRejectDefault).toBe(false);
    expect(openaiModelFacts("gpt-5.6-luna")?.chatToolsRejectDefault).toBe(true);
    // The audio model's input rules: gpt-4o-audio-preview (recorded) only.
    expect(openaiModelFacts("gpt-4o-audio-preview")?.audioModel).toBe(true);
    for (const id of ["gpt-4o", "gpt-4o-mini-audio-preview", "gpt-4o-audio-preview-2024-12-17"])
      expect(openaiModelFacts(id)?.audioModel, id).toBe(false);
    // json_schema response formats: rejected before Structured Outputs (gpt-4 recorded).
    for (const id of ["gpt-4", "gpt-4-0613", "gpt-4-turbo", "gpt-4-1106-preview", "gpt-3.5-turbo-0125", "gpt-35-turbo"])
      expect(openaiModelFacts(id)?.rejectsJsonSchema).toBe(true);
    for (const id of ["gpt-4o", "gpt-4o-mini", "gpt-4o-2024-05-13", "gpt-4.1", "o1", "gpt-5"])
      expect(openaiModelFacts(id)?.rejectsJsonSchema).toBe(false);
    expect(openaiModelFacts("ft:gpt-4o-mini-2024-07-18:acme::9xYz")).toMatchObject({ reasoning: false, maxOutputTokens: 16384 });
    // Azure OpenAI's name of gpt-3.5-turbo is no gpt-35 (a recorded 200 with max_tokens and temperature 0, dd-trace-py).
    expect(openaiModelFacts("gpt-35-turbo")).toMatchObject({ reasoning: false, defaultEffort: "none" });
    expect(openaiModelFacts("gpt-35-turbo-16k")?.reasoning).toBe(false);
  });

  it("knows reasoning.mode and reasoning.context only where a refusal was recorded, and the deep-research models", () => {
    for (const id of ["gpt-5.4", "gpt-5.4-mini", "gpt-5.4-nano-2026-03-17", "gpt-5.5"])
      expect(openaiModelFacts(id)?.reasoningModes, id).toEqual(["standard"]);
    for (const id of ["gpt-5.4-pro", "gpt-5.5-pro"]) expect(openaiModelFacts(id)?.reasoningModes, id).toEqual(["pro"]);
    for (const id of ["gpt-5.6-terra", "gpt-5.6", "gpt-5", "gpt-5.2-pro", "o3"]) expect(openaiModelFacts(id)?.reasoningModes, id).toBeUndefined();
    expect(openaiModelFacts("o3-2025-04-16")?.reasoningContexts).toEqual(["auto", "current_turn"]);
    for (const id of ["o3-mini", "o3-pro", "o3-deep-research", "gpt-5.4"]) expect(openaiModelFacts(id)?.reasoningContexts, id).toBeUndefined();
    for (const id of ["o3-deep-research", "o4-mini-deep-research-2025-06-26"]) expect(openaiModelFacts(id)?.deepResearch, id).toBe(true);
    for (const id of ["o3", "o4-mini", "gpt-5"]) expect(openaiModelFacts(id)?.deepResearch, id).toBe(false);
  });

  it("knows the models refused on /v1/responses and the hosted tools a model refuses, where a refusal was recorded", () => {
    for (const id of ["gpt-5-search-api", "gpt-5-search-api-2025-10-14"]) expect(openaiModelFacts(id)?.notOnResponses, id).toBe(true);
    for (const id of ["gpt-5", "gpt-5.4", "gpt-4o-search-preview"]) expect(openaiModelFacts(id)?.notOnResponses ?? false, id).toBe(false);
    expect(openaiModelFacts("gpt-4")?.refusedHostedTools).toEqual(["file_search"]);
    for (const id of ["gpt-4-0613", "gpt-4o", "gpt-4.1", "gpt-5"]) expect(openaiModelFacts(id)?.refusedHostedTools, id).toBeUndefined();
  });

  it("knows nothing of models it has no facts for", () => {
    for (const id of ["gpt-5.4-chat-latest", "gpt-5-chat", "my-deployment", "deepseek-chat", "gpt-oss-120b", "claude-sonnet-4-5"])
      expect(openaiModelFacts(id)).toBeUndefined();
    expect(openaiModelFacts("gpt-4o-search-preview")?.maxOutputTokens).toBeUndefined();
  });

  it("tells whether a request reasons from its effort and the model's default", () => {
    expect(reasons(openaiModelFacts("gpt-5.1"), undefined)).toBe(false);
    expect(reasons(openaiModelFacts("gpt-5.1"), "low")).toBe(true);
    expect(reasons(openaiModelFacts("gpt-5.4"), "none")).toBe(false);
    expect(reasons(openaiModelFacts("gpt-4o"), "high")).toBe(false);
    expect(reasons(openaiModelFacts("gpt-5.1-codex"), undefined)).toBe(true);
    expect(reasons(openaiModelFacts("gpt-5.2-codex"), undefined)).toBeUndefined();
    expect(reasons(undefined, "high")).toBeUndefined();
  });
});

describe("the strict-schema walk", () => {
  it("writes contexts as Python tuples", () => {
    expect(strictContext([])).toBe("()");
    expect(strictContext(["items"])).toBe("('items',)");
    expect(strictContext(["properties", "it's"])).toBe(`('properties', "it's")`);
  });

  it("walks properties, items, anyOf and $defs, and treats typeless `properties` as an object", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: {
        tags: { type: "array", items: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } },
        choice: { anyOf: [{ properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false }, { type: "null" }] },
        ref: { $ref: "#/$defs/Node" },
      },
      required: ["tags", "choice"],
      $defs: { Node: { type: "object", properties: {}, additionalProperties: false, required: ["ghost"] } },
    };
    const found = strictFindings(schema).map((f) => `${f.problem} ${strictContext(f.keys)}${f.key ? ` ${f.key}` : ""}`);
    expect(found).toEqual([
      "required-missing () ref",
      "additional-properties ('properties', 'tags', 'items')",
      "required-extra ('$defs', 'Node') ghost",
    ]);
  });

  it("finds nothing in a strict-ready schema", () => {
    const schema = { type: "object", properties: { a: { type: ["string", "null"] } }, required: ["a"], additionalProperties: false };
    expect(strictFindings(schema)).toEqual([]);
  });

  it("finds the properties `required` misses and the keys it adds, in any order, short or long, with repeats", () => {
    // Three paths give the same answer: a list in the properties' order (compared in order), a short one (searched),
    // a long one (a set).
    const name = fc.constantFrom(...Array.from({ length: 24 }, (_, i) => `p${i}`));
    const cases = fc.uniqueArray(name, { maxLength: 24 }).chain((names) =>
      fc.tuple(
        fc.constant(names),
        fc.oneof(
          fc.constant<unknown[]>(names),
          fc.shuffledSubarray(names).map((list): unknown[] => list),
          fc.array(fc.oneof(name, fc.constantFrom<unknown>(1, null)), { maxLength: 30 }),
        ),
      ),
    );
    fc.assert(
      fc.property(cases, ([names, required]) => {
        const properties = Object.fromEntries(names.map((key) => [key, { type: "string" }]));
        const found = strictFindings({ type: "object", properties, required, additionalProperties: false });
        const expected = [
          ...names.filter((key) => !required.includes(key)).map((key) => ({ problem: "required-missing", keys: [], key })),
          ...required
            .filter((key): key is string => typeof key === "string" && !names.includes(key))
            .map((key) => ({ problem: "required-extra", keys: [], key })),
        ];
        expect(found).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("finds what reading each subschema keyword in turn finds, whatever the order of a schema's keys", () => {
    // The walk before it learned a schema's keywords from one pass over its keys: each keyword asked in turn.
    const reference = (schema: Record<string, unknown>, keys: string[] = [], out: string[] = []): string[] => {
      // The schema's own findings (those at its root) from strictFindings itself; the walk into subschemas by hand.
      const findings = strictFindings({
        ...schema,
        properties: undefined,
        $defs: undefined,
        definitions: undefined,
        anyOf: undefined,
        allOf: undefined,
        oneOf: undefined,
        prefixItems: undefined,
        items: undefined,
        not: undefined,
        ...pick(schema, ["properties", "additionalProperties"]),
      });
      for (const f of findings) if (f.keys.length === 0) out.push(`${f.problem} ${strictContext(keys)} ${f.key ?? ""}`);
      for (const keyword of ["properties", "$defs", "definitions"]) {
        const map = schema[keyword];
        if (isObject(map)) for (const name in map) if (isObject(map[name])) reference(map[name], [...keys, keyword, name], out);
      }
      for (const keyword of ["anyOf", "allOf", "oneOf", "prefixItems"]) {
        const list = schema[keyword];
        if (Array.isArray(list)) list.forEach((sub, i) => isObject(sub) && reference(sub, [...keys, keyword, String(i)], out));
      }
      for (const keyword of ["items", "additionalProperties", "not"]) {
        const sub = schema[keyword];
        if (isObject(sub)) reference(sub, [...keys, keyword], out);
      }
      return out;
    };
    const keyword = fc.constantFrom(
      "properties",
      "$defs",
      "definitions",
      "anyOf",
      "allOf",
      "oneOf",
      "prefixItems",
      "items",
      "additionalProperties",
      "not",
      "type",
      "required",
      "description",
    );
    const { schema } = fc.letrec((tie) => ({
      schema: fc.dictionary(keyword, tie("value"), { maxKeys: 5, depthIdentifier: "schema" }),
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.constantFrom("object", "string", false, true),
        fc.constant(["a", "b"]),
        tie("schema"),
        fc.array(tie("schema"), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom("a", "b", "c"), tie("schema"), { maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(schema, (value) => {
        const found = strictFindings(value).map((f) => `${f.problem} ${strictContext(f.keys)} ${f.key ?? ""}`);
        expect(found).toEqual(reference(value));
      }),
      { numRuns: 2000 },
    );
  });
});

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const pick = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));
