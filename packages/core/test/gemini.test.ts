/** The Gemini dialect: detection, the request model and its path form, and the pairing family on plain objects. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeTurns, inTurnOrder } from "../src/dialects/gemini/analyses/function-turns.js";
import { builtinDialects, detectDialect, explainApiError, lintValue } from "../src/index.js";
import { buildRequest } from "../src/dialects/gemini/model.js";
import { geminiPaths } from "../src/dialects/gemini/paths.js";
import type { ResolvedSettings } from "../src/types.js";

const user = (text: string) => ({ role: "user", parts: [{ text }] });
const call = (name: string) => ({ functionCall: { name, args: {} } });
const response = (name: string) => ({ functionResponse: { name, response: { output: "ok" } } });
/** Two calls answered by two user contents of one response each: accepted on 2.5 Flash on AI Studio only. */
const splitResponses = {
  contents: [
    user("go"),
    { role: "model", parts: [call("a"), call("b")] },
    { role: "user", parts: [response("a")] },
    { role: "user", parts: [response("b")] },
  ],
};
const settings = (model?: string): ResolvedSettings => ({
  dialect: "gemini",
  target: "ai-studio",
  model,
  region: undefined,
  endpoint: undefined,
  apiVersion: "",
  betas: undefined,
  now: "2026-05-01",
});
const ids = (value: unknown, options = {}) => lintValue(value, options).map((d) => `${d.ruleId} ${d.pointer}`);

describe("detection", () => {
  const dialectOf = (value: unknown) => detectDialect(value, builtinDialects).dialect?.id;
  it.each([
    ["a body with contents", { contents: [user("hi")] }],
    ["contents given as one object (Vertex accepts it)", { contents: { role: "user", parts: [{ text: "hi" }] } }],
    ["snake_case system_instruction", { system_instruction: { parts: [{ text: "Be brief." }] } }],
    ["generationConfig alone", { generationConfig: { temperature: 0.2 } }],
    ["functionDeclarations in tools", { tools: [{ function_declarations: [{ name: "f" }] }] }],
    ["a bare list of contents", [user("hi"), { role: "model", parts: [{ text: "hello" }] }]],
  ])("reads %s as gemini", (_, value) => {
    expect(dialectOf(value)).toBe("gemini");
  });

  it("leaves Messages API bodies and message lists to anthropic", () => {
    expect(dialectOf({ model: "claude-sonnet-4-5", max_tokens: 5, messages: [{ role: "user", content: "hi" }] })).toBe("anthropic");
    expect(dialectOf([{ role: "user", content: "hi" }])).toBe("anthropic");
  });

  it("lints a detected body without settings, and a bare list as `contents`", () => {
    const list = [
      { role: "model", parts: [call("f")] },
      { role: "user", parts: [response("f")] },
    ];
    expect(lintValue(list).map((d) => [d.ruleId, d.pointer, d.path])).toEqual([["gemini-fc-turn-order", "/0", "contents[0]"]]);
  });
});

