/**
 * The JSON Schema of a msglint config file, generated from rule meta (DESIGN.md style rule 2). Shipped as
 * `config.schema.json` so editors complete rule ids; the CLI validates every loaded config with it.
 * Regenerate with `node packages/cli/scripts/gen-config-schema.mjs`; a test fails when the file is stale.
 */
import {
  API_VERSIONS,
  builtinDialects,
  DATE_PATTERN,
  ENDPOINT_PATTERN,
  REGION_PATTERN,
  settingChoices,
  type DialectId,
  type ResolvedRuleMeta,
  type Target,
} from "@msglint/core";

const builtinChoices = settingChoices(builtinDialects);
/** Every dialect's targets (`vertex` is both the Messages API's and Gemini's). */
export const TARGETS: readonly Target[] = builtinChoices.targets;
/** The request formats `--dialect` names; `auto` detects each request's. */
export const DIALECTS: readonly string[] = builtinChoices.dialects;

const targetsByDialect = new Map<string, readonly Target[]>(builtinDialects.map((dialect) => [dialect.id, dialect.targets]));

/** The targets of a rule's dialect: a rule on all of them is on everywhere its requests go. */
export function dialectTargets(dialect: DialectId): readonly Target[] {
  return targetsByDialect.get(dialect) ?? TARGETS;
}

/** The target a rule runs for when `target` is configured: a target of another dialect means the rule's dialect's default. */
export function ruleTarget(meta: ResolvedRuleMeta, target: Target): Target {
  const own = dialectTargets(meta.dialect);
  return own.includes(target) ? target : own[0]!;
}
/** A `dialect` setting: `auto` (detected per request) or a dialect msglint speaks. */
export type DialectSetting = DialectId | "auto";
export const PRESETS = ["msglint:recommended", "msglint:strict"] as const;
export const SCHEMA_ID = "https://raw.githubusercontent.com/msglint/msglint/main/packages/cli/config.schema.json";

/** The schema for the given rules; deterministic (rules sorted by id), so the shipped file diffs cleanly. */
export function buildConfigSchema(metas: readonly ResolvedRuleMeta[]): Record<string, unknown> {
  const ruleProperties = Object.fromEntries(
    [...metas]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((meta) => {
        const traits = [meta.category, `default: ${meta.recommended ? meta.defaultSeverity : "off"}`];
        if (meta.targets.length < dialectTargets(meta.dialect).length) traits.push(`targets: ${meta.targets.join(", ")}`);
        if (meta.fixable) traits.push("fixable");
        return [
          meta.id,
          {
            description: `${meta.description} (${traits.join("; ")}) ${meta.docsUrl}`,
            $ref: "#/definitions/ruleSetting",
          },
        ];
      }),
  );
  const settings = {
    dialect: {
      description: "The request format: `auto` (default) detects each request's; a name lints every request as that format.",
      enum: [...DIALECTS],
    },
    target: {
      description: "The platform the requests are sent to: rules that only one platform enforces follow it.",
      enum: [...TARGETS],
    },
    model: {
      description: "The model to check against, instead of each request's `model`.",
      type: "string",
      minLength: 1,
    },
    region: {
      description: "The AWS Region Bedrock requests are sent to (`us-east-1`): which models Bedrock serves there on demand depends on it.",
      type: "string",
      pattern: REGION_PATTERN,
    },
    endpoint: {
      description:
        "The URL the requests are sent to (`https://….openai.azure.com/openai/v1/chat/completions?api-version=preview`): rules that check the URL itself read it.",
      type: "string",
      pattern: ENDPOINT_PATTERN,
    },
    apiVersion: {
      description: "The `anthropic-version` the requests are sent with (default 2023-06-01).",
      enum: [...API_VERSIONS],
    },
    betas: {
      description: "The `anthropic-beta` values the requests are sent with; [] when known to be none.",
      type: "array",
      items: { type: "string", minLength: 1 },
    },
    now: {
      description: "The date model end-of-life is checked against, YYYY-MM-DD (default: today), so results do not change with the calendar.",
      type: "string",
      pattern: DATE_PATTERN,
    },
    rules: { $ref: "#/definitions/rules" },
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: SCHEMA_ID,
    title: "msglint configuration",
    description:
      "Configuration of msglint, the offline linter for LLM conversation histories (Anthropic Messages, OpenAI Chat Completions and Responses, Gemini, Bedrock Converse).",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { type: "string" },
      extends: {
        description: "Configurations to start from, in order: `msglint:recommended`, `msglint:strict`, or a config file's path relative to this one.",
        oneOf: [{ $ref: "#/definitions/extend" }, { type: "array", items: { $ref: "#/definitions/extend" } }],
      },
      dialects: {
        description:
          "Dialects of your own, linted besides the built-in ones: module paths relative to this file, each exporting a msglint Dialect (default export or `dialect`). Their rule ids are accepted in this file's `rules`.",
        type: "array",
        items: { type: "string", minLength: 1 },
      },
      ...settings,
      files: {
        description:
          "The files `msglint <folder>` lints, as ESLint's flat config `files`: .gitignore-style patterns relative to this file's folder (default: every .json, .jsonc, .jsonl, .ndjson and .har file). Files named on the command line are linted whatever it says.",
        type: "array",
        items: { type: "string", minLength: 1 },
        minItems: 1,
      },
      ignores: {
        description: "Files not to lint: .gitignore-style patterns, relative to this file's folder.",
        type: "array",
        items: { type: "string", minLength: 1 },
      },
      overrides: {
        description: "Settings for the files that match `files`, applied in order after the top-level ones.",
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["files"],
          properties: {
            files: { $ref: "#/definitions/patterns" },
            excludedFiles: { $ref: "#/definitions/patterns" },
            ...settings,
          },
        },
      },
    },
    definitions: {
      extend: {
        type: "string",
        anyOf: [{ enum: [...PRESETS] }, { pattern: "^(?!msglint:)" }],
      },
      patterns: {
        description: ".gitignore-style patterns, relative to this file's folder.",
        oneOf: [
          { type: "string", minLength: 1 },
          { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 },
        ],
      },
      ruleLevel: { enum: ["off", "warn", "error", 0, 1, 2] },
      ruleSetting: {
        oneOf: [{ $ref: "#/definitions/ruleLevel" }, { type: "array", items: [{ $ref: "#/definitions/ruleLevel" }], minItems: 1 }],
      },
      rules: {
        description: "Rule levels by id: `off`, `warn` or `error` (0, 1, 2), or `[level, ...options]`.",
        type: "object",
        additionalProperties: false,
        properties: ruleProperties,
      },
    },
  };
}

/** The schema as the shipped file holds it. */
export function renderConfigSchema(metas: readonly ResolvedRuleMeta[]): string {
  return JSON.stringify(buildConfigSchema(metas), null, 2) + "\n";
}
