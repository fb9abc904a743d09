/** bedrock-model-retired: the model table's end-of-life dates against the `now` setting, and its hand-off with bedrock-inference-profile-required. */
import { describe, expect, it } from "vitest";
import { END_OF_LIFE, isPastEndOfLife, modelFacts } from "../src/dialects/bedrock-converse/models.js";
import { explainApiError, lintValue, rules, type LintSettings } from "../src/index.js";

const EOL_TEXT = "This model version has reached the end of its life. Please refer to the AWS documentation for more details.";
/** rig's recorded body (`model_ids/retired_model_id_preserves_provider_error.yaml`). */
const BODY = { inferenceConfig: { maxTokens: 8 }, messages: [{ content: [{ text: "Say hi." }], role: "user" }] };
const lintAt = (model: string, now: string, settings: LintSettings = {}) =>
  lintValue(BODY, { settings: { dialect: "bedrock-converse", model, now, ...settings } });
const ruleIds = (model: string, now: string, settings: LintSettings = {}) => lintAt(model, now, settings).map((d) => d.ruleId);

describe("bedrock-model-retired", () => {
  it("says Bedrock answers 404, where every other rule of a rejected request says 400 and a rule of an accepted one says none", () => {
    const statuses = new Map(rules.map(({ meta }) => [meta.id, meta.httpStatus]));
    expect(statuses.get("bedrock-model-retired")).toBe(404);
    for (const { meta } of rules) {
      if (meta.id === "bedrock-model-retired") continue;
      expect(meta.httpStatus, meta.id).toBe(meta.category === "api" ? 400 : undefined);
    }
  });

  it("reports a model on and after its end-of-life date, with Bedrock's text at the body's root and a hint naming the model and the date", () => {
    const [finding, ...rest] = lintAt("anthropic.claude-3-5-sonnet-20240620-v1:0", "2026-08-12", { region: "us-east-1" });
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ ruleId: "bedrock-model-retired", severity: "error", message: EOL_TEXT, pointer: "", path: "" });
    expect(finding!.hint).toContain("anthropic.claude-3-5-sonnet-20240620-v1:0 reached its end of life on Bedrock on 2026-07-30");
    expect(finding!.hint).toContain("2026-08-12");
    expect(finding!.hint).toContain("Choose an active model");
    expect(ruleIds("anthropic.claude-3-5-sonnet-20240620-v1:0", "2026-07-30")).toEqual(["bedrock-model-retired"]);
    expect(ruleIds("anthropic.claude-3-5-sonnet-20240620-v1:0", "2026-07-29")).toEqual([]);
  });

  it("reads the base id behind an inference profile or an ARN", () => {
    for (const model of [
      "us.anthropic.claude-3-5-haiku-20241022-v1:0",
      "eu.anthropic.claude-3-5-haiku-20241022-v1:0",
      "global.anthropic.claude-3-5-haiku-20241022-v1:0",
      "arn:aws:bedrock:us-west-2::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0",
      "arn:aws:bedrock:us-west-2:123456789012:inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0",
    ])
      expect(ruleIds(model, "2026-08-29"), model).toEqual(["bedrock-model-retired"]);
    const [finding] = lintAt("us.anthropic.claude-3-5-haiku-20241022-v1:0", "2026-08-29");
    expect(finding!.hint).toContain("us.anthropic.claude-3-5-haiku-20241022-v1:0 reached its end of life on Bedrock on 2026-06-19");
  });

  it("is silent for a model with no date (unknown, Region-specific, undated), an application profile, and no model", () => {
    for (const model of [
      "acme.future-model-v1:0",
      "anthropic.claude-3-haiku-20240307-v1:0",
      "us.anthropic.claude-sonnet-5",
      "us.anthropic.claude-haiku-4-5-20251001-v1:0",
      "arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/mi1dadi0g15f",
    ])
      expect(ruleIds(model, "2030-01-01"), model).not.toContain("bedrock-model-retired");
    expect(lintValue(BODY, { settings: { dialect: "bedrock-converse", now: "2030-01-01" } })).toEqual([]);
  });

  it("takes the date from the `now` setting, defaulting to today", () => {
    // The tests' calendar (vitest.config.ts) is 2026-07-01: Claude 3.7 Sonnet (2026-04-28) is past its date, Sonnet 4 (2026-10-14) is not.
    const today = (model: string) => lintValue(BODY, { settings: { dialect: "bedrock-converse", model } }).map((d) => d.ruleId);
    expect(today("us.anthropic.claude-3-7-sonnet-20250219-v1:0")).toEqual(["bedrock-model-retired"]);
    expect(today("us.anthropic.claude-sonnet-4-20250514-v1:0")).toEqual([]);
  });

  it("dates every model it lists, and only known families (a date without facts could never be read)", () => {
    expect(END_OF_LIFE.size).toBeGreaterThan(0);
    for (const [id, date] of END_OF_LIFE) {
      expect(modelFacts(id)?.endOfLife, id).toBe(date);
      expect(isPastEndOfLife(modelFacts(id), date), id).toBe(true);
      // The day before: still served.
      const before = new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
      expect(isPastEndOfLife(modelFacts(id), before), id).toBe(false);
    }
    expect(modelFacts("anthropic.claude-3-haiku-20240307-v1:0")?.endOfLife).toBeUndefined();
    expect(modelFacts("anthropic.claude-3-opus-20240229-v1:0")?.endOfLife).toBeUndefined();
    expect(isPastEndOfLife(undefined, "2030-01-01")).toBe(false);
  });

  it("explains Bedrock's text, as the SDKs print it too, as this rule", () => {
    expect(explainApiError(`{"message":"${EOL_TEXT}"}`).ruleIds).toContain("bedrock-model-retired");
    expect(explainApiError(`ResourceNotFoundException: ${EOL_TEXT}`).ruleIds).toContain("bedrock-model-retired");
  });
});

describe("bedrock-inference-profile-required past a model's end of life", () => {
  it("leaves a bare id of an inference-profile-only model to bedrock-model-retired from its date on", () => {
    expect(ruleIds("anthropic.claude-sonnet-4-20250514-v1:0", "2026-10-13")).toEqual(["bedrock-inference-profile-required"]);
    expect(ruleIds("anthropic.claude-sonnet-4-20250514-v1:0", "2026-10-14")).toEqual(["bedrock-model-retired"]);
    expect(ruleIds("amazon.nova-premier-v1:0", "2026-09-13")).toEqual(["bedrock-inference-profile-required"]);
    expect(ruleIds("amazon.nova-premier-v1:0", "2026-09-14")).toEqual(["bedrock-model-retired"]);
  });

  it("leaves a bare id in a profile-only Region to it likewise", () => {
    const inUsEast1 = { region: "us-east-1" };
    expect(ruleIds("anthropic.claude-3-7-sonnet-20250219-v1:0", "2026-04-27", inUsEast1)).toEqual(["bedrock-inference-profile-required"]);
    expect(ruleIds("anthropic.claude-3-7-sonnet-20250219-v1:0", "2026-04-28", inUsEast1)).toEqual(["bedrock-model-retired"]);
  });

  it("still reports a model with no end-of-life date", () => {
    expect(ruleIds("anthropic.claude-sonnet-4-5-20250929-v1:0", "2030-01-01")).toEqual(["bedrock-inference-profile-required"]);
    expect(ruleIds("anthropic.claude-3-opus-20240229-v1:0", "2030-01-01", { region: "us-east-1" })).toEqual(["bedrock-inference-profile-required"]);
  });
});
