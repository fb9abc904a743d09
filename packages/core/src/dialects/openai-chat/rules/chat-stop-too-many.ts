import { OPENAI_TEXTS } from "../../../model/openai-texts.js";
import { createRule, OPENAI_TARGETS } from "../create-rule.js";

const MAX_STOP = 4;

export default createRule("chat-stop-too-many", {
  meta: {
    description: "`stop` is a list of more than 4 stop sequences.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    needs: { fields: ["stop"] },
    spec: "providers.md openai-chat §1",
    messages: { tooMany: OPENAI_TEXTS.arrayTooLong },
    hints: {
      tooMany:
        "OpenAI takes at most 4 stop sequences; a client that gathers them (the stop tokens of several prompt templates, a framework's own beside the user's) sends more. Keep the 4 that matter.",
      unsupported: "{{model}} takes no stop sequences at all (chat-stop-unsupported): drop `stop`, cutting it to 4 is not enough.",
    },
    api: { paths: ["stop"], status: "C", area: "parameters", errorCode: "array_above_max_length", reason: "Counts the strings in `stop`." },
  },
  visit: {
    request(context) {
      const { stop } = context.request;
      if (!Array.isArray(stop) || stop.length <= MAX_STOP) return;
      // A model that refuses `stop` outright is reported by chat-stop-unsupported too; the hint says which fix works.
      const facts = context.model.facts;
      const rejects = facts?.rejectsStop === true;
      context.report({
        messageId: "tooMany",
        at: context.at(context.root, "stop"),
        data: { max: MAX_STOP, length: stop.length, model: rejects ? facts.raw : "" },
        hint: rejects ? "unsupported" : "tooMany",
      });
    },
  },
});
