/**
 * OpenAI's checks of the sampling parameters, shared by both OpenAI dialects: their bounds (the OpenAPI spec's
 * `minimum`/`maximum` of `CreateChatCompletionRequest` and `CreateResponse`: chat-sampling-range, resp-range) and the
 * ones a reasoning model refuses (chat-sampling-reasoning, resp-sampling-reasoning). The range texts are the
 * validator's form A, with the value as the body gives it: OpenAI echoes the number as written (`99.0` stays `99.0`),
 * which a parsed value no longer tells.
 */
import type { Node } from "../types.js";
import { reasons, type OpenAIModelFacts } from "./openai-models.js";

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

export interface OutOfRange {
  param: string;
  messageId: keyof typeof RANGE_TEXTS;
  data: { kind: string; limit: number; value: number; min: number; max: number };
}

/** Each sampling parameter of the request whose number is outside its bounds. */
export function outOfRange(request: Readonly<Record<string, unknown>>): OutOfRange[] {
  const found: OutOfRange[] = [];
  for (const { param, min, max } of RANGES) {
    const value = request[param];
    if (typeof value !== "number" || (value >= min && value <= max)) continue;
    const kind = Number.isInteger(value) && param === "top_logprobs" ? "integer" : "decimal";
    found.push({ param, messageId: value < min ? "below" : "above", data: { kind, limit: value < min ? min : max, value, min, max } });
  }
  return found;
}

/** What a rule needs to report one: its context's `at` and `report`, with the rule's `range` hint. */
export function reportOutOfRange(context: {
  root: Node;
  request: Readonly<Record<string, unknown>>;
  at(node: Node, ...keys: string[]): Node;
  report(report: { messageId: string; at: Node; data: Record<string, string | number>; hint: string }): void;
}): void {
  for (const { param, messageId, data } of outOfRange(context.request)) {
    context.report({ messageId, at: context.at(context.root, param), data, hint: "range" });
  }
}

/**
 * The sampling parameters a reasoning model refuses while it reasons (`Unsupported parameter: '<name>' is not supported
 * with this model.`, on both endpoints): those of `params` the request sets, when the model reasons at `effort` (the
 * endpoint's own field) or by default. `temperature: 1`, the default, is accepted (recorded 200s for gpt-5-mini).
 */
function refusedWhileReasoning(
  request: Readonly<Record<string, unknown>>,
  facts: OpenAIModelFacts | undefined,
  effort: unknown,
  params: readonly string[],
): string[] {
  if (reasons(facts, effort) !== true) return [];
  return params.filter((param) => request[param] !== undefined && request[param] !== null && !(param === "temperature" && request[param] === 1));
}

/** Reports each of `params` the model refuses while it reasons, with the rule's `sampling` message and hint and a suggestion to remove it. */
export function reportRefusedWhileReasoning(
  context: {
    root: Node;
    request: Readonly<Record<string, unknown>>;
    at(node: Node, ...keys: string[]): Node;
    report(report: {
      messageId: string;
      at: Node;
      data: Record<string, string | number>;
      hint: string;
      suggestions: { description: string; edits: { op: "remove"; path: string }[] }[];
    }): void;
  },
  facts: OpenAIModelFacts | undefined,
  effort: unknown,
  params: readonly string[],
): void {
  for (const param of refusedWhileReasoning(context.request, facts, effort, params)) {
    const at = context.at(context.root, param);
    context.report({
      messageId: "sampling",
      at,
      data: { param, model: facts!.raw },
      hint: "sampling",
      suggestions: [{ description: `Remove \`${param}\``, edits: [{ op: "remove", path: at.pointer }] }],
    });
  }
}