describe("the request model", () => {
  it("writes paths as Google does: snake_case names, bracketed indices", () => {
    expect(geminiPaths.child("", "systemInstruction")).toBe("system_instruction");
    expect(geminiPaths.child("contents[3].parts[0]", "inlineData")).toBe("contents[3].parts[0].inline_data");
    expect(geminiPaths.child("contents", 41)).toBe("contents[41]");
  });

  it("reads both key spellings and keeps the pointer of the one written", () => {
    const model = buildRequest(
      { contents: [{ role: "model", parts: [{ function_call: { name: "f" } }, { functionCall: { name: "g" } }] }] },
      settings(),
    );
    const [first, second] = model.contents[0]!.parts;
    expect([first!.data, first!.pointer, first!.path]).toEqual(["functionCall", "/contents/0/parts/0", "contents[0].parts[0]"]);
    expect(second!.data).toBe("functionCall");
    expect(model.contents[0]!.calls).toBe(2);
  });

  it("lists every content's parts in document order, the same nodes as each content's own", () => {
    const model = buildRequest(
      {
        contents: [
          { role: "user", parts: [{ text: "a" }, { text: "b" }] },
          { role: "model", parts: { text: "c" } },
          { role: "user", parts: [] },
          { role: "user", parts: [{ text: "d" }] },
        ],
      },
      settings(),
    );
    expect(model.parts.map((part) => part.pointer)).toEqual([
      "/contents/0/parts/0",
      "/contents/0/parts/1",
      "/contents/1/parts",
      "/contents/3/parts/0",
    ]);
    expect(model.parts).toEqual(model.contents.flatMap((content) => content.parts));
    for (const [i, part] of model.parts.entries()) expect(part).toBe(model.contents.flatMap((content) => content.parts)[i]);
  });

  it("takes the model id from the settings, without `models/` or a publisher path", () => {
    expect(buildRequest({ contents: [] }, settings("models/gemini-2.5-flash")).modelId).toBe("gemini-2.5-flash");
    expect(buildRequest({ contents: [] }, settings("publishers/google/models/gemini-3-pro-preview")).facts?.family).toBe("gemini-3-pro");
    expect(buildRequest({ contents: [] }, settings("some-tuned-model")).facts).toBeUndefined();
    expect(buildRequest({ contents: [] }, settings()).facts).toBeUndefined();
  });
});

describe("the pairing family", () => {
  it("accepts every call answered in the next content, by count, whatever the order and ids", () => {
    const body = {
      contents: [user("go"), { role: "model", parts: [call("a"), call("b")] }, { role: "user", parts: [response("b"), response("a")] }],
    };
    expect(ids(body)).toEqual([]);
  });

  it("does not report a call turn that ends the request: it is still being answered", () => {
    expect(ids({ contents: [user("go"), { role: "model", parts: [call("a")] }] })).toEqual([]);
  });

  it("reports a split answer once, under the count, and fixes it by merging", () => {
    const body = {
      contents: [user("go"), { role: "model", parts: [call("a"), call("b"), call("c")] }, { role: "user", parts: [response("a")] }],
    };
    body.contents.push({ role: "user", parts: [response("b")] }, { role: "user", parts: [response("c")] });
    const found = lintValue(body);
    expect(found.map((d) => `${d.ruleId} ${d.pointer}`)).toEqual(["gemini-fr-count /contents/2"]);
    expect(found[0]!.fix!.edits).toEqual([
      { op: "move", from: "/contents/3/parts/0", path: "/contents/2/parts/-" },
      { op: "move", from: "/contents/4/parts/0", path: "/contents/2/parts/-" },
      { op: "remove", path: "/contents/4" },
      { op: "remove", path: "/contents/3" },
    ]);
  });

  it("reports a response content after a text; consecutive model contents are one call turn", () => {
    const body = { contents: [user("go"), { role: "model", parts: [{ text: "thinking" }] }, { role: "model", parts: [call("a")] }, user("stop")] };
    expect(ids(body, { settings: { model: "gemini-3-flash-preview" } })).toEqual(["gemini-fr-count /contents/3"]);
    // No response at all: Gemini 2.0 and 2.5 take it, so for them and for a model msglint does not know it is a warning.
    expect(ids(body)).toEqual(["gemini-call-unanswered /contents/3"]);
    expect(ids(body, { settings: { model: "gemini-2.5-pro" } })).toEqual(["gemini-call-unanswered /contents/3"]);
    expect(ids(body, { settings: { model: "gemini-flash-latest" } })).toEqual(["gemini-call-unanswered /contents/3"]);
    expect(ids({ contents: [user("go"), { role: "user", parts: [response("a")] }] })).toEqual(["gemini-fr-turn-order /contents/1"]);
    // Two model contents of one call each, answered by one content of two responses (a recorded 200 on Gemini 3).
    const run = { contents: [user("go"), { role: "model", parts: [call("a")] }, { role: "model", parts: [call("b")] }] };
    expect(ids({ contents: [...run.contents, { role: "user", parts: [response("a"), response("b")] }] })).toEqual([]);
    expect(ids({ contents: [...run.contents, { role: "user", parts: [response("a")] }] })).toEqual(["gemini-fr-count /contents/3"]);
    // A run that opens the history is still a call turn with no user turn before it: reported once.
    expect(ids({ contents: [run.contents[1], run.contents[2], { role: "user", parts: [response("a"), response("b")] }] })).toEqual([
      "gemini-fc-turn-order /contents/0",
    ]);
  });

  it("counts responses split over the next user contents together only where recorded (2.5 Flash on AI Studio; not Gemini 3, not Vertex)", () => {
    const body = splitResponses;
    const on = (model?: string) => ids(body, model ? { settings: { model } } : {});
    expect(on("gemini-2.5-flash")).toEqual([]);
    expect(ids(body, { settings: { model: "gemini-2.5-flash", target: "vertex" } })).toEqual(["gemini-fr-count /contents/2"]);
    expect(on("gemini-3-pro-preview")).toContain("gemini-fr-count /contents/2");
    expect(on()).toEqual(["gemini-fr-count /contents/2"]);
    // Split responses that do not add up are a mismatch on 2.5 Flash too.
    const short = { ...body, contents: body.contents.slice(0, 3).concat([user("next")]) };
    expect(ids(short, { settings: { model: "gemini-2.5-flash" } })).toEqual(["gemini-fr-count /contents/2"]);
  });

  it("suggests error responses for the calls no response matches, by id or name", () => {
    const body = {
      contents: [
        user("go"),
        { role: "model", parts: [{ functionCall: { id: "1", name: "a" } }, { functionCall: { id: "2", name: "a" } }] },
        { role: "user", parts: [{ functionResponse: { id: "2", name: "a", response: {} } }] },
      ],
    };
    const [finding] = lintValue(body);
    expect(finding!.suggestions![0]!.edits).toEqual([
      {
        op: "add",
        path: "/contents/2/parts/0",
        value: { functionResponse: { id: "1", name: "a", response: { error: "The tool call was interrupted before it returned a result." } } },
      },
    ]);
  });
});

