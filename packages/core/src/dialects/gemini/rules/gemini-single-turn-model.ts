import { createRule } from "../create-rule.js";

export default createRule("gemini-single-turn-model", {
  meta: {
    description: "The request holds one content, and its role is `model`.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { single: "Please ensure that single turn requests end with a user role or the role field is empty." },
    hints: { single: 'A request of one content asks the model to answer it: that content must be the user\'s (`role: "user"`, or no role).' },
    api: { status: "C", area: "contents", reason: "Reads the role of the only content." },
  },
  visit: {
    request(context) {
      const { contents } = context.model;
      if (contents.length !== 1 || contents[0]!.roleValue !== "model") return;
      context.report({ messageId: "single", at: context.at(contents[0]!, "role"), hint: "single" });
    },
  },
});
