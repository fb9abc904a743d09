import { createRule } from "../create-rule.js";
import { isSet } from "../model.js";

export default createRule("resp-mutually-exclusive", {
  meta: {
    description: "Both `previous_response_id` and `conversation` are set.",
    category: "api",
    recommended: true,
    needs: { fields: ["conversation"] },
    spec: "providers.md openai-responses §3",
    messages: { exclusive: "Mutually exclusive parameters: ''. Ensure you are only providing one of: 'previous_response_id' or 'conversation'." },
    hints: { exclusive: "A conversation already chains its responses: send `conversation` alone, or `previous_response_id` alone." },
    api: { status: "C", area: "parameters", reason: "Looks for both fields." },
  },
  visit: {
    request(context) {
      const { request } = context;
      if (!isSet(request.previous_response_id) || !isSet(request.conversation)) return;
      context.report({ messageId: "exclusive", at: context.at(context.root, "conversation"), data: { path: "" }, hint: "exclusive" });
    },
  },
});
