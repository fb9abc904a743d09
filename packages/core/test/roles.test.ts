/** Roles: where `system` entries are accepted (api-rules.md #25, §13.18), and the role rules no target enforces any more (#26, #27). */
import { describe, expect, it } from "vitest";
import { applyEdits, lintValue, type LintSettings } from "../src/index.js";

const user = (content: unknown) => ({ role: "user", content });
const assistant = (content: unknown) => ({ role: "assistant", content });
const system = (content: unknown) => ({ role: "system", content });
const body = (messages: unknown[]) => ({ model: "claude-opus-4-8", max_tokens: 1024, messages });
const roleFindings = (value: unknown, settings: LintSettings = {}) =>
  lintValue(value, { settings })
    .filter((d) => ["role-system-in-messages", "first-message-not-user", "roles-not-alternating"].includes(d.ruleId))
    .map((d) => `${d.ruleId} ${d.pointer}`);

describe("role-system-in-messages", () => {
  it("accepts a system message right before an assistant turn, or trailing ones, on the Claude API", () => {
    expect(roleFindings(body([user("Q"), system("Be brief."), assistant("A"), user("Q2")]))).toEqual([]);
    expect(roleFindings(body([user("Q"), system("One"), system("Two")]))).toEqual([]);
    expect(roleFindings(body([user("Q"), system("One"), system("Two"), assistant("A"), user("Q2")]))).toEqual([]);
  });

  it("reports a first system message, and one followed by a user message", () => {
    expect(roleFindings(body([system("Rules"), user("Q")]))).toEqual(["role-system-in-messages /messages/0/role"]);
    expect(roleFindings(body([user("Q"), assistant("A"), system("Rules"), user("Q2")]))).toEqual(["role-system-in-messages /messages/2/role"]);
  });

  it("reports every system message on platforms without mid-conversation system messages", () => {
    const value = body([user("Q"), system("Be brief."), assistant("A"), user("Q2")]);
    for (const target of ["bedrock", "vertex"] as const) {
      const [finding] = lintValue(value, { settings: { target } }).filter((d) => d.ruleId === "role-system-in-messages");
      expect(finding!.message).toContain('Unexpected role "system"');
    }
  });

  it("hoists a leading system message only where that keeps the request valid", () => {
    const fix = (value: unknown) => lintValue(value).find((d) => d.ruleId === "role-system-in-messages")?.fix;
    const fixed = applyEdits(body([system("Rules"), user("Q")]), fix(body([system("Rules"), user("Q")]))!.edits);
    expect(fixed).toEqual({ model: "claude-opus-4-8", max_tokens: 1024, system: "Rules", messages: [user("Q")] });
    // A top-level system prompt already there, a bare messages array, non-text content: no fix.
    expect(fix({ ...body([system("Rules"), user("Q")]), system: "Other" })).toBeUndefined();
    expect(fix([system("Rules"), user("Q")])).toBeUndefined();
    expect(fix(body([system([{ type: "image", source: { type: "url", url: "https://example.com/a.png" } }]), user("Q")]))).toBeUndefined();
  });
});

describe("roles on endpoints that do not merge same-role messages", () => {
  const strict = { "first-message-not-user": "error", "roles-not-alternating": "error" } as const;

  it("reports each run of same-role messages once, and merges it", () => {
    const value = body([user("a"), user("b"), user(""), assistant("x"), user("c")]);
    const findings = lintValue(value, { rules: strict }).filter((d) => d.ruleId === "roles-not-alternating");
    expect(findings.map((d) => d.pointer)).toEqual(["/messages/1"]);
    expect(applyEdits(value, findings[0]!.fix!.edits).messages).toEqual([
      user([
        { type: "text", text: "a" },
        { type: "text", text: "b" },
      ]),
      assistant("x"),
      user("c"),
    ]);
  });

  it("is off by default on every target: the first-party API, Bedrock (since 2025-01) and Vertex AI merge them", () => {
    const value = body([assistant("Hi"), assistant("There"), user("Q")]);
    for (const target of ["anthropic", "bedrock", "vertex"] as const) expect(roleFindings(value, { target })).toEqual([]);
    expect(lintValue(value, { rules: strict }).map((d) => `${d.ruleId} ${d.pointer}`)).toEqual([
      "first-message-not-user /messages/0/role",
      "roles-not-alternating /messages/1",
    ]);
  });

  it("accepts tool results followed by a user text message on Bedrock (HTTP 200, 2025-01-31)", () => {
    const toolUse = { type: "tool_use", id: "toolu_bdrk_01", name: "get_weather", input: { city: "Paris" } };
    const toolResult = { type: "tool_result", tool_use_id: "toolu_bdrk_01", content: "18°C" };
    const tools = [{ name: "get_weather", input_schema: { type: "object" } }];
    const value = { ...body([user("Weather?"), assistant([toolUse]), user([toolResult]), user("And tomorrow?")]), tools };
    const findings = lintValue(value, { settings: { target: "bedrock" } });
    expect(findings.map((d) => d.ruleId)).toEqual([]);
  });
});