describe("explain", () => {
  it("lands Google's texts on the Gemini rules, both the validator's and the parser's forms, with the pointer", async () => {
    const { explainApiError } = await import("../src/index.js");
    const envelope = (message: string) => JSON.stringify({ error: { code: 400, message, status: "INVALID_ARGUMENT" } });
    const parts = explainApiError(envelope("* GenerateContentRequest.contents[41].parts: contents.parts must not be empty.\n"));
    expect([parts.ruleIds, parts.path, parts.pointer]).toEqual([["gemini-parts-empty"], "contents[41].parts", "/contents/41/parts"]);
    const bytes = explainApiError(`Invalid value at 'contents[0].parts[2].inline_data.data' (TYPE_BYTES), Base64 decoding failed for "https://x"`);
    expect([bytes.ruleIds, bytes.pointer]).toEqual([["gemini-bytes-base64"], "/contents/0/parts/2/inlineData/data"]);
    const unknown = explainApiError(
      `Invalid JSON payload received. Unknown name "const" at 'tools[0].function_declarations[0].parameters.properties[3].value': Cannot find field.`,
    );
    expect(unknown.ruleIds).toEqual(["gemini-unknown-field"]);
    expect(
      explainApiError(
        "Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.",
      ).ruleIds,
    ).toEqual(["gemini-fr-count"]);
    const role = explainApiError(
      `Unable to submit request because Please use a valid role: user, model.. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini`,
    );
    expect(role.ruleIds).toEqual(["gemini-role-invalid"]);
  });
});

