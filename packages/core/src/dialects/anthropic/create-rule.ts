/** `createRule` for the Anthropic Messages API's rules: they read the conversation model. */
import { ruleCreator } from "../../engine/create-rule.js";
import type { RuleContext } from "../../types.js";
import type { Conversation } from "./conversation.js";

/** Where the Messages API body is sent: the first-party API, Bedrock InvokeModel, Vertex rawPredict. */
export const ANTHROPIC_TARGETS = ["anthropic", "bedrock", "vertex"] as const;

export const createRule = ruleCreator<Conversation>({ id: "anthropic", targets: ANTHROPIC_TARGETS });

/** What every rule of the dialect reads. */
export type Model = Conversation;

/** What an Anthropic rule's visitors are given. */
export type Context = RuleContext<Conversation>;
