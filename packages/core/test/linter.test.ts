/** Linters are instances: their state is their own, and a dialect is a seam anyone can plug into. */
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { builtinDialects, createLinter, ruleCreator, type Dialect, type LintOptions, type Node, type RuleContext } from "../src/index.js";

const request2026 = { model: "claude-sonnet-4-5", max_tokens: 10, top_k: 5, messages: [{ role: "user", content: "hi" }] };
const settings2026 = { settings: { apiVersion: "2026-10-21" } };

describe("two linters", () => {
  it("keep their loaded schemas apart, interleaved or alone", async () => {
    const loaded = createLinter();
    const bare = createLinter();
    await loaded.loadApiVersion("2026-10-21");
    const alone = { loaded: (await aloneLoaded()).verify(request2026, settings2026), bare: createLinter().verify(request2026, settings2026) };
    for (let i = 0; i < 3; i++) {
      expect(bare.verify(request2026, settings2026)).toEqual(alone.bare);
      expect(loaded.verify(request2026, settings2026)).toEqual(alone.loaded);
    }
    expect(alone.bare.unloadedApiVersions).toEqual(["2026-10-21"]);
    expect(alone.loaded.unloadedApiVersions).toEqual([]);
    expect(alone.loaded.diagnostics.map((d) => d.message)).toContain("top_k: Extra inputs are not permitted");
  });

  it("with different rule levels and targets, used in turn, give each what it gives alone", () => {
    const cases = loadFixtures().slice(0, 150);
    const first = createLinter();
    const second = createLinter({ preconditions: false });
    const optionsOf = (i: number): LintOptions => ({ settings: { target: i % 2 ? "bedrock" : "anthropic" } });
    const together = cases.map((c, i) => [
      first.lint(c.text, { ...(c.options as LintOptions), ...optionsOf(i) }),
      second.lint(c.text, c.options as LintOptions),
    ]);
    cases.forEach((c, i) => {
      expect(together[i]![0], c.name).toEqual(createLinter().lint(c.text, { ...(c.options as LintOptions), ...optionsOf(i) }));
      expect(together[i]![1], c.name).toEqual(createLinter({ preconditions: false }).lint(c.text, c.options as LintOptions));
    });
  });
});

