import { createRule } from "../create-rule.js";
import { fieldOf } from "../model.js";

export default createRule("gemini-fcc-without-decls", {
  meta: {
    description: "`toolConfig.functionCallingConfig` is set, but no tool declares a function.",
    category: "api",
    // Inferred from a client's handling, not a recorded error: off until a recording confirms it.
    recommended: false,
    spec: "providers.md gemini §3",
    messages: { noDeclarations: "Function calling config is set without function_declarations" },
    hints: { noDeclarations: "Drop `toolConfig.functionCallingConfig` when the request offers no function, or declare the functions it names." },
    api: { status: "I", area: "tools", reason: "Reads `toolConfig` and the function declarations." },
  },
  visit: {
    request(context) {
      const { toolConfig, declarations } = context.model;
      if (toolConfig === undefined || declarations.length > 0) return;
      const config = fieldOf(toolConfig, toolConfig.value, "functionCallingConfig");
      if (config === undefined || config.value === null) return;
      context.report({ messageId: "noDeclarations", at: config, hint: "noDeclarations" });
    },
  },
});
