import { createRule } from "../create-rule.js";
import { isServerToolResult, isServerToolUse } from "../analyses/tool-pairing.js";

export default createRule("prefill-not-supported", {
  meta: {
    description: "The conversation ends with an assistant message (a prefill), and the model does not accept prefill.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    spec: "#24",
    messages: { prefill: "This model does not support assistant message prefill. The conversation must end with a user message." },
    hints: {
      onlyThinking:
        "{{message}} holds only thinking: a response cut off (stop_reason `max_tokens`) was stored and sent back as the last message. {{model}} does not continue an assistant message; end the conversation with a user message.",
      prefill:
        "{{message}} is an assistant message at the end of the conversation. {{model}} (Claude 4.6 and later, Mythos Preview) does not continue a partial response: put the instructions the prefill carried (a format, an opening) in the user message or the system prompt, or use structured outputs.",
    },
    api: { row: "24", area: "prefill", status: "C", reason: "the last role, and the model table" },
  },
  visit: {
    request(context) {
      const { model: conversation, request } = context;
      const facts = context.model.facts;
      if (!facts || facts.prefill) return;
      const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
      const last = conversation.messages.at(-1);
      if (!last || last.index !== raw.length - 1 || last.role !== "assistant") return;
      const { content } = last.value;
      // An empty final assistant message prefills nothing (and is accepted, §13.9).
      if (content === "" || (Array.isArray(content) && content.length === 0) || last.blocks.length === 0) return;
      // A turn that stopped at a server tool step is a `pause_turn` to resume, which the API asks to send back as
      // the last message (#14); whether 4.6+ models reject that too is not known (§11, question 5): not reported.
      const finalBlock = last.blocks.at(-1)!;
      if (isServerToolUse(finalBlock) || isServerToolResult(finalBlock)) return;
      const onlyThinking = last.blocks.every((b) => b.type === "thinking" || b.type === "redacted_thinking");
      context.report({
        messageId: "prefill",
        at: last,
        data: { path: context.root.path, message: last.path, model: facts.id.raw },
        hint: onlyThinking ? "onlyThinking" : "prefill",
        suggestions: [{ description: `Remove the final assistant message (${last.path})`, edits: [{ op: "remove", path: last.pointer }] }],
      });
    },
  },
});
