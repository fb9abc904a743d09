/** `createRule` for the Gemini rules: they read the request model (model.ts). */
import { ruleCreator } from "../../engine/create-rule.js";
import type { RuleContext } from "../../types.js";
import type { GeminiRequest } from "./model.js";

/** Where a Gemini body is sent: the Gemini API (AI Studio, `generativelanguage.googleapis.com`) or Vertex AI. */
export const GEMINI_TARGETS = ["ai-studio", "vertex"] as const;

export const createRule = ruleCreator<GeminiRequest>({ id: "gemini", targets: GEMINI_TARGETS });

/** What every rule of the dialect reads. */
export type Model = GeminiRequest;

/** What a Gemini rule's visitors are given. */
export type Context = RuleContext<GeminiRequest>;
