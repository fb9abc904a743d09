/**
 * A Converse body as the rules read it: messages, their content blocks (a union keyed by its one member: `text`,
 * `toolUse`, `document`, …), the blocks inside tool results, the tool specs, and one turn per message for the
 * pairing analysis. Converse merges nothing: two adjacent user messages are two turns (and an error of their own,
 * bedrock-alternate). Built once per request and shared by every rule.
 */
import type { PairingTurn } from "../../model/pairing.js";
import type { Node, ResolvedSettings } from "../../types.js";
import { ModelFactsCache, modelFacts, type ModelFacts } from "./models.js";

export type Role = "user" | "assistant" | "system";

/** The members of ContentBlock (service model), in the service model's order. */
export const CONTENT_BLOCK_MEMBERS = [
  "text",
  "image",
  "document",
  "video",
  "audio",
  "toolUse",
  "toolResult",
  "guardContent",
  "cachePoint",
  "reasoningContent",
  "citationsContent",
  "searchResult",
  "toolAddition",
  "toolRemoval",
] as const;

/** The members of ToolResultContentBlock. */
export const TOOL_RESULT_MEMBERS = ["json", "text", "image", "document", "video", "searchResult"] as const;

/** Every member msglint knows, each once: a member's bit is `1 << its index`. */
const MEMBER_LIST: readonly string[] = [...new Set<string>([...CONTENT_BLOCK_MEMBERS, ...TOOL_RESULT_MEMBERS])];

/**
 * The member's bit, 0 for a key msglint does not know. A search of the list, not a `Set`: the keys `JSON.parse` makes
 * are internalized, so each comparison is of two pointers, and cheaper than hashing into a `Set`.
 */
function memberBit(key: string): number {
  for (let i = 0; i < MEMBER_LIST.length; i++) if (MEMBER_LIST[i] === key) return 1 << i;
  return 0;
}

/** A content block: a message's, or one inside a tool result's `content`. */
export interface Block extends Node {
  /** The union member the block sets (its first known key); undefined when it sets none msglint knows. */
  type: string | undefined;
  value: Readonly<Record<string, unknown>>;
  /** The member's value (`value[type]`). */
  body: unknown;
  /** The message the block stands in. */
  message: Message;
  /** Index in its `content` array. */
  index: number;
  /** Its position in `message.blocks` (nested: `message.resultBlocks`), objects only, so it can be below `index`. */
  position: number;
  /** For a block inside a tool result: that tool result's block. */
  parent: Block | undefined;
}

export interface Message extends Node {
  index: number;
  /** The role when it is one the service model knows; undefined otherwise (left to the schema). */
  role: Role | undefined;
  value: Readonly<Record<string, unknown>>;
  /** The message's own blocks, in order (objects only). */
  blocks: Block[];
  /** The blocks inside its tool results, in order. */
  resultBlocks: Block[];
}

/** One message as pairing sees it: Converse never merges messages into a turn. */
export interface Turn extends PairingTurn<Block> {
  role: "user" | "assistant";
  message: Message;
  items: Block[];
}

export interface ToolSpec extends Node {
  /** Index in `toolConfig.tools`. */
  index: number;
  name: string | undefined;
  value: Readonly<Record<string, unknown>>;
}

export interface ConverseModel {
  request: Readonly<Record<string, unknown>>;
  messages: Message[];
  /** One per user or assistant message, in order. */
  turns: Turn[];
  /** `toolConfig`, when it is an object. */
  toolConfig: Readonly<Record<string, unknown>> | undefined;
  /** Every `toolSpec` of `toolConfig.tools`. */
  tools: ToolSpec[];
  /** The model id the request goes to (the URL's, `--model` or config). */
  modelId: string | undefined;
  /** What msglint knows of that model; undefined for a model it does not know. */
  facts: ModelFacts | undefined;
  /** Every union member set in `messages`, at any depth (for `RuleMeta.needs`). */
  blockTypes: ReadonlySet<string>;
  /** A cache for analyses several rules share, keyed by the analysis function. */
  shared: Map<unknown, unknown>;
}

export interface ConverseState {
  models: ModelFactsCache;
}