describe("a rules config", () => {
  const body = { model: "claude-opus-4-5", max_tokens: 10, messages: [{ role: "user", content: [{ type: "text", text: "" }] }] };
  it("read again on every call: the same config twice, then changed in place, then another object with the same content", () => {
    const linter = createLinter();
    const rules: NonNullable<LintOptions["rules"]> = { "text-block-empty": "warn" };
    const severities = () => linter.lint(body, { rules }).map((d) => `${d.ruleId}:${d.severity}`);
    expect(severities()).toEqual(["text-block-empty:warning"]);
    expect(severities()).toEqual(["text-block-empty:warning"]);
    rules["text-block-empty"] = "off";
    expect(severities()).toEqual([]);
    expect(linter.lint(body, { rules: { "text-block-empty": "warn" } }).map((d) => d.severity)).toEqual(["warning"]);
  });
  it("one object changed in place between calls in every way: a level set, a rule added, one deleted, options given", () => {
    const linter = createLinter();
    const rules: NonNullable<LintOptions["rules"]> = { "text-block-empty": "warn", "model-retired": "off" };
    const found = () => linter.lint(body, { rules }).map((d) => `${d.ruleId}:${d.severity}`);
    // Each step against a fresh linter given a copy: what the same content gives without anything remembered.
    const fresh = () =>
      createLinter()
        .lint(body, { rules: structuredClone(rules) })
        .map((d) => `${d.ruleId}:${d.severity}`);
    const steps: (() => void)[] = [
      () => (rules["text-block-empty"] = "error"),
      () => (rules["text-block-empty"] = 1),
      () => delete rules["text-block-empty"],
      () => (rules["text-block-empty"] = "warn"),
      () => (rules["text-block-empty"] = ["error"]),
      () => ((rules["text-block-empty"] as unknown[])[0] = "off"),
      () => (rules["text-block-empty"] = "warn"),
      () => (rules["text-block-empty"] = 1),
      // The last key deleted (its default level is "error"): what is left matches what was kept, all but its length.
      () => delete rules["text-block-empty"],
      () => (rules["text-block-empty"] = "warn"),
      () => delete rules["model-retired"],
    ];
    expect(found()).toEqual(["text-block-empty:warning"]);
    for (const step of steps) {
      step();
      expect(found(), JSON.stringify(rules)).toEqual(fresh());
      expect(found(), JSON.stringify(rules)).toEqual(fresh());
    }
    expect(found()).toEqual(["text-block-empty:warning"]);
  });
  it("frozen, taken for what it holds: two frozen objects in turn, each as a fresh linter reads it", () => {
    const linter = createLinter();
    const warn = Object.freeze({ "text-block-empty": "warn" as const });
    const off = Object.freeze({ "text-block-empty": "off" as const });
    const run = (rules: NonNullable<LintOptions["rules"]>) => linter.lint(body, { rules }).map((d) => d.severity);
    for (let i = 0; i < 3; i++) {
      expect(run(warn)).toEqual(["warning"]);
      expect(run(off)).toEqual([]);
    }
    // Frozen outside, not inside: the options array can still change between calls.
    const level = ["warn"];
    const shallow = Object.freeze({ "text-block-empty": level }) as unknown as NonNullable<LintOptions["rules"]>;
    expect(run(shallow)).toEqual(["warning"]);
    level[0] = "off";
    expect(run(shallow)).toEqual([]);
  });
  it("that is not plain JSON still applies, each call as given", () => {
    const linter = createLinter();
    const rules = { "text-block-empty": ["warn", { pattern: /x/ }] } as unknown as NonNullable<LintOptions["rules"]>;
    expect(linter.lint(body, { rules }).map((d) => d.severity)).toEqual(["warning"]);
    expect(linter.lint(body, { rules: { "text-block-empty": ["off", { pattern: /x/ }] } as never })).toEqual([]);
  });
  it("gives out a copy of its rule set, which the caller may change", () => {
    const linter = createLinter();
    const options: LintOptions = { rules: { "text-block-empty": "warn" } };
    linter.activeRules(options).length = 0;
    expect(linter.lint(body, options).map((d) => d.ruleId)).toEqual(["text-block-empty"]);
  });
});

async function aloneLoaded() {
  const linter = createLinter();
  await linter.loadApiVersion("2026-10-21");
  return linter;
}

/** A dialect of a made-up format, `{ "echo": [{ "say": "…" }] }`, with one rule: what it says must not be empty. */
interface EchoItem extends Node {
  say: unknown;
}
interface EchoModel {
  items: EchoItem[];
}
const createRule = ruleCreator<EchoModel>({ id: "echo", targets: ["echo-cloud"] });
const echoSayEmpty = createRule("echo-say-empty", {
  meta: {
    description: "An echo item says nothing.",
    category: "api",
    recommended: true,
    messages: { empty: "{{path}}: say must not be empty" },
    hints: { where: "Item {{index}} of {{count}} says nothing." },
  },
  visit: {
    item(item: EchoItem, context: RuleContext<EchoModel>) {
      if (item.say !== "") return;
      const index = context.model.items.indexOf(item);
      context.report({ messageId: "empty", at: context.at(item, "say"), data: { index, count: context.model.items.length }, hint: "where" });
    },
  },
});
const echo: Dialect<EchoModel> = {
  id: "echo",
  title: "Echo",
  targets: ["echo-cloud"],
  rules: [echoSayEmpty],
  detect: (value) => (value !== null && typeof value === "object" && Array.isArray((value as { echo?: unknown }).echo) ? 2 : 0),
  list: { key: "echo" },
  model(request) {
    const raw = request.echo as { say?: unknown }[];
    return { items: raw.map((item, i) => ({ pointer: `/echo/${i}`, path: `echo[${i}]`, say: item?.say })) };
  },
  walk(model, visitOf) {
    const visitItem = visitOf("item");
    if (visitItem) for (const item of model.items) visitItem(item);
  },
  paths: { child: (parent, key) => (typeof key === "number" ? `${parent}[${key}]` : `${parent}.${key}`) },
};

