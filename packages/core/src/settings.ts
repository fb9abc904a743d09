/**
 * The settings a lint takes (`LintSettings`): their keys, and what each accepts. The CLI's config schema and flags and
 * the ESLint plugin's `settings.msglint` check values here, so a value one way in refuses is refused by all of them.
 */
import { API_VERSIONS } from "./dialects/anthropic/schema/structural.js";
import type { Dialect } from "./engine/dialect.js";
import type { LintSettingKey, SettingChoices, Target } from "./types.js";

/** An AWS Region code (`us-east-1`, `us-gov-west-1`): the `region` setting. */
export const REGION_PATTERN = "^[a-z]{2}(-[a-z]+)+-\\d+$";
/** An http(s) URL with a host: the `endpoint` setting. */
export const ENDPOINT_PATTERN = "^https?://[^\\s/?#]+";
/** A calendar date, `YYYY-MM-DD`: the `now` setting. */
export const DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";

/** Every key of `LintSettings`, in the order the docs list them; the test of this module fails when one is missing. */
export const LINT_SETTING_KEYS = [
  "dialect",
  "target",
  "model",
  "region",
  "endpoint",
  "apiVersion",
  "betas",
  "now",
] as const satisfies readonly LintSettingKey[];

/** The `dialect` and `target` values the given dialects make valid. */
export function settingChoices(dialects: readonly Dialect[]): SettingChoices {
  return {
    dialects: ["auto", ...dialects.map((dialect) => dialect.id)],
    targets: [...new Set(dialects.flatMap((dialect) => dialect.targets))],
  };
}

/**
 * Why `value` is not a valid `key` setting, as the end of a sentence that starts with the setting's name
 * (`must be one of …`); undefined when it is valid. Strict as the CLI's config schema: no empty model or beta, a
 * Region code, an http(s) URL, an API version msglint knows, a date without a time.
 */
export function settingProblem(key: LintSettingKey, value: unknown, choices: SettingChoices): string | undefined {
  switch (key) {
    case "dialect":
      return choices.dialects.includes(value as string) ? undefined : `must be one of ${choices.dialects.join(", ")}`;
    case "target":
      return choices.targets.includes(value as Target) ? undefined : `must be one of ${choices.targets.join(", ")}`;
    case "model":
      return typeof value === "string" && value !== "" ? undefined : "must be a non-empty string";
    case "region":
      // linear: each repeated group opens with `-`, which `[a-z]+` cannot match.
      return typeof value === "string" && new RegExp(REGION_PATTERN).test(value) ? undefined : "must be an AWS Region code, such as us-east-1";
    case "endpoint":
      // linear: one anchored run of a negated class, with nothing after it to back off for.
      return typeof value === "string" && new RegExp(ENDPOINT_PATTERN).test(value)
        ? undefined
        : "must be the http(s) URL the requests are sent to, such as https://api.openai.com/v1/chat/completions";
    case "apiVersion":
      return API_VERSIONS.includes(value as string) ? undefined : `must be one of ${API_VERSIONS.join(", ")}`;
    case "betas":
      return Array.isArray(value) && value.every((beta) => typeof beta === "string" && beta !== "")
        ? undefined
        : "must be an array of non-empty strings";
    case "now":
      // linear: fixed counts of a class, no group.
      return typeof value === "string" && new RegExp(DATE_PATTERN).test(value) ? undefined : "must be a date, YYYY-MM-DD";
    default:
      return unknownKey(key);
  }
}

/** Makes the switch above exhaustive: a key added to the list without a check fails to compile. */
function unknownKey(key: never): string {
  return `is not a setting (${String(key)})`;
}
