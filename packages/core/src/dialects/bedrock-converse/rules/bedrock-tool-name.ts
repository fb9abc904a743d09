import type { Node } from "../../../types.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { MEMBER, reportViolations, VALIDATION_MESSAGES, type Violation } from "../validation.js";

/** ToolName in the service model: 1 to 64 characters of `[a-zA-Z0-9_-]`. */
const TOOL_NAME = /^[a-zA-Z0-9_-]+$/;
const TOOL_NAME_PATTERN = "[a-zA-Z0-9_-]+";

/** Whether a string breaks ToolName (an empty one breaks the pattern too). */
const breaks = (value: unknown) => typeof value === "string" && (value.length > 64 || !TOOL_NAME.test(value));

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
      const name = (at: Node, value: unknown) => {
        if (typeof value !== "string") return;
        if (value.length > 64) violations.push({ at, value, constraint: MEMBER.maxLength(64) });
        if (!TOOL_NAME.test(value)) violations.push({ at, value, constraint: MEMBER.pattern(TOOL_NAME_PATTERN) });
        if (value.length < 1) violations.push({ at, value, constraint: MEMBER.minLength(1) });
      };
      for (const tool of model.tools) {
        name(context.at(tool, "name"), tool.value.name);
        if (tool.value.description === "") violations.push({ at: context.at(tool, "description"), value: "", constraint: MEMBER.minLength(1) });
      }
      const choice = model.toolConfig?.toolChoice;
      if (isRecord(choice) && isRecord(choice.tool)) name(context.at(context.root, "toolConfig", "toolChoice", "tool", "name"), choice.tool.name);
      for (const message of model.messages) {
        for (const block of message.blocks) {
          if (block.type !== "toolUse" || !isRecord(block.body)) continue;
          // The block's place only for a name that breaks: a clean history makes none.
          if (breaks(block.body.name)) name(context.at(block, "toolUse", "name"), block.body.name);
        }
      }
      reportViolations(context, violations);
    },
  },
});
