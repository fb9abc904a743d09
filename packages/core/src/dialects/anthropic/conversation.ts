/**
 * The conversation as rules reason about it: messages, their content blocks, and turns. Built once per
 * request and shared by every rule (parse once, fan out).
 */
import { requestModelFacts } from "../../model/facts-cache.js";
import { DottedMessageNode } from "../../model/message-node.js";
import { knownStrings } from "../../model/known-strings.js";
import { BLOCK_TYPES } from "./block-types.js";
import type { PairingTurn } from "../../model/pairing.js";
import type { RequestPresence } from "../../engine/needs.js";
import type { ResolvedSettings } from "../../types.js";
import { modelFacts, type ModelFacts } from "./models.js";
import type { AnthropicState } from "./state.js";

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
export interface Turn extends PairingTurn<Block> {
  role: "user" | "assistant";
  index: number;
  messages: Message[];
  blocks: Block[];
  /** The same list as `blocks`, as the neutral pairing reads a turn. */
  items: Block[];
}

export interface ToolDefinition {
  name: string;
  index: number;
  value: Readonly<Record<string, unknown>>;
  /** `/tools/N` */
  pointer: string;
  /** `tools.N` */
  path: string;
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
  /** What the request holds, for the rules' preconditions (`RuleMeta.needs`). */
  index: RequestIndex;
  /** A cache for analyses that several rules share, keyed by the analysis function. */
  shared: Map<unknown, unknown>;
  /** What msglint knows of the request's model; undefined for a model it does not know. */
  facts: ModelFacts | undefined;
  /** The linter's state: loaded schemas and caches that outlive the request. Absent for a conversation built alone (tests). */
  state: AnthropicState | undefined;
}

/** Facts gathered while the messages are read, cheap to ask: which rules have anything to look at (`Dialect.presence`). */
export interface RequestIndex extends RequestPresence {
  /** Every block `type` in `messages`, at any depth (string content counts as `text`). */
  blockTypes: ReadonlySet<string>;
  /** A `cache_control` is set somewhere: on the request, a tool, a system block, or a block in `messages`. */
  cacheControl: boolean;
}

const ROLES = new Set<string>(["user", "assistant", "system"]);

export { isRecord } from "../../model/json.js";
import { isRecord } from "../../model/json.js";

/** Blocks nest two levels deep at most (a `search_result` in a `tool_result`); this bounds hostile input. */
const MAX_BLOCK_DEPTH = 8;

const hasCacheControl = (value: Readonly<Record<string, unknown>>) => value.cache_control !== undefined;

/** Records the types and `cache_control`s of the blocks nested in a block's `content`. */
function indexNested(content: unknown, blockTypes: Set<string>, depth: number): boolean {
  if (!Array.isArray(content) || depth > MAX_BLOCK_DEPTH) return false;
  let cacheControl = false;
  for (let i = 0; i < content.length; i++) {
    const block = content[i];
    if (!isRecord(block)) continue;
    if (typeof block.type === "string") blockTypes.add(block.type);
    if (hasCacheControl(block)) cacheControl = true;
    if (block.content !== undefined && indexNested(block.content, blockTypes, depth + 1)) cacheControl = true;
  }
  return cacheControl;
}

/*
 * A message and a block make their pointer and path when a rule reads them (to report), not when the conversation is
 * built: a clean request reads none.
 */

class BlockNode implements Block {
  constructor(
    readonly messageIndex: number,
    /** -1 for string content: the block is the string at `messages.N.content`. */
    readonly blockIndex: number,
    readonly type: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return this.blockIndex < 0 ? `/messages/${this.messageIndex}/content` : `/messages/${this.messageIndex}/content/${this.blockIndex}`;
  }
  get path(): string {
    return this.blockIndex < 0 ? `messages.${this.messageIndex}.content` : `messages.${this.messageIndex}.content.${this.blockIndex}`;
  }
}

/** A tool definition; like a block, it makes its pointer and path when a rule reads them. */
class ToolNode implements ToolDefinition {
  constructor(
    readonly name: string,
    readonly index: number,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `/tools/${this.index}`;
  }
  get path(): string {
    return `tools.${this.index}`;
  }
}

/** One message, one block and one tool, for `Dialect.nodeShapes`. */
export function conversationNodeShapes(): readonly object[] {
  return [new DottedMessageNode<Role, Block>(0, "user", {}), new BlockNode(0, 0, "text", {}), new ToolNode("", 0, {})];
}

