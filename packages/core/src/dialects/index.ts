/** Every dialect msglint speaks, in the order detection prefers them when a shape fits several. */
import type { Dialect } from "../engine/dialect.js";
import type { Rule } from "../types.js";
import { anthropic } from "./anthropic/index.js";
import { gemini } from "./gemini/index.js";
import { bedrockConverse } from "./bedrock-converse/index.js";
import { openaiChat } from "./openai-chat/index.js";
import { openaiResponses } from "./openai-responses/index.js";

export const builtinDialects: readonly Dialect[] = [anthropic, openaiChat, openaiResponses, gemini, bedrockConverse];

/** Every rule of every built-in dialect. */
export const rules: readonly Rule[] = builtinDialects.flatMap((dialect) => dialect.rules);
