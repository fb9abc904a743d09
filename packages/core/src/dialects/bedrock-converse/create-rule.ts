/** `createRule` for the Bedrock Converse rules: they read the Converse model. */
import { ruleCreator } from "../../engine/create-rule.js";
import type { RuleContext } from "../../types.js";
import type { ConverseModel } from "./model.js";

/** Where a Converse body is sent: Bedrock Runtime (and the proxies that pass it through unchanged, providers.md §7). */
export const BEDROCK_CONVERSE_TARGETS = ["bedrock"] as const;

export const createRule = ruleCreator<ConverseModel>({ id: "bedrock-converse", targets: BEDROCK_CONVERSE_TARGETS });

/** What every rule of the dialect reads. */
export type Model = ConverseModel;

/** What a Bedrock Converse rule's visitors are given. */
export type Context = RuleContext<ConverseModel>;
