import type { Node } from "../../../types.js";
import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";
import { knownValid, MEMBER, reportViolations, VALIDATION_MESSAGES, type Violation } from "../validation.js";

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
      // The places of the validation layer's shared text that are this rule's (a name in the tools, the choice or the history; a description).
      paths: ["toolConfig.*.name", "toolConfig.tools.N.member.toolSpec.description", "messages.*.toolUse.name"],
      status: "C",
      area: "tools",
      reason: "Tool names in toolConfig, toolChoice and the history's toolUse blocks; tool descriptions.",
    },
  },
  visit: {
    request(context) {
      const { model } = context;
      // The schema holds every ToolName constraint and the description's length: a body it found valid breaks none.
      if (knownValid(model)) return;
      const violations: Violation[] = [];
      // The member's node is made only for a name that breaks: a clean history makes none.
      const add = (value: unknown, place: () => Node) => {
        const broken = brokenName(value);
        if (broken === undefined) return;
        const at = place();
        for (const constraint of broken) violations.push({ at, value: value as string, constraint });
      };
      for (const tool of model.tools) {
        add(tool.value.name, () => context.at(tool, "name"));
        if (tool.value.description === "") violations.push({ at: context.at(tool, "description"), value: "", constraint: MEMBER.minLength(1) });
      }
      const choice = model.toolConfig?.toolChoice;
      if (isRecord(choice) && isRecord(choice.tool))
        add(choice.tool.name, () => context.at(context.root, "toolConfig", "toolChoice", "tool", "name"));
      for (const message of model.messages) {
        for (const block of message.blocks) {
          if (block.type === "toolUse" && isRecord(block.body)) add(block.body.name, () => context.at(block, "toolUse", "name"));
        }
      }
      reportViolations(context, violations);
    },
  },
});

/** The ToolName constraints a name breaks; undefined for a name that keeps them all, or for no string. */
function brokenName(value: unknown): Violation["constraint"][] | undefined {
  if (typeof value !== "string") return undefined;
  if (value.length >= 1 && value.length <= 64 && TOOL_NAME.test(value)) return undefined;
  const broken: Violation["constraint"][] = [];
  if (value.length > 64) broken.push(MEMBER.maxLength(64));
  if (!TOOL_NAME.test(value)) broken.push(MEMBER.pattern(TOOL_NAME_PATTERN));
  if (value.length < 1) broken.push(MEMBER.minLength(1));
  return broken;
}