describe("assertValid", () => {
  it("throws Google's text for a Gemini body that Gemini would refuse, and returns a valid one", async () => {
    const { assertValid, MsglintError } = await import("../src/index.js");
    const ok = { contents: [user("hi")] };
    expect(assertValid(ok, { settings: { dialect: "gemini" } })).toBe(ok);
    const split = splitResponses;
    expect(() => assertValid(split, { settings: { dialect: "gemini" } })).toThrow(MsglintError);
    expect(() => assertValid(split, { settings: { dialect: "gemini" } })).toThrow(/number of function response parts/);
    // Model-dependent rules follow the model the caller names (the body has none).
    const penalty = { contents: [user("hi")], generationConfig: { presencePenalty: 0.5 } };
    expect(assertValid(penalty, { settings: { dialect: "gemini" } })).toBe(penalty);
    expect(() => assertValid(penalty, { settings: { dialect: "gemini", model: "gemini-2.5-flash" } })).toThrow(/Penalty is not enabled/);
  });
});

describe("repair", () => {
  it("merges split responses (a fix), answers interrupted calls and drops orphan responses (chosen suggestions), idempotently", async () => {
    const { repair } = await import("../src/index.js");
    const body = {
      contents: [...splitResponses.contents, { role: "model", parts: [call("c")] }, user("never mind"), { role: "user", parts: [response("z")] }],
    };
    const strategies = ["gemini-merge-split-responses", "gemini-answer-missing-calls", "gemini-drop-orphan-responses"] as const;
    const { request: repaired, changes } = repair(body, { strategies: [...strategies], settings: { model: "gemini-3-flash-preview" } });
    expect(ids(repaired)).toEqual([]);
    expect(new Set(changes.map((c) => c.strategy))).toEqual(new Set(strategies));
    expect(repaired.contents[2]!.parts).toEqual([response("a"), response("b")]);
    expect(repair(repaired, { strategies: [...strategies], settings: { model: "gemini-3-flash-preview" } }).changes).toEqual([]);
  });

  it("answers calls followed by no response for a model that takes it or msglint does not know (a chosen suggestion)", async () => {
    const { repair } = await import("../src/index.js");
    const body = { contents: [user("go"), { role: "model", parts: [call("c")] }, user("never mind")] };
    const { request: repaired, changes } = repair(body, { strategies: ["gemini-answer-unanswered-calls"] });
    expect(changes.map((c) => [c.strategy, c.op, c.path])).toEqual([["gemini-answer-unanswered-calls", "add", "/contents/2/parts/0"]]);
    expect(ids(repaired)).toEqual([]);
    expect(repaired.contents[2]!.parts[1]).toEqual({ text: "never mind" });
  });
});

describe("function turn order: the quick check", () => {
  const part = fc.constantFrom<Record<string, unknown>>({ text: "t" }, call("f"), response("f"));
  const contents = fc.array(fc.record({ role: fc.constantFrom("user", "model", "model", "function", ""), parts: fc.array(part, { maxLength: 3 }) }), {
    maxLength: 8,
  });
  /** Mostly clean histories: call turns answered by as many responses, then perhaps one content changed. */
  const cleanish = fc
    .tuple(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }), fc.nat(20), fc.constantFrom("user", "model", "drop"))
    .map(([callTurns, at, change]) => {
      const list: { role: string; parts: Record<string, unknown>[] }[] = [user("go")];
      for (const calls of callTurns) {
        list.push({ role: "model", parts: [{ text: "t" }, ...Array.from({ length: calls }, () => call("f"))] });
        if (calls > 0) list.push({ role: "user", parts: Array.from({ length: calls }, () => response("f")) });
        else list.push(user("more"));
      }
      if (at < list.length) {
        if (change === "drop") list.splice(at, 1);
        else list[at] = { ...list[at]!, role: change };
      }
      return list;
    });

  it("says false, and the whole analysis nothing, for two call turns answered by split responses on 2.5 Flash", () => {
    const list = [
      { role: "user", parts: [] },
      { role: "model", parts: [call("f")] },
      { role: "model", parts: [call("f")] },
      { role: "user", parts: [response("f")] },
      { role: "user", parts: [response("f")] },
    ];
    const model = buildRequest({ contents: list }, settings("gemini-2.5-flash"));
    const full = analyzeTurns(model);
    expect(full.countMismatches.length + full.strayResponseTurns.length + full.misplacedCallTurns.length).toBe(0);
    expect(inTurnOrder(model.contents)).toBe(false);
  });

  it.each([
    ["random contents", contents],
    ["mostly clean histories", cleanish],
  ])("says true exactly when the whole analysis finds nothing (true only, with split responses accepted): %s", (_, arbitrary) => {
    let clean = 0;
    fc.assert(
      fc.property(arbitrary, fc.boolean(), (list, split) => {
        const model = buildRequest({ contents: list }, settings(split ? "gemini-2.5-flash" : undefined));
        const full = analyzeTurns(model);
        const none =
          full.countMismatches.length + full.unansweredCallTurns.length + full.strayResponseTurns.length + full.misplacedCallTurns.length === 0;
        if (none) clean++;
        // The quick check reads no model facts: for a model whose facts forgive a shape (2.5 Flash: split responses,
        // calls answered by no response) it may send a clean request to the whole analysis, never the other way.
        if (split) expect(!inTurnOrder(model.contents) || none).toBe(true);
        else expect(inTurnOrder(model.contents)).toBe(none);
      }),
      { numRuns: 3000 },
    );
    // Both answers are exercised.
    expect(clean).toBeGreaterThan(100);
    expect(clean).toBeLessThan(2900);
  });
});

