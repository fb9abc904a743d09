import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../conversation.js";
import { tagged } from "../paths.js";
import { SHORTEST_TOOL_NAME_MAX, toolNameMaxLength, toolSelection } from "../analyses/tool-definitions.js";

/** How the hint names each platform. */
const PLATFORMS: Readonly<Record<string, string>> = { anthropic: "the first-party API", bedrock: "Bedrock", vertex: "Vertex" };

/** Custom tools whose name is too long for some platform: the request's own limit decides. */
const longNames = toolSelection(({ custom, value: { name } }) => custom && typeof name === "string" && name.length > SHORTEST_TOOL_NAME_MAX);

export default createRule("tool-name-too-long", {
  meta: {
    description:
      "A custom tool's name, or a `tool_use` block's name in the history, is longer than the platform allows (128 characters on the first-party API, 64 on Bedrock and Vertex).",
    category: "api",
    // `tool_use.name` has the same limit: `messages.5.content.1.tool_use.name: String should have at most 64 characters`
    // (2025, drorm/vmpilot's user guide; msglint issue 21).
    needs: { fields: ["tools"], blocks: ["tool_use"] },
    recommended: true,
    spec: "#50, §10",
    messages: { tooLong: "{{path}}: String should have at most {{max}} characters" },
    hints: {
      tooLong:
        "The name has {{length}} characters; {{platform}} takes {{max}}. Prefixes a client adds (`mcp__server__`) count: shorten the server or tool name, in `tools` and in the history's `tool_use` blocks alike.",
      historyTooLong:
        "The `tool_use` block's name has {{length}} characters; {{platform}} takes {{max}}, in the history as in `tools`. Map it as `tools` maps the long name.",
    },
    api: {
      row: "50",
      area: "tools",
      status: "C",
      reason: "a length, per target",
      paths: ["tools.i.custom.name", "messages.N.content.M.tool_use.name"],
    },
  },
  visit: {
    request(context) {
      const { target } = context.settings;
      const max = toolNameMaxLength(target);
      for (const tool of longNames(context.model)) {
        const { name } = tool.value;
        if (typeof name !== "string" || name.length <= max) continue;
        context.report({
          messageId: "tooLong",
          at: context.at(tool, "name"),
          data: { max, length: name.length, platform: PLATFORMS[target] ?? "Vertex" },
          hint: "tooLong",
        });
      }
    },
    "block:tool_use"(block: Block, context: Context) {
      const { name } = block.value;
      const { target } = context.settings;
      const max = toolNameMaxLength(target);
      if (typeof name !== "string" || name.length <= max) return;
      context.report({
        messageId: "tooLong",
        at: context.at(tagged(block, "tool_use"), "name"),
        data: { max, length: name.length, platform: PLATFORMS[target] ?? "Vertex" },
        hint: "historyTooLong",
      });
    },
  },
});
