/** The settings' keys and checks, which the CLI's config schema and flags and the ESLint plugin share. */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  API_VERSIONS,
  builtinDialects,
  closestName,
  DATE_PATTERN,
  ENDPOINT_PATTERN,
  LINT_SETTING_KEYS,
  REGION_PATTERN,
  settingChoices,
  settingProblem,
  type Dialect,
  type LintSettingKey,
  type LintSettings,
} from "../src/index.js";

const choices = settingChoices(builtinDialects);

/** Valid and invalid values of each setting: typed by `LintSettings`, so a key added to it fails to compile until it has a row. */
const cases: { [K in keyof Required<LintSettings>]: { valid: unknown[]; invalid: [unknown, string][] } } = {
  dialect: {
    valid: ["auto", "anthropic", "openai-chat", "openai-responses", "gemini", "bedrock-converse"],
    invalid: [
      ["claude", "must be one of auto, anthropic, openai-chat, openai-responses, gemini, bedrock-converse"],
      [1, "must be one of auto, anthropic, openai-chat, openai-responses, gemini, bedrock-converse"],
    ],
  },
  target: {
    valid: ["anthropic", "bedrock", "vertex", "openai", "azure", "deepseek", "mistral", "groq", "dashscope", "ai-studio"],
    invalid: [["watsonx", "must be one of anthropic, bedrock, vertex, openai, azure, deepseek, mistral, groq, dashscope, ai-studio"]],
  },
  model: {
    valid: ["claude-haiku-4-5", "gpt-4o"],
    invalid: [
      ["", "must be a non-empty string"],
      [4, "must be a non-empty string"],
    ],
  },
  region: {
    valid: ["us-east-1", "us-gov-west-1", "eu-central-2"],
    invalid: [
      ["us-east", "must be an AWS Region code, such as us-east-1"],
      ["US-EAST-1", "must be an AWS Region code, such as us-east-1"],
      ["useast1", "must be an AWS Region code, such as us-east-1"],
      ["", "must be an AWS Region code, such as us-east-1"],
      [null, "must be an AWS Region code, such as us-east-1"],
    ],
  },
  endpoint: {
    valid: ["https://api.openai.com/v1/chat/completions", "http://localhost:8080/v1"],
    invalid: [
      ["api.openai.com/v1", "must be the http(s) URL the requests are sent to, such as https://api.openai.com/v1/chat/completions"],
      ["https:///v1", "must be the http(s) URL the requests are sent to, such as https://api.openai.com/v1/chat/completions"],
      ["ftp://example.com", "must be the http(s) URL the requests are sent to, such as https://api.openai.com/v1/chat/completions"],
    ],
  },
  apiVersion: {
    valid: [...API_VERSIONS],
    invalid: [
      ["2024-01-01", `must be one of ${API_VERSIONS.join(", ")}`],
      ["latest", `must be one of ${API_VERSIONS.join(", ")}`],
    ],
  },
  betas: {
    valid: [[], ["prompt-caching-2024-07-31"]],
    invalid: [
      [[""], "must be an array of non-empty strings"],
      [["a", 1], "must be an array of non-empty strings"],
      ["prompt-caching-2024-07-31", "must be an array of non-empty strings"],
    ],
  },
  now: {
    valid: ["2026-07-01"],
    invalid: [
      ["2026-07-01T00:00:00Z", "must be a date, YYYY-MM-DD"],
      ["2026-7-1", "must be a date, YYYY-MM-DD"],
      [20260701, "must be a date, YYYY-MM-DD"],
    ],
  },
};

describe("LINT_SETTING_KEYS", () => {
  it("holds every key of LintSettings, once", () => {
    expectTypeOf<LintSettingKey>().toEqualTypeOf<keyof LintSettings>();
    expect([...LINT_SETTING_KEYS].sort()).toEqual(Object.keys(cases).sort());
    expect(new Set(LINT_SETTING_KEYS).size).toBe(LINT_SETTING_KEYS.length);
  });
});

describe("settingProblem", () => {
  const rows = LINT_SETTING_KEYS.flatMap((key) => cases[key].valid.map((value) => [key, value] as const));
  it.each(rows)("accepts %s %j", (key, value) => {
    expect(settingProblem(key, value, choices)).toBeUndefined();
  });

  const refusals = LINT_SETTING_KEYS.flatMap((key) => cases[key].invalid.map(([value, reason]) => [key, value, reason] as const));
  it.each(refusals)("refuses %s %j", (key, value, reason) => {
    expect(settingProblem(key, value, choices)).toBe(reason);
  });

  it("takes the dialects and targets it is given: a linter's own dialect included", () => {
    const echo = { id: "echo", targets: ["echo-server"] } as unknown as Dialect;
    const own = settingChoices([...builtinDialects, echo]);
    expect(settingProblem("dialect", "echo", own)).toBeUndefined();
    expect(settingProblem("target", "echo-server", own)).toBeUndefined();
    expect(settingProblem("dialect", "echo", choices)).toMatch(/^must be one of /);
  });
});

describe("settingChoices", () => {
  it("lists auto and each dialect, and each target once", () => {
    expect(choices.dialects).toEqual(["auto", ...builtinDialects.map((dialect) => dialect.id)]);
    expect(choices.targets.filter((target) => target === "vertex")).toHaveLength(1);
  });
});

describe("the patterns", () => {
  it("are the strings the CLI's config schema holds", () => {
    expect(REGION_PATTERN).toBe("^[a-z]{2}(-[a-z]+)+-\\d+$");
    expect(ENDPOINT_PATTERN).toBe("^https?://[^\\s/?#]+");
    expect(DATE_PATTERN).toBe("^\\d{4}-\\d{2}-\\d{2}$");
  });
});

describe("closestName", () => {
  const keys = [...LINT_SETTING_KEYS, "hints"];
  it("names the nearest candidate when it is near enough", () => {
    expect(closestName("regoin", keys)).toBe("region");
    expect(closestName("api_version", keys)).toBe("apiVersion");
    expect(closestName("beta", keys)).toBe("betas");
  });

  it("names none when nothing is near", () => {
    expect(closestName("concurrency", keys)).toBeUndefined();
    expect(closestName("x", [])).toBeUndefined();
  });
});