describe("making a linter", () => {
  // Core makes its default linter at import: everything derived from the dialects waits for the first call that needs it.
  it("reads nothing from its dialects until the first lint, and their rules only then", () => {
    const read: string[] = [];
    const watched = new Proxy(echo, {
      get(target, key, receiver) {
        if (typeof key === "string") read.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const linter = createLinter({ dialects: [watched] });
    expect(read).toEqual([]);
    expect(linter.lint({ echo: [{ say: "" }] }).map((d) => d.ruleId)).toEqual(["echo-say-empty"]);
    const first = read.filter((key) => key === "rules").length;
    expect(first).toBeGreaterThan(0);
    linter.lint({ echo: [{ say: "" }] });
    expect(read.filter((key) => key === "rules").length).toBe(first);
  });
});

describe("a dialect of one's own", () => {
  const linter = createLinter({ dialects: [...builtinDialects, echo] });
  const text = '{\n  "echo": [\n    { "say": "hi" },\n    { "say": "" }\n  ]\n}\n';

  it("is detected, walked, and reports at its nodes in its own path form, with its hint", () => {
    expect(linter.lint(text)).toEqual([
      {
        ruleId: "echo-say-empty",
        dialect: "echo",
        severity: "error",
        message: "echo[1].say: say must not be empty",
        path: "echo[1].say",
        pointer: "/echo/1/say",
        hint: "Item 1 of 2 says nothing.",
        line: 4,
        column: 14,
        endLine: 4,
        endColumn: 16,
      },
    ]);
  });

  it("lints a bare list under its list key, and is named by the settings", () => {
    // The echo dialect claims no bare list: without the dialect named, a list of non-messages is no conversation.
    expect(linter.lint([{ say: "" }], { settings: { dialect: "echo" } }).map((d) => d.pointer)).toEqual(["/0/say"]);
    expect(linter.lint([{ say: "" }]).map((d) => d.ruleId)).toEqual(["unrecognized-input"]);
    expect(linter.lint({ echo: [{ say: "" }] }, { settings: { dialect: "echo" } }).map((d) => d.ruleId)).toEqual(["echo-say-empty"]);
  });

  it("is unknown to a linter that was not given it", () => {
    expect(
      createLinter()
        .lint(text)
        .map((d) => d.ruleId),
    ).toEqual(["unrecognized-input"]);
  });

  it("asks its walk for the visit of each node kind once, and gets none for a kind no running rule visits", () => {
    const asked: [string, boolean][] = [];
    const recording: Dialect<EchoModel> = {
      ...echo,
      walk(model, visitOf) {
        for (const kind of ["item", "part"]) asked.push([kind, visitOf(kind) !== undefined]);
        echo.walk!(model, visitOf);
      },
    };
    const own = createLinter({ dialects: [recording] });
    expect(own.lint({ echo: [{ say: "" }, { say: "" }] }).map((d) => d.pointer)).toEqual(["/echo/0/say", "/echo/1/say"]);
    expect(asked).toEqual([
      ["item", true],
      ["part", false],
    ]);
    asked.length = 0;
    expect(own.lint({ echo: [{ say: "" }] }, { rules: { "echo-say-empty": "off" } })).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("runs its rules only on its own requests", () => {
    const anthropicOnly = linter.lint({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] });
    expect(anthropicOnly).toEqual([]);
  });
});
