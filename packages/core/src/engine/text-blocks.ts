/**
 * Text blocks as the empty- and whitespace-text rules see them: in `messages` and in `system`, where the API
 * applies the same checks with its own path prefix (api-rules.md §13.7–13.10). Blocks inside
 * `tool_result.content` are not included: an empty text there is accepted (§13.11).
 */
import { isRecord, type Conversation } from "./conversation.js";
import { joinPointer } from "./pointer.js";

export interface TextBlockRef {
  /** `messages` or `system`: the API's path prefix for these checks. */
  where: "messages" | "system";
  text: string;
  /** Pointer to the text block (or to the string content that reads as one). */
  pointer: string;
  /** Pointer to the string itself. */
  textPointer: string;
  /** The message's or the system prompt's other blocks, for the whitespace rule's "nothing else" test. */
  siblings: readonly unknown[];
  /** Index among its siblings; -1 for string content. */
  index: number;
  hasCacheControl: boolean;
}

/** Empty or whitespace only: `\s` is the whitespace `trim` removes. */
const BLANK = /^\s*$/;

/**
 * One entry per container (a message's content, or `system`) that holds a blank text: its blank text blocks, the
 * only ones the empty- and whitespace-text rules look at.
 */
export function textBlocks(conversation: Conversation): TextBlockRef[][] {
  const groups: TextBlockRef[][] = [];
  const collect = (where: "messages" | "system", content: unknown, pointer: string) => {
    if (typeof content === "string") {
      if (BLANK.test(content)) groups.push([{ where, text: content, pointer, textPointer: pointer, siblings: [content], index: -1, hasCacheControl: false }]);
      return;
    }
    if (!Array.isArray(content)) return;
    const group: TextBlockRef[] = [];
    content.forEach((block, index) => {
      if (!isRecord(block) || block.type !== "text" || typeof block.text !== "string" || !BLANK.test(block.text)) return;
      const at = joinPointer(pointer, index);
      group.push({
        where,
        text: block.text,
        pointer: at,
        textPointer: `${at}/text`,
        siblings: content,
        index,
        hasCacheControl: block.cache_control !== undefined && block.cache_control !== null,
      });
    });
    if (group.length > 0) groups.push(group);
  };
  collect("system", conversation.request.system, "/system");
  for (const message of conversation.messages) collect("messages", message.value.content, `${message.pointer}/content`);
  return groups;
}

export const isWhitespaceOnly = (text: string) => text !== "" && text.trim() === "";
