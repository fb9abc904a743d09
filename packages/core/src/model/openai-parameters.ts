/**
 * OpenAI's checks of the request's top-level parameters, shared by both OpenAI dialects (one implementation per check):
 * the sampling bounds (the OpenAPI spec's `minimum`/`maximum` of `CreateChatCompletionRequest` and `CreateResponse`:
 * chat-sampling-range, resp-range), the sampling parameters a reasoning model refuses (chat-sampling-reasoning,
 * resp-sampling-reasoning) and a reasoning effort sent to a model that does not reason (chat-reasoning-effort-unsupported,
 * resp-reasoning-param). The range texts are the validator's form A, with the value as the body's text gives it (`pythonNumber`):
 * OpenAI echoes `99.0` as `99.0`, which a parsed value no longer tells, so `lint` of a parsed value prints `99`.
 */
import type { RuleContext } from "../types.js";
import { reasons, type OpenAIModelFacts } from "./openai-models.js";
import { isRecord } from "./values.js";

/** What these checks read of a rule's context. */
type ParameterContext = Pick<RuleContext, "root" | "request" | "at" | "report">;

export const RANGE_TEXTS = {
  below: "Invalid '{{path}}': {{kind}} below minimum value. Expected a value >= {{limit}}, but got {{value}} instead.",
  above: "Invalid '{{path}}': {{kind}} above maximum value. Expected a value <= {{limit}}, but got {{value}} instead.",
} as const;

/** Bounds of the sampling parameters both endpoints take. */
const RANGES: readonly { param: string; min: number; max: number }[] = [
  { param: "temperature", min: 0, max: 2 },
  { param: "top_p", min: 0, max: 1 },
  { param: "top_logprobs", min: 0, max: 20 },
];

/** The hint of both range rules. */
export const RANGE_HINTS = { range: "`{{path}}` takes {{min}} to {{max}}." } as const;

/** OpenAI's text for a sampling parameter a reasoning model refuses, on both endpoints. */
export const SAMPLING_TEXTS = { sampling: "Unsupported parameter: '{{param}}' is not supported with this model." } as const;

/** The parameters `reportOutOfRange` checks: its rules' `needs`. */
export const RANGE_FIELDS: readonly string[] = RANGES.map(({ param }) => param);

/** A JSON number's text. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A JSON number as OpenAI's validator prints it, Python's `repr` of what `json.loads` reads: an integer as written
 * (`-1`), any other number as a float (`99.0` stays `99.0`, `1e2` is `100.0`, `1e-05`); undefined for text that is no
 * number. OpenAI's texts echo the number so (recorded `got 99.0` and `got -1`, providers.md openai-chat §3).
 */
export function pythonNumber(literal: string): string | undefined {
  if (!JSON_NUMBER.test(literal)) return undefined;
  if (!/[.eE]/.test(literal)) return literal === "-0" ? "0" : literal;
  const value = Number(literal);
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  // The shortest digits that read back as the value, as Python's repr picks them; then its layout.
  const [mantissa, exponentText] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const exponent = Number(exponentText);
  const sign = value < 0 ? "-" : "";
  if (exponent < -4 || exponent >= 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : "";
    return `${sign}${digits[0]}${fraction}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  return `${sign}${whole}.${digits.slice(exponent + 1) || "0"}`;
}

/** A range finding's value, printed from the body's text as OpenAI prints it. */
export const RANGE_LITERAL = { key: "value", print: pythonNumber } as const;

/** Reports each sampling parameter whose number is outside its bounds, with the rule's `below`/`above` message and `range` hint. */
export function reportOutOfRange(context: ParameterContext): void {
  for (const { param, min, max } of RANGES) {
    const value = context.request[param];
    if (typeof value !== "number" || (value >= min && value <= max)) continue;
    const kind = Number.isInteger(value) && param === "top_logprobs" ? "integer" : "decimal";
    const data = { kind, limit: value < min ? min : max, value, min, max };
    const messageId = value < min ? "below" : "above";
    context.report({ messageId, at: context.at(context.root, param), data, hint: "range", literal: RANGE_LITERAL });
  }
}

/** A suggestion that removes the parameter at `keys`, reported with the rule's message and hint `messageId`. */
function reportRemovable(context: ParameterContext, messageId: string, keys: string[], data: Record<string, string>): void {
  const at = context.at(context.root, ...keys);
  const description = `Remove \`${keys.join(".")}\``;
  context.report({ messageId, at, data, hint: messageId, suggestions: [{ description, edits: [{ op: "remove", path: at.pointer }] }] });
}

/**
 * Reports each of `params` the request sets while the model reasons, at `effort` (the endpoint's own field) or by
 * default (`Unsupported parameter: '<name>' is not supported with this model.`, on both endpoints), with the rule's
 * `sampling` message and hint. `temperature: 1`, the default, is accepted (recorded 200s for gpt-5-mini).
 */
export function reportRefusedWhileReasoning(
  context: ParameterContext,
  facts: OpenAIModelFacts | undefined,
  effort: unknown,
  params: readonly string[],
): void {
  if (reasons(facts, effort) !== true) return;
  for (const param of params) {
    const value = context.request[param];
    if (value === undefined || value === null || (param === "temperature" && value === 1)) continue;
    reportRemovable(context, "sampling", [param], { param, model: facts!.raw });
  }
}

/**
 * Reports the reasoning effort at `keys` (`reasoning_effort`, `reasoning.effort`) when the model is known not to
 * reason, with the rule's `effort` message and hint.
 */
export function reportEffortWithoutReasoning(context: ParameterContext, facts: OpenAIModelFacts | undefined, keys: string[]): void {
  if (facts === undefined || facts.reasoning) return;
  let value: unknown = context.request;
  for (const key of keys) value = isRecord(value) ? value[key] : undefined;
  if (value === undefined || value === null) return;
  reportRemovable(context, "effort", keys, { model: facts.raw });
}
