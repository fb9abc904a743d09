import { createRule } from "../create-rule.js";
import { allBlocks, stringAt } from "../model.js";

/** Letters, digits, whitespace, `-`, `(`, `)`, `[`, `]` and `_` (accepted: vercel/ai#20366); letters of any script, to never flag an accepted name. */
const OUTSIDE = /[^\p{L}\p{N}\s()[\]_-]/u;
const DOUBLE_SPACE = /\s\s/;
const EVERY_OUTSIDE = /[^\p{L}\p{N}\s()[\]_-]/gu;

export default createRule("bedrock-doc-name-chars", {
  meta: {
    description: "A document's name has a character Bedrock refuses (a `.`, a `/`, …) or two whitespace characters in a row.",
    category: "api",
    recommended: true,
    hasSuggestions: true,
    needs: { blocks: ["document"] },
    spec: "providers.md bedrock-converse §3 (bedrock-doc-name-chars), §4",
    messages: {
      chars:
        "The document file name can only contain alphanumeric characters, whitespace characters, hyphens, parentheses, and square brackets. The name can't contain more than one consecutive whitespace character.",
    },
    hints: {
      chars:
        "{{namePath}} is {{name}}: {{why}}. The name is a label for the model, not a file name: leave the extension out (the `format` field says it).",
    },
    api: { status: "C", area: "documents", reason: "Each document's name against the characters Bedrock takes." },
  },
  visit: {
    request(context) {
      for (const block of allBlocks(context.model)) {
        if (block.type !== "document") continue;
        const name = stringAt(block.body, "name");
        if (name === undefined) continue;
        const bad = OUTSIDE.exec(name)?.[0];
        if (bad === undefined && !DOUBLE_SPACE.test(name)) continue;
        const at = context.at(block, "document", "name");
        const clean = cleanName(name);
        context.report({
          messageId: "chars",
          at,
          data: {
            path: "",
            namePath: at.path,
            name: JSON.stringify(name),
            why: bad !== undefined ? `\`${bad}\` is not allowed` : "two whitespace characters in a row",
          },
          hint: "chars",
          // The label with the refused characters made spaces: close, but another name (it may collide with another document's).
          suggestions:
            clean === ""
              ? undefined
              : [{ description: `Rename the document to ${JSON.stringify(clean)}`, edits: [{ op: "replace", path: at.pointer, value: clean }] }],
        });
      }
    },
  },
});

function cleanName(name: string): string {
  return name.replace(EVERY_OUTSIDE, " ").replace(/\s+/g, " ").trim();
}
