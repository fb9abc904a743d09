import { createRule } from "../create-rule.js";
import { stringAt, type Block } from "../model.js";

export default createRule("bedrock-doc-name-dup", {
  meta: {
    description: "Two document blocks of the messages have the same name.",
    category: "api",
    recommended: true,
    needs: { blocks: ["document"] },
    spec: "providers.md bedrock-converse §3 (bedrock-doc-name-dup)",
    messages: { duplicate: "Messages can't contain duplicate document names. Rename the document and retry your request." },
    hints: {
      duplicate:
        "{{namePath}} repeats the name {{name}} of {{firstPath}}. Number the documents (`Document 1`, `Document 2`) or name them after their content.",
    },
    api: { status: "C", area: "documents", reason: "Names of the document blocks of the messages (documents inside tool results are not counted)." },
  },
  visit: {
    request(context) {
      // The first block of each name, not its path: places are made only for a duplicate.
      const seen = new Map<string, Block>();
      for (const message of context.model.messages) {
        for (const block of message.blocks) {
          if (block.type !== "document") continue;
          const name = stringAt(block.body, "name");
          if (name === undefined) continue;
          const first = seen.get(name);
          if (first === undefined) {
            seen.set(name, block);
            continue;
          }
          const at = context.at(block, "document", "name");
          context.report({
            messageId: "duplicate",
            at,
            data: { path: "", namePath: at.path, name: JSON.stringify(name), firstPath: context.at(first, "document", "name").path },
            hint: "duplicate",
          });
        }
      }
    },
  },
});
