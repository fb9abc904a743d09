import { createRule } from "../create-rule.js";
import { isRecord } from "../conversation.js";
import { MODELS_TO_WARN_WITH_THINKING_ENABLED } from "../sdk-tables.generated.js";

export default createRule("thinking-enabled-deprecated", {
  meta: {
    description:
      "`thinking.type` is `enabled` (manual extended thinking) on a model where the official SDK warns that it is deprecated in favour of adaptive thinking.",
    category: "risk",
    needs: { fields: ["thinking"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§14 (issue 21: model lifecycle)",
    // The SDK's warning (messages.create), verbatim.
    messages: {
      deprecated:
        "Using Claude with {{model}} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking",
    },
    hints: {
      adaptive:
        'The API still accepts manual thinking on {{model}}, but the next models reject it (Claude 4.7 and later): `{"type": "adaptive"}` lets the model decide how much to think, and `output_config.effort` sets how much.',
    },
    api: { row: "§14", area: "thinking config", reason: "the model id against the SDK's list; the API accepts the request" },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const model = settings.model;
      if (model === undefined || !MODELS_TO_WARN_WITH_THINKING_ENABLED.includes(model)) return;
      if (!isRecord(request.thinking) || request.thinking.type !== "enabled") return;
      const thinking = context.at(context.root, "thinking");
      const { display } = request.thinking;
      context.report({
        messageId: "deprecated",
        at: context.at(thinking, "type"),
        data: { model },
        hint: "adaptive",
        suggestions: [
          {
            description: 'Use adaptive thinking: `{"type": "adaptive"}`',
            edits: [{ op: "replace", path: thinking.pointer, value: display === undefined ? { type: "adaptive" } : { type: "adaptive", display } }],
          },
        ],
      });
    },
  },
});
