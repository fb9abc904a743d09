/**
 * Text blocks as the empty- and whitespace-text rules see them: in `messages` and in `system`, where the API
 * applies the same checks with its own path prefix (api-rules.md §13.7–13.10). Blocks inside
 * `tool_result.content` are not included: an empty text there is accepted (§13.11).
 */
import type { Node } from "../../../types.js";
import { isRecord, type Conversation } from "../conversation.js";
import { at, ROOT } from "../paths.js";

export interface TextBlockRef {
  /** `messages` or `system`: what the API's text for these checks names (its path prefix). */
  list: Node;
  text: string;
  /** The text block (or the string content that reads as one). */
  node: Node;
  /** The message's or the system prompt's other blocks, for the whitespace rule's "nothing else" test. */
  siblings: readonly unknown[];
  /** Index among its siblings; -1 for string content. */
  index: number;
  hasCacheControl: boolean;
}

/** Empty or whitespace only: `\s` is the whitespace `trim` removes. */
const BLANK = /^\s*$/;

/** `BLANK.test`, without running the expression on the usual text, which starts with a visible ASCII character. */
function isBlank(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first > 0x20 && first < 0x7f) return false;
  return BLANK.test(text);
}

/**
 * One entry per container (a message's content, or `system`) that holds a blank text: its blank text blocks, the
 * only ones the empty- and whitespace-text rules look at.
 */
export function textBlocks(conversation: Conversation): TextBlockRef[][] {
  const groups: TextBlockRef[][] = [];
  collect(groups, "system", conversation.request.system, () => at(ROOT, "system"));
  for (const message of conversation.messages) collect(groups, "messages", message.value.content, () => at(message, "content"));
  return groups;
}

/** Adds the container's blank texts as one group. Nodes are made only for blank texts: `container` makes the content's. */
function collect(groups: TextBlockRef[][], where: "messages" | "system", content: unknown, container: () => Node): void {
  if (typeof content === "string") {
    if (isBlank(content))
      groups.push([{ list: at(ROOT, where), text: content, node: container(), siblings: [content], index: -1, hasCacheControl: false }]);
    return;
  }
  if (!Array.isArray(content)) return;
  let group: TextBlockRef[] | undefined;
  for (let index = 0; index < content.length; index++) {
    const block: unknown = content[index];
    if (!isRecord(block) || block.type !== "text" || typeof block.text !== "string" || !isBlank(block.text)) continue;
    (group ??= []).push({
      list: at(ROOT, where),
      text: block.text,
      node: at(container(), index),
      siblings: content,
      index,
      hasCacheControl: block.cache_control !== undefined && block.cache_control !== null,
    });
  }
  if (group !== undefined) groups.push(group);
}

export const isWhitespaceOnly = (text: string) => text !== "" && text.trim() === "";