describe("gemini-stop-sequences-count", () => {
  const find = (body: unknown, model = "gemini-2.5-flash", target = "vertex") =>
    lintValue(body, { settings: { dialect: "gemini", model, target } })
      .filter((d) => d.ruleId === "gemini-stop-sequences-count")
      .map((d) => [
        d.pointer,
        d.path,
        d.message.replace(/^.* value of (\d+) .* to (\d+) \(exclusive\).*$/, "$1 of $2"),
        d.hint?.startsWith("`stopSequences` is an empty list"),
      ]);
  const body = (n: number, snake = false) =>
    snake
      ? { contents: [user("hi")], generation_config: { stop_sequences: Array.from({ length: n }, (_, i) => `s${i}`) } }
      : { contents: [user("hi")], generationConfig: { stopSequences: Array.from({ length: n }, (_, i) => `s${i}`) } };

  it("takes 1 to 5 on Vertex for 2.5 Flash and reports an empty list and 6 or more", () => {
    for (const n of [1, 2, 3, 4, 5]) expect(find(body(n))).toEqual([]);
    expect(find(body(0))).toEqual([["/generationConfig/stopSequences", "generation_config.stop_sequences", "0 of 6", true]]);
    for (const n of [6, 7, 16, 17])
      expect(find(body(n))).toEqual([["/generationConfig/stopSequences", "generation_config.stop_sequences", `${n} of 6`, false]]);
  });

  it("reads the snake_case spelling and keeps its pointer", () => {
    expect(find(body(6, true))).toEqual([["/generation_config/stop_sequences", "generation_config.stop_sequences", "6 of 6", false]]);
  });

  it("covers 2.5 Flash's versions, and is silent for models whose bound is not recorded, on AI Studio and for a non-list", () => {
    expect(find(body(6), "gemini-2.5-flash-001")).toHaveLength(1);
    expect(find(body(6), "publishers/google/models/gemini-2.5-flash")).toHaveLength(1);
    for (const model of ["gemini-2.5-pro", "gemini-2.5-flash-lite", "gemini-2.0-flash", "gemini-3-flash-preview", "tuned-model"])
      expect(find(body(6), model)).toEqual([]);
    expect(find(body(0), "gemini-2.5-flash", "ai-studio")).toEqual([]);
    expect(find({ contents: [user("hi")], generationConfig: { stopSequences: "STOP" } })).toEqual([]);
  });
});

