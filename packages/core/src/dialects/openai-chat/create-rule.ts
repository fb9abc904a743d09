/** `createRule` for the Chat Completions rules: they read the chat model. */
import { ruleCreator } from "../../engine/create-rule.js";
import type { RuleContext, Target } from "../../types.js";
import type { ChatModel } from "./model.js";

/**
 * Where a Chat Completions body is sent: OpenAI, Azure OpenAI, and the compatible servers whose texts or checks
 * providers.md §7 records as different. A target changes texts and which rules apply, never the pairing logic.
 */
export const CHAT_TARGETS = ["openai", "azure", "deepseek", "mistral", "groq", "dashscope"] as const;

/** The targets that enforce OpenAI's own limits and model rules (Azure OpenAI answers with the same texts). */
export const OPENAI_TARGETS: Target[] = ["openai", "azure"];

export const createRule = ruleCreator<ChatModel>({ id: "openai-chat", targets: CHAT_TARGETS });

/** What every rule of the dialect reads. */
export type Model = ChatModel;

/** What a Chat Completions rule's visitors are given. */
export type Context = RuleContext<ChatModel>;

/** The message id for the request's target: the target's own wording where it has one, else OpenAI's. */
export function messageFor<Id extends string>(context: Context, own: Partial<Record<(typeof CHAT_TARGETS)[number], Id>>, openai: Id): Id {
  return own[context.settings.target as (typeof CHAT_TARGETS)[number]] ?? openai;
}
