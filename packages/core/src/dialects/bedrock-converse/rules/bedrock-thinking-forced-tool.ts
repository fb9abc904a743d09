import { thinkingMode } from "../analyses/thinking.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("bedrock-thinking-forced-tool", {
  meta: {
    description: "Thinking is on with a `toolChoice` that forces a tool (`any` or `tool`), on Claude.",
    category: "api",
    recommended: true,
    needs: { fields: ["additionalModelRequestFields"] },
    spec: "providers.md bedrock-converse §3 (bedrock-thinking-forced-tool), §4",
    messages: { forced: "Thinking may not be enabled when tool_choice forces tool use." },
    hints: {
      forced:
        "With thinking on, Claude takes only `auto` as tool choice. Use `auto` and ask for the tool in the prompt, or turn thinking off for this request.",
    },
    api: { status: "C", area: "thinking", reason: "Thinking on (`additionalModelRequestFields`) with toolChoice any or tool, on Claude." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const mode = thinkingMode(model);
      if (model.facts?.family !== "claude" || (mode !== "enabled" && mode !== "adaptive")) return;
      const choice = model.toolConfig?.toolChoice;
      if (!isRecord(choice)) return;
      const kind = choice.any !== undefined ? "any" : choice.tool !== undefined ? "tool" : undefined;
      if (kind === undefined) return;
      context.report({ messageId: "forced", at: context.at(context.root, "toolConfig", "toolChoice", kind), data: { path: "" }, hint: "forced" });
    },
  },
});
