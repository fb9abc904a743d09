import { describe, expect, it } from "vitest";
import { modelFacts, parseModelId } from "../src/dialects/anthropic/models.js";

describe("parseModelId", () => {
  it.each([
    ["claude-sonnet-4-5-20250929", "sonnet", 4.5],
    ["claude-sonnet-4-5", "sonnet", 4.5],
    ["claude-3-7-sonnet-latest", "sonnet", 3.7],
    ["claude-3-5-haiku-20241022", "haiku", 3.5],
    ["claude-3-opus-20240229", "opus", 3],
    ["claude-opus-4-20250514", "opus", 4],
    ["claude-opus-4-1", "opus", 4.1],
    ["us.anthropic.claude-opus-4-1-20250805-v1:0", "opus", 4.1],
    ["anthropic.claude-haiku-4-5-20251001-v1:0", "haiku", 4.5],
    ["claude-sonnet-4-5@20250929", "sonnet", 4.5],
    ["claude-opus-4-8", "opus", 4.8],
    ["claude-fable-5", "fable", 5],
  ])("%s is %s %d", (raw, family, version) => {
    expect(parseModelId(raw)).toMatchObject({ family, version });
  });

  it.each(["gpt-4o", "claude-instant-1.2", "", "claude-2.1"])("does not guess at %j", (raw) => {
    expect(parseModelId(raw)).toBeUndefined();
  });
});

describe("modelFacts", () => {
  it("knows prefill is gone from 4.6 and from Mythos Preview", () => {
    expect(modelFacts("claude-sonnet-4-5")!.prefill).toBe(true);
    expect(modelFacts("claude-sonnet-4-6")!.prefill).toBe(false);
    expect(modelFacts("claude-mythos-preview")!.prefill).toBe(false);
  });

  it("knows the thinking modes", () => {
    expect([...modelFacts("claude-opus-4-7")!.thinkingTypes].sort()).toEqual(["adaptive", "disabled"]);
    expect([...modelFacts("claude-sonnet-4-5")!.thinkingTypes].sort()).toEqual(["disabled", "enabled"]);
    expect([...modelFacts("claude-fable-5")!.thinkingTypes].sort()).toEqual(["adaptive", "enabled"]);
  });

  it("leaves unknown limits unknown", () => {
    expect(modelFacts("claude-sonnet-4-5")!.maxOutputTokens).toBe(64000);
    expect(modelFacts("claude-opus-4-8")!.maxOutputTokens).toBe(128000);
    expect(modelFacts("claude-opus-4-6")!.maxOutputTokens).toBe(128000);
    expect(modelFacts("us.anthropic.claude-haiku-5-5-v1:0")!.maxOutputTokens).toBe(128000);
    expect(modelFacts("claude-mythos-5-1")!.maxOutputTokens).toBe(128000);
    expect(modelFacts("claude-mythos-preview")!.maxOutputTokens).toBeUndefined();
    expect(modelFacts("claude-opus-6")!.maxOutputTokens).toBeUndefined();
    expect(modelFacts("not-a-claude")).toBeUndefined();
  });
});
