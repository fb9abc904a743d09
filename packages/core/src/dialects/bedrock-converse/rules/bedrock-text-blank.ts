import type { Fix } from "../../../types.js";
import { createRule, type Context } from "../create-rule.js";
import type { Block } from "../model.js";

const isBlank = (block: Block) => block.type === "text" && typeof block.body === "string" && block.body.trim() === "";

/**
 * Whether Bedrock rejects a blank block: an empty one always; a whitespace-only one when its message holds nothing
 * but blank text (`"\n"` beside a document and a cache point was accepted on Claude Sonnet 4.5: pydantic-ai cassette
 * `test_bedrock_cache_write_and_read`; `"\n\n"` alone was rejected: langchain-ai/langchain-aws#403).
 */
function rejected(block: Block): boolean {
  if (block.body === "") return true;
  return block.message.blocks.length === (block.message.value.content as unknown[]).length && block.message.blocks.every(isBlank);
}

export default createRule("bedrock-text-blank", {
  meta: {
    description: "A message's text block is empty, or every block of the message is only whitespace, on Claude.",
    category: "api",
    recommended: true,
    fixable: true,
    needs: { blocks: ["text"] },
    spec: "providers.md bedrock-converse §3 (bedrock-text-blank)",
    messages: {
      blank: "The text field in the ContentBlock object at {{path}} is blank. Add text to the text field, and try again.",
    },
    hints: { only: "Every block of the message is blank: removing them would leave it empty. Put text in it, or drop the message." },
    api: {
      status: "C",
      area: "content",
      texts: [
        "The model returned the following errors: messages: text content blocks must be non-empty",
        "The model returned the following errors: messages: text content blocks must contain non-whitespace text",
      ],
      reason: "Each text block of a message: empty, or only whitespace, on Claude.",
    },
  },
  visit: {
    // The model's facts are read once per request, not once per text block: most requests go to no model that rejects blanks.
    request(context) {
      if (!context.model.facts?.rejectsBlankText) return;
      for (const message of context.model.messages) for (const block of message.blocks) check(block, context);
    },
  },
});

function check(block: Block, context: Context): void {
  if (!isBlank(block) || !rejected(block)) return;
  const blocks = block.message.blocks;
  const blank = blocks.filter((b) => isBlank(b) && rejected(b));
  const all = blank.length === (block.message.value.content as unknown[]).length;
  context.report({
    messageId: "blank",
    at: block,
    hint: all ? "only" : undefined,
    // One fix per message, on its first blank block, removing them all: fixes of one message must not shift each other's indices.
    fix: all || blank[0] !== block ? undefined : removeAll(blank, block.message.path),
  });
}

/** A blank block says nothing: removing it keeps the meaning. Last first, so the earlier pointers stay valid. */
function removeAll(blank: Block[], path: string): Fix {
  return { description: `Remove the blank text blocks of ${path}`, edits: blank.map((b) => ({ op: "remove" as const, path: b.pointer })).reverse() };
}
