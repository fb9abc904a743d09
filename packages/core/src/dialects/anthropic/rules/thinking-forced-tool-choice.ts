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
  },
  check(context) {
    const { request, settings } = context;
    const toolChoice = request.tool_choice;
    if (!isRecord(toolChoice) || (toolChoice.type !== "any" && toolChoice.type !== "tool")) return;
    // Manual extended thinking only: adaptive thinking accepts forced tool use (and skips thinking), except on the
    // models that reject forced tool use altogether (tool-choice-forced-unsupported-model).
    if (resolveThinking(request, settings).mode !== "enabled") return;
    const { type: _type, name: _name, ...rest } = toolChoice;
    context.report({
      messageId: "forced",
      path: "",
      pointer: "/tool_choice",
      hint: `A forced tool call (\`"type": "${toolChoice.type as string}"\`) prefills the assistant turn with the call, which leaves no room for thinking. Use \`"type": "auto"\` and ask for the tool in the prompt, disable thinking for this request, or use adaptive thinking where the model supports it.`,
      suggestions: [
        {
          description: 'Set `tool_choice` to `{"type": "auto"}`',
          edits: [{ op: "replace", path: "/tool_choice", value: { ...rest, type: "auto" } }],
        },
      ],
    });
  },
});