describe("gemini-function-declarations-count", () => {
  const decls = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}` }));
  const find = (body: unknown, target = "ai-studio") =>
    lintValue(body, { settings: { dialect: "gemini", target } })
      .filter((d) => d.ruleId === "gemini-function-declarations-count")
      .map((d) => [d.pointer, d.message.split("\n")[1], d.hint?.match(/declares (\d+)/)?.[1]]);

  it("counts each tool apart: 512 in each of two tools passes, 513 in either is reported at that tool", () => {
    expect(find({ contents: [user("hi")], tools: [{ functionDeclarations: decls(512) }, { functionDeclarations: decls(512) }] })).toEqual([]);
    expect(
      find({ contents: [user("hi")], tools: [{ functionDeclarations: decls(513) }, { codeExecution: {} }, { functionDeclarations: decls(700) }] }),
    ).toEqual([
      [
        "/tools/0/functionDeclarations",
        "  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.",
        "513",
      ],
      [
        "/tools/2/functionDeclarations",
        "  * tools[2].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.",
        "700",
      ],
    ]);
  });

  it("reads `function_declarations`, and `tools` written as one object (Google's path names the tool 0)", () => {
    expect(find({ contents: [user("hi")], tools: [{ function_declarations: decls(513) }] })).toEqual([
      [
        "/tools/0/function_declarations",
        "  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.",
        "513",
      ],
    ]);
    expect(find({ contents: [user("hi")], tools: { functionDeclarations: decls(513) } })).toEqual([
      [
        "/tools/functionDeclarations",
        "  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.",
        "513",
      ],
    ]);
  });

  it("is silent on Vertex, whose text for it is not known", () => {
    expect(find({ contents: [user("hi")], tools: [{ functionDeclarations: decls(513) }] }, "vertex")).toEqual([]);
  });
});

describe("gemini-image-links-count", () => {
  const link = (uri: string, mimeType = "image/png") => ({ fileData: { mimeType, fileUri: uri } });
  const links = (n: number, from = 0) => Array.from({ length: n }, (_, i) => link(`https://example.com/${from + i}.png`));
  const find = (contents: unknown[], target = "vertex") =>
    lintValue({ contents }, { settings: { dialect: "gemini", model: "gemini-3.1-pro-preview", target } })
      .filter((d) => d.ruleId === "gemini-image-links-count")
      .map((d) => [d.pointer, d.path, d.hint?.match(/link (\d+) images/)?.[1]]);

  it("adds up the links of every content and reports once, at the 11th", () => {
    const contents = [
      { role: "user", parts: [{ text: "a" }, ...links(4)] },
      { role: "model", parts: [{ text: "b" }] },
      { role: "user", parts: [...links(4, 4), { text: "c" }] },
      { role: "model", parts: [{ text: "d" }] },
      { role: "user", parts: links(7, 8) },
    ];
    expect(find(contents)).toEqual([["/contents/4/parts/2", "contents[4].parts[2]", "15"]]);
    expect(find(contents.slice(0, 3))).toEqual([]);
  });

  it("counts http and https links in either spelling and case, images only", () => {
    const mixed = [
      link("HTTP://example.com/a.jpg", "IMAGE/JPEG"),
      { file_data: { mime_type: "image/webp", file_uri: "https://example.com/b.webp" } },
      ...links(8),
      link("https://example.com/report.pdf", "application/pdf"),
      link("https://example.com/clip.mp4", "video/mp4"),
      link("https://www.youtube.com/watch?v=x", "video/*"),
    ];
    expect(find([{ role: "user", parts: mixed }])).toEqual([]);
    expect(find([{ role: "user", parts: [...mixed, link("http://example.com/c.gif", "image/gif")] }])).toEqual([
      ["/contents/0/parts/13", "contents[0].parts[13]", "11"],
    ]);
  });

  it("does not count Cloud Storage URIs, inline images or a link without a MIME type, and is silent on AI Studio", () => {
    const inline = { inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } };
    const others = [link("gs://bucket/a.png"), inline, { fileData: { fileUri: "https://example.com/x.png" } }];
    expect(find([{ role: "user", parts: [...links(10), ...others, ...others] }])).toEqual([]);
    expect(find([{ role: "user", parts: links(11) }], "ai-studio")).toEqual([]);
  });
});

