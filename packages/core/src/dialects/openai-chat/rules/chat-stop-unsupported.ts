import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-stop-unsupported", {
  meta: {
    description:
      "`stop` is sent to a model that does not take stop sequences (o1-mini, o3, o4-mini, gpt-5, gpt-5-mini, gpt-5-nano, gpt-5.4 and its mini and nano, gpt-5.5, gpt-5.6-luna, -sol and -terra, gpt-5.2-chat-latest).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    hasSuggestions: true,
    needs: { fields: ["stop"] },
    spec: "providers.md openai-chat §3 (model rules)",
    messages: { stop: "Unsupported parameter: 'stop' is not supported with this model." },
    hints: { stop: "{{model}} takes no stop sequences: drop `stop` and cut the answer after it arrives." },
    api: { status: "C", area: "models", errorCode: "unsupported_parameter", reason: "Reads the model table." },
  },
  visit: {
    request(context) {
      const { request, model } = context;
      if (!model.facts?.rejectsStop || request.stop === undefined || request.stop === null) return;
      const at = context.at(context.root, "stop");
      context.report({
        messageId: "stop",
        at,
        data: { model: model.facts.raw },
        hint: "stop",
        suggestions: [{ description: "Remove `stop`", edits: [{ op: "remove", path: at.pointer }] }],
      });
    },
  },
});
