/** Rule preconditions (`meta.needs`) skip rules that have nothing to look at; they must never hide a finding. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtures, loadSourceFixtures } from "../../../fixtures/load.js";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { meetsNeeds } from "../src/engine/needs.js";
import { builtinDialects, createLinter, rules, type LintOptions } from "../src/index.js";

const linters = { true: createLinter(), false: createLinter({ preconditions: false }) };
// The 2026-10-21 cases lint synchronously: that version's schema loads on demand.
await linters.true.loadApiVersion("2026-10-21");
await linters.false.loadApiVersion("2026-10-21");

const withNeeds = rules.filter((rule) => rule.meta.needs !== undefined);
const cases = [...loadFixtures(), ...loadSourceFixtures()];
const lintWith = (preconditions: boolean, text: string, options: LintOptions) => linters[`${preconditions}`].lint(text, options);

describe("preconditions hide no finding", () => {
  it("some rules declare needs", () => {
    expect(withNeeds.length).toBeGreaterThan(20);
  });

  // Every fixture, not only the rule's own: a precondition must hold wherever its rule reports.
  it.each(cases.map((c) => [`${c.ruleId}/${c.kind}/${c.name}`, c] as const))(
    "%s: the same diagnostics with and without preconditions",
    (_, fixture) => {
      const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
      expect(lintWith(true, fixture.text, options)).toEqual(lintWith(false, fixture.text, options));
    },
  );

  it.each(withNeeds.map((rule) => [rule.meta.id, rule] as const))("%s: its own invalid fixtures meet its needs", (id, rule) => {
    const invalid = loadFixtures(id).filter((c) => c.kind === "invalid" && !c.name.endsWith(".jsonl"));
    expect(invalid.length).toBeGreaterThan(0);
    const dialect = builtinDialects.find((d) => d.id === rule.meta.dialect)!;
    const linter = linters.true;
    for (const fixture of invalid) {
      const value = JSON.parse(fixture.text);
      const request = Array.isArray(value) ? { [dialect.list?.key ?? "messages"]: value } : value;
      const options = { ...fixture.options, settings: { ...fixture.options.settings, dialect: dialect.id } } as LintOptions;
      const model = dialect.model(request, linter.resolveSettings(options, request, dialect), linter.stateOf(dialect));
      expect(meetsNeeds(rule.meta.needs!, dialect.presence!(model)), fixture.name).toBe(true);
    }
  });
});

describe("declared needs name what requests hold (Messages API)", () => {
  // What the request schemas know, read from the generated JSON Schemas of every API version.
  const schemaDir = join(import.meta.dirname, "../src/dialects/anthropic/schema");
  const schemas = readdirSync(schemaDir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => JSON.parse(readFileSync(join(schemaDir, f), "utf8")) as { $ref: string; definitions: Record<string, { properties?: object }> });
  const fields = new Set(schemas.flatMap((s) => Object.keys(s.definitions[s.$ref.split("/").pop()!]!.properties ?? {})));
  const types = new Set<string>();
  for (const schema of schemas) {
    JSON.stringify(schema, (_key, value: { properties?: { type?: { const?: unknown } } }) => {
      const tag = value?.properties?.type?.const;
      if (typeof tag === "string") types.add(tag);
      return value;
    });
  }

  it("reads the schemas", () => {
    expect(fields.has("messages") && types.has("tool_use")).toBe(true);
  });

  const anthropicNeeds = withNeeds.filter((rule) => rule.meta.dialect === "anthropic");
  it.each(anthropicNeeds.map((rule) => [rule.meta.id, rule.meta.needs!] as const))("%s", (id, needs) => {
    expect(needs.blocks?.length || needs.fields?.length || needs.cacheControl, "declares at least one need").toBeTruthy();
    for (const field of needs.fields ?? []) expect(fields, `field ${field}`).toContain(field);
    for (const type of needs.blocks ?? []) {
      if (type.startsWith("*")) {
        expect(
          [...types].some((t) => t.endsWith(type.slice(1))),
          `pattern ${type}`,
        ).toBe(true);
      } else if (id !== "content-block-unknown-type") {
        // That rule's needs are the block types of other APIs, read from its own table of them.
        expect(types, `block type ${type}`).toContain(type);
      }
    }
  });
});

describe("the request index", () => {
  it("records block types at any depth, and string content as text", () => {
    const { index } = buildConversation({
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: [{ type: "tool_use", id: "a", name: "n", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "a", content: [{ type: "search_result", content: [{ type: "image" }] }] }] },
      ],
    });
    expect([...index.blockTypes].sort()).toEqual(["image", "search_result", "text", "tool_result", "tool_use"]);
    expect(index.cacheControl).toBe(false);
  });

  it.each([
    ["the request", { cache_control: { type: "ephemeral" }, messages: [] }],
    ["a tool", { tools: [{ name: "t", cache_control: { type: "ephemeral" } }], messages: [] }],
    ["a system block", { system: [{ type: "text", text: "s", cache_control: { type: "ephemeral" } }], messages: [] }],
    [
      "a nested block",
      { messages: [{ role: "user", content: [{ type: "tool_result", content: [{ type: "text", text: "x", cache_control: {} }] }] }] },
    ],
  ])("records a cache_control on %s", (_, request) => {
    expect(buildConversation(request).index.cacheControl).toBe(true);
  });

  it("runs a rule when any one need is met, and skips it when none is", () => {
    const { index } = buildConversation({ temperature: 1, messages: [{ role: "user", content: [{ type: "web_search_tool_result" }] }] });
    expect(meetsNeeds({ fields: ["top_p", "temperature"] }, index)).toBe(true);
    expect(meetsNeeds({ blocks: ["*_tool_result"] }, index)).toBe(true);
    expect(meetsNeeds({ blocks: ["tool_result", "image"], fields: ["thinking"], cacheControl: true }, index)).toBe(false);
  });

  it("asks the dialect once a request what it holds, and answers from that request's presence alone", () => {
    const anthropic = builtinDialects.find((dialect) => dialect.id === "anthropic")!;
    const asked: unknown[] = [];
    const counting = {
      ...anthropic,
      presence: (model: unknown) => {
        const presence = anthropic.presence!(model);
        asked.push(presence);
        return presence;
      },
    };
    const linter = createLinter({ dialects: [counting] });
    const plain = { model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] };
    linter.lint(plain);
    expect(asked).toHaveLength(1);
    // The next request asks again, and a rule it needs runs: the answers are the request's, not the linter's.
    const thinking = {
      ...plain,
      messages: [...plain.messages, { role: "assistant", content: [{ type: "thinking", thinking: "t", signature: "s" }] }],
    };
    expect(linter.lint(thinking).map((d) => d.ruleId)).toContain("thinking-signature-invalid");
    expect(asked).toHaveLength(2);
    expect(linter.lint(plain).map((d) => d.ruleId)).not.toContain("thinking-signature-invalid");
    expect(asked).toHaveLength(3);
  });

  it("skips a rule whose needs are not met, and runs it with preconditions off", () => {
    // A 2-character signature is invalid; without a thinking block the rule has nothing to look at.
    const request = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] });
    countingCalls(
      rules.find((r) => r.meta.id === "thinking-signature-invalid")!,
      (calls) => {
        // Fresh linters: a linter reads its rules' visitors once, when it first runs a set of rules.
        createLinter().lint(request);
        expect(calls()).toBe(0);
        createLinter({ preconditions: false }).lint(request);
        expect(calls()).toBe(1);
      },
    );
  });
});

/** Runs `run` while counting the calls of the rule's request visitor (`calls()`, so far), and restores the visitor. */
function countingCalls(rule: (typeof rules)[number], run: (calls: () => number) => void): void {
  const check = rule.visit!.request!;
  let calls = 0;
  rule.visit!.request = (context) => {
    calls++;
    check(context);
  };
  try {
    run(() => calls);
  } finally {
    rule.visit!.request = check;
  }
}