describe("gemini-thinking-level-unsupported", () => {
  const body = (thinkingConfig: Record<string, unknown>) => ({ contents: [user("hi")], generationConfig: { thinkingConfig } });
  const find = (value: unknown, model?: string, target = "ai-studio") =>
    lintValue(value, { settings: { dialect: "gemini", target, ...(model !== undefined ? { model } : {}) } })
      .filter((d) => d.ruleId.startsWith("gemini-thinking"))
      .map((d) => `${d.ruleId} ${d.pointer}`);

  it("reports a level sent to each 2.5 model, dated ids included, in either spelling", () => {
    for (const model of ["gemini-2.5-flash", "gemini-2.5-pro", "gemini-2.5-flash-lite", "gemini-2.5-flash-preview-09-2025", "models/gemini-2.5-pro"])
      expect(find(body({ thinkingLevel: "low" }), model), model).toEqual([
        "gemini-thinking-level-unsupported /generationConfig/thinkingConfig/thinkingLevel",
      ]);
    expect(find({ contents: [user("hi")], generation_config: { thinking_config: { thinking_level: "HIGH" } } }, "gemini-2.5-flash")).toEqual([
      "gemini-thinking-level-unsupported /generation_config/thinking_config/thinking_level",
    ]);
  });

  it("is silent for the models that take a level, for unknown models, for a null level and on Vertex", () => {
    for (const model of [
      "gemini-3-flash-preview",
      "gemini-3.1-pro-preview",
      "gemini-3.5-flash",
      "gemini-flash-latest",
      "gemini-3.7-flash",
      undefined,
    ])
      expect(find(body({ thinkingLevel: "low" }), model), String(model)).toEqual([]);
    expect(find(body({ thinkingLevel: null, thinkingBudget: 1024 }), "gemini-2.5-flash")).toEqual([]);
    expect(find(body({ thinkingLevel: "low" }), "gemini-2.5-flash", "vertex")).toEqual([]);
  });

  it("leaves a model that does not think to gemini-thinking-unsupported, and one without thinking facts alone", () => {
    expect(find(body({ thinkingLevel: "low" }), "gemini-2.0-flash")).toEqual([]);
    expect(find(body({ thinkingLevel: "low" }), "gemini-2.0-flash", "vertex")).toEqual([
      "gemini-thinking-unsupported /generationConfig/thinkingConfig/thinkingLevel",
    ]);
    expect(find(body({ thinkingLevel: "low" }), "gemini-2.5-flash-image")).toEqual([]);
  });

  it("is silent beside a budget on 2.5, whose answer to both is not recorded", () => {
    expect(find(body({ thinkingLevel: "low", thinkingBudget: 1024 }), "gemini-2.5-flash")).toEqual([]);
  });

  it("names the model in its hint", () => {
    const [found] = lintValue(body({ thinkingLevel: "medium" }), { settings: { dialect: "gemini", model: "gemini-2.5-pro" } }).filter(
      (d) => d.ruleId === "gemini-thinking-level-unsupported",
    );
    expect(found!.message).toBe("Thinking level is not supported for this model.");
    expect(found!.hint).toMatch(/^gemini-2\.5-pro sets how much it thinks with `thinkingBudget`/);
  });

  it("is what explain names for Google's text, in the envelope a client wraps it in", () => {
    const pasted = String.raw`{"error":{"message":"{\n  \"error\": {\n    \"code\": 400,\n    \"message\": \"Thinking level is not supported for this model.\",\n    \"status\": \"INVALID_ARGUMENT\"\n  }\n}\n","code":400,"status":"Bad Request"}}`;
    expect(explainApiError(pasted).ruleIds).toEqual(["gemini-thinking-level-unsupported"]);
  });
});
