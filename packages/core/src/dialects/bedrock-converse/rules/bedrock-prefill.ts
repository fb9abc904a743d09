import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

export default createRule("bedrock-prefill", {
  meta: {
    description:
      "The conversation ends with an assistant message (a prefill), on a model that takes none (Claude Sonnet 5, Fable 5.1), or after a tool result with tools defined (Claude 3).",
    category: "api",
    recommended: true,
    needs: { fields: ["messages"] },
    spec: "providers.md bedrock-converse §3 (bedrock-prefill)",
    messages: {
      prefill: "This model does not support assistant message prefill. The conversation must end with a user message.",
      afterResults: `${MODEL_ERRORS}Your API request included an \`assistant\` message in the final position, which would pre-fill the \`assistant\` response. When using tools, pre-filling the \`assistant\` response is not supported.`,
    },
    hints: {
      prefill:
        "{{messagePath}} is an assistant message at the end of the conversation. To steer the answer's start, say it in the last user message or use structured output (outputConfig) instead.",
      afterResults:
        "{{messagePath}} is an assistant message at the end of the conversation, and the user turn before it ({{resultsPath}}) holds a tool result. Drop the final assistant message, or send the tool result and let the model answer.",
    },
    api: {
      status: "C",
      area: "roles",
      reason:
        "The last message's role, on the models known to reject a prefill; on Claude 3, with tools defined, whether the user turn before it holds a tool result.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      const facts = model.facts;
      if (!facts?.rejectsPrefill && !facts?.rejectsPrefillAfterResults) return;
      const messages = model.messages;
      const last = messages.at(-1);
      if (last?.role !== "assistant" || last.index !== (model.request.messages as unknown[]).length - 1) return;
      if (facts.rejectsPrefill) {
        context.report({ messageId: "prefill", at: last, data: { path: "", messagePath: last.path }, hint: "prefill" });
        return;
      }
      const tools = isRecord(model.toolConfig) ? model.toolConfig.tools : undefined;
      if (!Array.isArray(tools) || tools.length === 0) return;
      // The user turn before the prefill: the adjacent user messages, which the model reads as one turn.
      for (let i = messages.length - 2; i >= 0; i--) {
        const message = messages[i]!;
        if (message.role !== "user" || message.index !== messages[i + 1]!.index - 1) break;
        if (message.blocks.some((b) => b.type === "toolResult")) {
          context.report({
            messageId: "afterResults",
            at: last,
            data: { path: "", messagePath: last.path, resultsPath: message.path },
            hint: "afterResults",
          });
          return;
        }
      }
    },
  },
});
