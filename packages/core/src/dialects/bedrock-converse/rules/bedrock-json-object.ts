import { createRule } from "../create-rule.js";
import { isRecord } from "../model.js";

export default createRule("bedrock-json-object", {
  meta: {
    description: "A JSON document field (a tool's input schema, a `toolUse` input, a `json` result block) holds something other than an object.",
    category: "api",
    recommended: true,
    needs: { fields: ["toolConfig"], blocks: ["toolUse", "json"] },
    spec: "providers.md bedrock-converse §3 (bedrock-json-object)",
    messages: {
      notObject: "The format of the value at {{path}} is invalid. Provide a json object for the field and try again.",
      schemaType: "The value at {{path}} must be one of the following: object.",
    },
    hints: {
      string:
        "The value is a string: a JSON text kept as a string (a streamed tool input never parsed, or serialised twice). Parse it into an object.",
      other: "The value is {{kind}}. Converse takes a JSON object here.",
      schemaType: 'A tool\'s input schema must describe an object (`"type": "object"`); wrap other values in an object\'s property.',
    },
    api: { status: "C", area: "tools", reason: "The JSON type of tool input schemas, tool inputs and json result blocks." },
  },
  visit: {
    request(context) {
      const { model } = context;
      const report = (at: ReturnType<typeof context.at>, value: unknown) =>
        context.report({ messageId: "notObject", at, data: { kind: kindOf(value) }, hint: typeof value === "string" ? "string" : "other" });
      for (const tool of model.tools) {
        const schema = isRecord(tool.value.inputSchema) ? tool.value.inputSchema : undefined;
        if (!schema || !("json" in schema)) continue;
        // The place is made for a finding only.
        if (!isRecord(schema.json)) report(context.at(tool, "inputSchema", "json"), schema.json);
        else if (typeof schema.json.type === "string" && schema.json.type !== "object") {
          context.report({ messageId: "schemaType", at: context.at(tool, "inputSchema", "json", "type"), hint: "schemaType" });
        }
      }
      // The blocks are read only for the members the request holds: a history without `json` results reads none of them.
      const uses = model.blockTypes.has("toolUse");
      const json = model.blockTypes.has("json");
      if (!uses && !json) return;
      for (const message of model.messages) {
        if (uses)
          for (const block of message.blocks) {
            if (
              block.type === "toolUse" &&
              isRecord(block.body) &&
              "input" in block.body &&
              block.body.input !== null &&
              !isRecord(block.body.input)
            ) {
              report(context.at(block, "toolUse", "input"), block.body.input);
            }
          }
        if (json)
          for (const block of message.resultBlocks) {
            if (block.type === "json" && block.body !== null && !isRecord(block.body)) report(context.at(block, "json"), block.body);
          }
      }
    },
  },
});

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  return `a ${typeof value}`;
}