export function createConverseState(): ConverseState {
  return { models: new ModelFactsCache() };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The member a union value sets: its first key msglint knows, else its only key. */
export function memberOf(value: Readonly<Record<string, unknown>>): string | undefined {
  let only: string | undefined;
  let count = 0;
  for (const key in value) {
    if (memberBit(key) !== 0) return key;
    only = key;
    count++;
  }
  return count === 1 ? only : undefined;
}

const ROLES = new Set<string>(["user", "assistant", "system"]);

export function buildModel(
  request: Readonly<Record<string, unknown>>,
  settings: Pick<ResolvedSettings, "model">,
  state?: ConverseState,
): ConverseModel {
  const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  const messages: Message[] = [];
  const turns: Turn[] = [];
  const blockTypes = new Set<string>();
  // The members already in `blockTypes`, by bit.
  let seen = 0;
  for (let index = 0; index < raw.length; index++) {
    const value = raw[index];
    if (!isRecord(value)) continue;
    const role = typeof value.role === "string" && ROLES.has(value.role) ? (value.role as Role) : undefined;
    const message = new ConverseMessage(index, role, value);
    const content = value.content;
    if (Array.isArray(content)) {
      for (let b = 0; b < content.length; b++) {
        const item = content[b];
        if (!isRecord(item)) continue;
        // Each block is pushed onto its list right after it is made: the list's length is its position.
        const block = new ContentBlock(item, message, b, message.blocks.length, undefined);
        message.blocks.push(block);
        seen = noteType(blockTypes, seen, block);
        if (block.type === "toolResult" && isRecord(block.body) && Array.isArray(block.body.content)) {
          const inner = block.body.content as unknown[];
          for (let r = 0; r < inner.length; r++) {
            const part = inner[r];
            if (!isRecord(part)) continue;
            const nested = new ContentBlock(part, message, r, message.resultBlocks.length, block);
            message.resultBlocks.push(nested);
            seen = noteType(blockTypes, seen, nested);
          }
        }
      }
    }
    messages.push(message);
    if (role === "user" || role === "assistant") turns.push({ role, index: turns.length, message, items: message.blocks });
  }

  const toolConfig = isRecord(request.toolConfig) ? request.toolConfig : undefined;
  const tools: ToolSpec[] = [];
  if (toolConfig && Array.isArray(toolConfig.tools)) {
    const list = toolConfig.tools as unknown[];
    for (let index = 0; index < list.length; index++) {
      const tool = list[index];
      if (!isRecord(tool) || !isRecord(tool.toolSpec)) continue;
      const spec = tool.toolSpec;
      tools.push({
        index,
        name: typeof spec.name === "string" ? spec.name : undefined,
        value: spec,
        pointer: `/toolConfig/tools/${index}/toolSpec`,
        path: `toolConfig.tools.${index}.toolSpec`,
      });
    }
  }

  const modelId = settings.model;
  return {
    request,
    messages,
    turns,
    toolConfig,
    tools,
    modelId,
    facts: state ? state.models.get(modelId) : modelFacts(modelId),
    blockTypes,
    shared: new Map(),
  };
}

/** Adds the block's type to `blockTypes`, a known member only the first time (by its bit in `seen`): returns the new `seen`. */
function noteType(blockTypes: Set<string>, seen: number, block: ContentBlock): number {
  const bit = block.memberBit;
  if (bit === 0) {
    if (block.type !== undefined) blockTypes.add(block.type);
    return seen;
  }
  if ((seen & bit) === 0) blockTypes.add(block.type!);
  return seen | bit;
}

/*
 * A message and a block make their pointer and path when a rule reads them (to report), not when the model is built:
 * a clean request reads none, so it makes none of the two strings per message and block.
 */

/** One message and one block, for `Dialect.nodeShapes`. */
export function converseNodeShapes(): readonly object[] {
  const message = new ConverseMessage(0, "user", {});
  return [message, new ContentBlock({ text: "" }, message, 0, 0, undefined)];
}

/** DottedMessageNode's shape, not a subclass of it: a derived class costs more to construct, once per message. */
class ConverseMessage implements Message {
  readonly blocks: Block[] = [];
  readonly resultBlocks: Block[] = [];
  constructor(
    readonly index: number,
    readonly role: Role | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `/messages/${this.index}`;
  }
  get path(): string {
    return `messages.${this.index}`;
  }
}

class ContentBlock implements Block {
  readonly type: string | undefined;
  readonly body: unknown;
  /** The member's bit (`memberBit`), 0 when it sets none msglint knows: the model notes each member once by it. */
  readonly memberBit: number;
  constructor(
    readonly value: Readonly<Record<string, unknown>>,
    readonly message: Message,
    readonly index: number,
    readonly position: number,
    readonly parent: Block | undefined,
  ) {
    // memberOf's loop, with the member's value read in it: a load by the enumerated key is cheaper than a later one by name.
    let type: string | undefined;
    let body: unknown;
    let bit = 0;
    let count = 0;
    for (const key in value) {
      bit = memberBit(key);
      if (bit !== 0) {
        type = key;
        body = value[key];
        count = 1;
        break;
      }
      type = key;
      body = value[key];
      count++;
    }
    if (count !== 1) type = body = undefined;
    this.type = type;
    this.body = body;
    this.memberBit = bit;
  }
  get pointer(): string {
    return this.parent ? `${this.parent.pointer}/toolResult/content/${this.index}` : `${this.message.pointer}/content/${this.index}`;
  }
  get path(): string {
    return this.parent ? `${this.parent.path}.toolResult.content.${this.index}` : `${this.message.path}.content.${this.index}`;
  }
}

/** Memoise an analysis over a model, so that rules which share it compute it once. */
export function shared<T>(model: ConverseModel, analysis: (model: ConverseModel) => T): T {
  const cache = model.shared;
  if (cache.has(analysis)) return cache.get(analysis) as T;
  const value = analysis(model);
  cache.set(analysis, value);
  return value;
}

/** Every block of the request, top-level and inside tool results, in request order. */
export function* allBlocks(model: ConverseModel): Generator<Block> {
  for (const message of model.messages) {
    let r = 0;
    for (const block of message.blocks) {
      yield block;
      while (r < message.resultBlocks.length && message.resultBlocks[r]!.parent === block) yield message.resultBlocks[r++]!;
    }
  }
}

/** The string at `key` of a union member's value, when it is one. */
export function stringAt(value: unknown, key: string): string | undefined {
  return isRecord(value) && typeof value[key] === "string" ? (value[key] as string) : undefined;
}
