/**
 * The conversation as rules reason about it: messages, their content blocks, and turns. Built once per
 * request and shared by every rule (parse once, fan out).
 */
import { joinPointer } from "./pointer.js";

export type Role = "user" | "assistant" | "system";

export interface Block {
  /** Index of the message in `messages`. */
  messageIndex: number;
  /** Index in the message's content array; -1 for string content, which the API reads as one text block. */
  blockIndex: number;
  /** The block's `type`, when it is a string. */
  type: string | undefined;
  value: Readonly<Record<string, unknown>>;
  /** JSON pointer into the request. */
  pointer: string;
  /** The API's path for the block: `messages.N.content.M` (`messages.N.content` for string content). */
  path: string;
}

export interface Message {
  index: number;
  /** The role when it is one the API knows; undefined otherwise (left to the structural rules). */
  role: Role | undefined;
  value: Readonly<Record<string, unknown>>;
  pointer: string;
  /** `messages.N` */
  path: string;
  /** Object blocks only: a string content becomes one virtual text block; other shapes give none. */
  blocks: Block[];
}

/**
 * Consecutive user or assistant messages, merged into one turn as the API does before validating
 * (api-rules.md §13.1). System-role messages do not break a turn.
 */
export interface Turn {
  role: "user" | "assistant";
  index: number;
  messages: Message[];
  blocks: Block[];
}

export interface ToolDefinition {
  name: string;
  index: number;
  value: Readonly<Record<string, unknown>>;
}

export interface Conversation {
  /** The request the conversation was read from. */
  request: Readonly<Record<string, unknown>>;
  messages: Message[];
  turns: Turn[];
  /** The turn each message belongs to, by message index (undefined for system and unknown roles). */
  turnOfMessage: (Turn | undefined)[];
  /** `tools`, when the request defines it as an array; entries without a string `name` are left out. */
  tools: ToolDefinition[] | undefined;
  /** A cache for analyses that several rules share, keyed by the analysis function. */
  shared: Map<unknown, unknown>;
}

const ROLES = new Set<string>(["user", "assistant", "system"]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function buildConversation(request: Readonly<Record<string, unknown>>): Conversation {
  const rawMessages = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  const messages: Message[] = [];
  for (let index = 0; index < rawMessages.length; index++) {
    const value = rawMessages[index];
    if (!isRecord(value)) continue;
    const pointer = joinPointer("/messages", index);
    const role = typeof value.role === "string" && ROLES.has(value.role) ? (value.role as Role) : undefined;
    const blocks: Block[] = [];
    const content = value.content;
    if (typeof content === "string") {
      blocks.push({
        messageIndex: index,
        blockIndex: -1,
        type: "text",
        value: { type: "text", text: content },
        pointer: pointer + "/content",
        path: `messages.${index}.content`,
      });
    } else if (Array.isArray(content)) {
      for (let blockIndex = 0; blockIndex < content.length; blockIndex++) {
        const block = content[blockIndex];
        if (!isRecord(block)) continue;
        blocks.push({
          messageIndex: index,
          blockIndex,
          type: typeof block.type === "string" ? block.type : undefined,
          value: block,
          pointer: `${pointer}/content/${blockIndex}`,
          path: `messages.${index}.content.${blockIndex}`,
        });
      }
    }
    messages.push({ index, role, value, pointer, path: `messages.${index}`, blocks });
  }

  const turns: Turn[] = [];
  const turnOfMessage: (Turn | undefined)[] = [];
  for (const message of messages) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    let turn = turns[turns.length - 1];
    if (!turn || turn.role !== message.role) {
      turn = { role: message.role, index: turns.length, messages: [], blocks: [] };
      turns.push(turn);
    }
    turn.messages.push(message);
    for (const block of message.blocks) turn.blocks.push(block);
    turnOfMessage[message.index] = turn;
  }

  let tools: ToolDefinition[] | undefined;
  if (Array.isArray(request.tools)) {
    tools = [];
    (request.tools as unknown[]).forEach((tool, index) => {
      if (isRecord(tool) && typeof tool.name === "string") tools!.push({ name: tool.name, index, value: tool });
    });
  }

  return { request, messages, turns, turnOfMessage, tools, shared: new Map() };
}

/** Memoise an analysis over a conversation, so that rules which share it compute it once. */
export function shared<T>(conversation: Conversation, analysis: (conversation: Conversation) => T): T {
  if (!conversation.shared.has(analysis)) conversation.shared.set(analysis, analysis(conversation));
  return conversation.shared.get(analysis) as T;
}

/**
 * The edit that removes a block without leaving its message empty (an empty message is an error of its own):
 * the block, or the whole message when the block is all it holds.
 */
export function removeBlockEdit(conversation: Conversation, block: Block): { op: "remove"; path: string } {
  const message = conversation.messages.find((m) => m.index === block.messageIndex);
  const content = message?.value.content;
  const alone = Array.isArray(content) && content.length === 1;
  return { op: "remove", path: alone ? message!.pointer : block.pointer };
}
