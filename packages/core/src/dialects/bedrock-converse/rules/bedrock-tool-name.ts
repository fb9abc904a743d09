import type { Node } from "../../../types.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MEMBER, reportViolations, VALIDATION_MESSAGES, type Violation } from "../validation.js";

/** ToolName in the service model: 1 to 64 characters of `[a-zA-Z0-9_-]`. */
const TOOL_NAME = /^[a-zA-Z0-9_-]+$/;
const TOOL_NAME_PATTERN = "[a-zA-Z0-9_-]+";

export default createRule("bedrock-tool-name", {
  meta: {
    description: "A tool name breaks the service model's ToolName (1 to 64 of `[a-zA-Z0-9_-]`), or a tool description is empty.",
    category: "api",
    recommended: true,
    needs: { fields: ["toolConfig"], blocks: ["toolUse"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tool-name)",
    messages: VALIDATION_MESSAGES,
    api: {
      status: "C",
      area: "tools",
      reason: "Tool names in toolConfig, toolChoice and the history's toolUse blocks; tool descriptions.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      const violations: Violation[] = [];
      // The member's node is made only for a name that breaks: a clean history makes none.
      const name = (place: () => Node, value: unknown) => {
        if (typeof value !== "string") return;
        const broken: Violation["constraint"][] = [];
        if (value.length > 64) broken.push(MEMBER.maxLength(64));
        if (!TOOL_NAME.test(value)) broken.push(MEMBER.pattern(TOOL_NAME_PATTERN));
        if (value.length < 1) broken.push(MEMBER.minLength(1));
        if (broken.length === 0) return;
        const at = place();
        for (const constraint of broken) violations.push({ at, value, constraint });
      };
      for (const tool of model.tools) {
        name(() => context.at(tool, "name"), tool.value.name);
        if (tool.value.description === "") violations.push({ at: context.at(tool, "description"), value: "", constraint: MEMBER.minLength(1) });
      }
      const choice = model.toolConfig?.toolChoice;
      if (isRecord(choice) && isRecord(choice.tool))
        name(() => context.at(context.root, "toolConfig", "toolChoice", "tool", "name"), choice.tool.name);
      for (const message of model.messages) {
        for (const block of message.blocks)
          if (block.type === "toolUse" && isRecord(block.body)) name(() => context.at(block, "toolUse", "name"), block.body.name);
      }
      reportViolations(context, violations);
    },
  },
});