describe("field needs (Chat Completions, Responses)", () => {
  const fieldOnly = builtinDialects.filter((dialect) => dialect.id === "openai-chat" || dialect.id === "openai-responses");

  // Their dialects answer `fields` only: a block or cache_control need would be ignored, and its rule would always run.
  it.each(fieldOnly.flatMap((dialect) => dialect.rules.filter((rule) => rule.meta.needs).map((rule) => [rule.meta.id, rule.meta.needs!] as const)))(
    "%s declares top-level fields only",
    (_, needs) => {
      expect(needs.blocks ?? [], "blocks").toEqual([]);
      expect(needs.cacheControl ?? false, "cacheControl").toBe(false);
      expect(needs.fields!.length).toBeGreaterThan(0);
    },
  );

  it("each dialect has rules that declare fields", () => {
    for (const dialect of fieldOnly) expect(dialect.rules.filter((rule) => rule.meta.needs).length, dialect.id).toBeGreaterThan(10);
  });

  it("skips a parameter rule on a body without the parameter, and runs it on one with it", () => {
    const chat = builtinDialects.find((dialect) => dialect.id === "openai-chat")!;
    countingCalls(
      chat.rules.find((r) => r.meta.id === "chat-max-tokens-min")!,
      (calls) => {
        const body = { model: "gpt-4o", messages: [{ role: "user", content: "hi" }] };
        createLinter().lint(body);
        expect(calls()).toBe(0);
        // A null value is present: the rule runs (and reports nothing).
        expect(createLinter().lint({ ...body, max_tokens: null })).toEqual([]);
        expect(calls()).toBe(1);
        expect(
          createLinter()
            .lint({ ...body, max_tokens: 0 })
            .map((d) => d.ruleId),
        ).toEqual(["chat-max-tokens-min"]);
      },
    );
  });
});
