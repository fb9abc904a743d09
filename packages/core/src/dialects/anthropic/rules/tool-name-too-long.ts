import { createRule } from "../create-rule.js";
import { toolEntries, toolNameMaxLength } from "../analyses/tool-definitions.js";

/** How the hint names each platform. */
const PLATFORMS: Readonly<Record<string, string>> = { anthropic: "the first-party API", bedrock: "Bedrock", vertex: "Vertex" };

export default createRule("tool-name-too-long", {
  meta: {
    description: "A custom tool's name is longer than the platform allows (128 characters on the first-party API, 64 on Bedrock and Vertex).",
    category: "api",
    needs: { fields: ["tools"] },
    recommended: true,
    spec: "#50, §10",
    messages: { tooLong: "{{path}}: String should have at most {{max}} characters" },
    hints: {
      tooLong:
        "The name has {{length}} characters; {{platform}} takes {{max}}. Prefixes a client adds (`mcp__server__`) count: shorten the server or tool name, in `tools` and in the history's `tool_use` blocks alike.",
    },
    api: { row: "50", area: "tools", status: "C", reason: "a length, per target", paths: ["tools.i.custom.name"] },
  },
  visit: {
    request(context) {
      const { target } = context.settings;
      const max = toolNameMaxLength(target);
      for (const tool of toolEntries(context.model) ?? []) {
        const { name } = tool.value;
        if (!tool.custom || typeof name !== "string" || name.length <= max) continue;
        context.report({
          messageId: "tooLong",
          at: context.at(tool, "name"),
          data: { max, length: name.length, platform: PLATFORMS[target] ?? "Vertex" },
          hint: "tooLong",
        });
      }
    },
  },
});
