/** `createRule` for the Responses API rules: they read the responses model. */
import { ruleCreator } from "../../engine/create-rule.js";
import type { RuleContext } from "../../types.js";
import type { ResponsesModel } from "./model.js";

/** Where a Responses body is sent: OpenAI, and Azure OpenAI's `/openai/v1/responses` (the same texts, providers.md §7). */
export const RESPONSES_TARGETS = ["openai", "azure"] as const;

export const createRule = ruleCreator<ResponsesModel>({ id: "openai-responses", targets: RESPONSES_TARGETS });

export type Model = ResponsesModel;
export type Context = RuleContext<ResponsesModel>;
