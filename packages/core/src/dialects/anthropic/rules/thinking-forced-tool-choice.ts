import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import { resolveThinking } from "../analyses/thinking.js";

export default createRule("thinking-forced-tool-choice", {
  meta: {
    description: "`tool_choice` forces tool use (`any` or `tool`) while extended thinking is enabled.",
    category: "api",
    needs: { fields: ["tool_choice"] },
    recommended: true,
    hasSuggestions: true,
    spec: "#45",
    messages: { forced: "Thinking may not be enabled when tool_choice forces tool use." },
    hints: {
      noRoom:
        'A forced tool call (`"type": "{{type}}"`) prefills the assistant turn with the call, which leaves no room for thinking. Use `"type": "auto"` and ask for the tool in the prompt, disable thinking for this request, or use adaptive thinking where the model supports it.',
    },
    api: { row: "45", area: "thinking/tools", status: "C", reason: "request fields" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const toolChoice = request.tool_choice;
      if (!isRecord(toolChoice) || (toolChoice.type !== "any" && toolChoice.type !== "tool")) return;
      // Manual extended thinking only: adaptive thinking accepts forced tool use (and skips thinking), except on the
      // models that reject forced tool use altogether (tool-choice-forced-unsupported-model).
      if (resolveThinking(request, settings).mode !== "enabled") return;
      const { type: _type, name: _name, ...rest } = toolChoice;
      const at = context.at(context.root, "tool_choice");
      context.report({
        messageId: "forced",
        at,
        data: { path: context.root.path, type: toolChoice.type as string },
        hint: "noRoom",
        suggestions: [
          { description: 'Set `tool_choice` to `{"type": "auto"}`', edits: [{ op: "replace", path: at.pointer, value: { ...rest, type: "auto" } }] },
        ],
      });
    },
  },
});
