/**
 * A model's place in its lifecycle, from the official SDK's table of deprecated models (generated from
 * @anthropic-ai/sdk): deprecated until its end-of-life date, retired on and after it. The SDK matches the model id
 * exactly as the request names it, and so does msglint.
 */
import type { Context } from "../create-rule.js";
import { DEPRECATED_MODELS, END_OF_LIFE } from "../sdk-tables.generated.js";

export interface Lifecycle {
  model: string;
  /** The end-of-life date as the SDK writes it (`November 30th, 2026`). */
  date: string;
  /** Whether `now` is on or after the end-of-life date. */
  retired: boolean;
}

export function lifecycle(context: Context): Lifecycle | undefined {
  const model = context.settings.model;
  if (model === undefined || !Object.hasOwn(DEPRECATED_MODELS, model)) return undefined;
  return { model, date: DEPRECATED_MODELS[model]!, retired: context.settings.now >= END_OF_LIFE[model]! };
}

/** The request's `model` field, where the model comes from; the request itself when the model is not in the body. */
export function modelNode(context: Context) {
  return typeof context.request.model === "string" ? context.at(context.root, "model") : context.root;
}
