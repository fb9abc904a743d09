import { afterEach, describe, expect, it, vi } from "vitest";
import { assertValid, createLinter, guardRequest, lintValue, MsglintError, requestErrors, type LintOptions } from "../src/index.js";

const ask = [{ role: "user", content: "Hello" }];
const body = (model: string, extra: Record<string, unknown> = {}) => ({ model, max_tokens: 1024, messages: ask, ...extra });
const pick = (options: LintOptions, request: Record<string, unknown>, ...ids: string[]) =>
  lintValue(request, options)
    .filter((d) => ids.includes(d.ruleId))
    .map(({ ruleId, severity, message, hint }) => ({ ruleId, severity, message, hint }));

describe("model lifecycle (the SDK's table of deprecated models, against the `now` setting)", () => {
  it("warns on a model past its end of life when linting recordings, naming the date", () => {
    expect(pick({ settings: { now: "2026-12-03" } }, body("claude-sonnet-4-5"), "model-retired", "model-deprecated")).toEqual([
      {
        ruleId: "model-retired",
        severity: "warning",
        message: "model: claude-sonnet-4-5",
        hint: expect.stringContaining("reached its end of life on November 30th, 2026"),
      },
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("defaults `now` to the clock's date in UTC, and one long-lived linter follows the clock across midnight, either way", () => {
    const linter = createLinter();
    const retired = () => linter.lint(body("claude-sonnet-4-5-20250929")).filter((d) => d.ruleId === "model-retired").length;
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-29T23:59:59.999Z"));
    expect(retired()).toBe(0);
    vi.setSystemTime(new Date("2026-11-30T00:00:00.000Z"));
    expect(retired()).toBe(1);
    // A clock set back (a test's, an NTP step) is followed too.
    vi.setSystemTime(new Date("2026-11-29T12:00:00Z"));
    expect(retired()).toBe(0);
  });

  it("retires a model on its end-of-life day, not before", () => {
    expect(pick({ settings: { now: "2026-11-29" } }, body("claude-sonnet-4-5-20250929"), "model-retired")).toEqual([]);
    expect(pick({ settings: { now: "2026-11-30" } }, body("claude-sonnet-4-5-20250929"), "model-retired")).toHaveLength(1);
    // A full timestamp reads as its date.
    expect(pick({ settings: { now: "2026-11-30T08:00:00Z" } }, body("claude-sonnet-4-5-20250929"), "model-retired")).toHaveLength(1);
  });

  it("matches the model id exactly, as the SDK does, and takes it from the settings over the body's", () => {
    expect(pick({ settings: { now: "2027-01-01" } }, body("claude-sonnet-4-6"), "model-retired")).toEqual([]);
    expect(pick({ settings: { now: "2027-01-01", model: "claude-mythos-preview" } }, body("claude-opus-4-8"), "model-retired")).toHaveLength(1);
    expect(pick({ settings: { now: "2027-01-01", target: "bedrock" } }, body("anthropic.claude-sonnet-4-5-20250929-v1:0"), "model-retired")).toEqual(
      [],
    );
  });

  it("is an error where a request is about to be sent: assertValid, requestErrors and the request guard", () => {
    const settings = { now: "2026-12-03" };
    expect(() => assertValid(body("claude-sonnet-4-5"), { settings })).toThrow(MsglintError);
    expect(requestErrors(body("claude-sonnet-4-5"), { settings }).map((d) => [d.ruleId, d.severity])).toEqual([["model-retired", "error"]]);
    expect(assertValid(body("claude-sonnet-4-5"), { settings: { now: "2026-11-01" } })).toBeDefined();
    // A level the caller sets wins.
    expect(requestErrors(body("claude-sonnet-4-5"), { settings, rules: { "model-retired": "warn" } })).toEqual([]);
    const request = {
      method: "POST",
      url: "https://api.anthropic.com/v1/messages",
      headers: new Headers(),
      body: JSON.stringify(body("claude-mythos-preview")),
    };
    expect(() => guardRequest(request, { settings: { now: "2026-07-01" } })).toThrow(/model: claude-mythos-preview/);
    expect(guardRequest(request, { settings: { now: "2026-06-01" } })).toEqual({});
  });

  it("reports a deprecated model before its end of life when model-deprecated is on (off by default)", () => {
    const request = body("claude-sonnet-4-5");
    expect(pick({ settings: { now: "2026-11-29" } }, request, "model-deprecated")).toEqual([]);
    expect(pick({ settings: { now: "2026-11-29" }, rules: { "model-deprecated": "warn" } }, request, "model-deprecated", "model-retired")).toEqual([
      {
        ruleId: "model-deprecated",
        severity: "warning",
        message: "The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on November 30th, 2026",
        hint: expect.stringContaining("before November 30th, 2026"),
      },
    ]);
    // From the date on, it is retired instead.
    expect(pick({ settings: { now: "2026-11-30" }, rules: { "model-deprecated": "warn" } }, request, "model-deprecated")).toEqual([]);
  });

  it("warns on manual thinking where the SDK does, with its text, and suggests adaptive thinking", () => {
    const enabled = { thinking: { type: "enabled", budget_tokens: 2048, display: "summarized" }, max_tokens: 4096 };
    const [finding] = lintValue(body("claude-opus-4-6", enabled)).filter((d) => d.ruleId === "thinking-enabled-deprecated");
    expect(finding!.severity).toBe("warning");
    expect(finding!.message).toMatch(/^Using Claude with claude-opus-4-6 and 'thinking\.type=enabled' is deprecated\./);
    expect(finding!.suggestions![0]!.edits).toEqual([{ op: "replace", path: "/thinking", value: { type: "adaptive", display: "summarized" } }]);
    expect(lintValue(body("claude-opus-4-5", enabled)).filter((d) => d.ruleId === "thinking-enabled-deprecated")).toEqual([]);
    expect(lintValue(body("claude-opus-4-6", { thinking: { type: "adaptive" } })).filter((d) => d.ruleId === "thinking-enabled-deprecated")).toEqual(
      [],
    );
  });
});