/**
 * The content block types longer than 10 characters (shorter ones come internalized from `JSON.parse`), so that the
 * walk's lookups and every rule's `type === "…"` compare pointers.
 */
const knownBlockType = knownStrings(BLOCK_TYPES.filter((type) => type.length > 10));

export function buildConversation(
  request: Readonly<Record<string, unknown>>,
  settings?: Pick<ResolvedSettings, "model">,
  state?: AnthropicState,
): Conversation {
  const rawMessages = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  const messages: Message[] = [];
  const blockTypes = new Set<string>();
  let cacheControl = hasCacheControl(request);
  for (let index = 0; index < rawMessages.length; index++) {
    const value = rawMessages[index];
    if (!isRecord(value)) continue;
    const role = typeof value.role === "string" && ROLES.has(value.role) ? (value.role as Role) : undefined;
    const message = new DottedMessageNode<Role, Block>(index, role, value);
    const { blocks } = message;
    const content = value.content;
    if (typeof content === "string") {
      blockTypes.add("text");
      blocks.push(new BlockNode(index, -1, "text", { type: "text", text: content }));
    } else if (Array.isArray(content)) {
      for (let blockIndex = 0; blockIndex < content.length; blockIndex++) {
        const block = content[blockIndex];
        if (!isRecord(block)) continue;
        const type = typeof block.type === "string" ? knownBlockType(block.type) : undefined;
        if (type !== undefined) blockTypes.add(type);
        if (hasCacheControl(block)) cacheControl = true;
        if (block.content !== undefined && indexNested(block.content, blockTypes, 1)) cacheControl = true;
        blocks.push(new BlockNode(index, blockIndex, type, block));
      }
    }
    messages.push(message);
  }

  const turns: Turn[] = [];
  const turnOfMessage: (Turn | undefined)[] = [];
  for (const message of messages) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    let turn = turns.at(-1);
    if (!turn || turn.role !== message.role) {
      // A turn of one message (most) shares that message's block list: no copy of every block, no list grown per request.
      turn = { role: message.role, index: turns.length, messages: [message], blocks: message.blocks, items: message.blocks };
      turns.push(turn);
    } else {
      if (turn.messages.length === 1) turn.blocks = turn.items = turn.blocks.slice();
      turn.messages.push(message);
      for (const block of message.blocks) turn.blocks.push(block);
    }
    turnOfMessage[message.index] = turn;
  }

  let tools: ToolDefinition[] | undefined;
  if (Array.isArray(request.tools)) {
    tools = [];
    const rawTools = request.tools as unknown[];
    for (let index = 0; index < rawTools.length; index++) {
      const tool = rawTools[index];
      if (!isRecord(tool)) continue;
      if (hasCacheControl(tool)) cacheControl = true;
      if (typeof tool.name === "string") tools.push(new ToolNode(tool.name, index, tool));
    }
  }
  if (!cacheControl && Array.isArray(request.system)) {
    for (const block of request.system as unknown[]) if (isRecord(block) && hasCacheControl(block)) cacheControl = true;
  }

  return {
    request,
    messages,
    turns,
    turnOfMessage,
    tools,
    index: { request, blockTypes, cacheControl },
    shared: new Map(),
    facts: requestModelFacts(request, settings, state?.models, modelFacts),
    state,
  };
}

/** Memoise an analysis over a conversation, so that rules which share it compute it once. */
export function shared<T>(conversation: Conversation, analysis: (conversation: Conversation) => T): T {
  const cache = conversation.shared;
  const found = cache.get(analysis);
  if (found !== undefined || cache.has(analysis)) return found as T;
  const value = analysis(conversation);
  cache.set(analysis, value);
  return value;
}

/**
 * The edit that removes a block without leaving its message empty (an empty message is an error of its own):
 * the block, or the whole message when the block is all it holds.
 */
export function removeBlockEdit(conversation: Conversation, block: Block): { op: "remove"; path: string } {
  // The message by its index in the request, not a search of every message: one search per finding was quadratic.
  const message = (conversation.request.messages as unknown[])[block.messageIndex] as Record<string, unknown>;
  const alone = Array.isArray(message.content) && message.content.length === 1;
  return { op: "remove", path: alone ? `/messages/${block.messageIndex}` : block.pointer };
}
