/**
 * A Chat Completions request as its rules reason about it (providers.md openai-chat §1): the messages with their
 * content parts and tool calls, the turns the pairing analysis reads, the tool definitions, the strict schemas
 * and the facts msglint knows of the model. Built once per request and shared by every rule.
 */
import { openaiModelFacts, type OpenAIModelFacts } from "../../model/openai-models.js";
import type { ChatState } from "./state.js";
import { NodeCache } from "../../engine/node-cache.js";
import { openaiNode, openaiPaths } from "../../model/openai-paths.js";
import { eachObject, isRecord } from "../../model/values.js";
import type { PairingTurn } from "../../model/pairing.js";
import type { StrictSchemaSite } from "../../model/strict-schema.js";
import type { Node, ResolvedSettings } from "../../types.js";
import { requestModelFacts } from "../../model/facts-cache.js";

export { isRecord };

/** A content part of a message: `text`, `image_url`, `input_audio`, `file`, `refusal`. */
export interface ContentPart extends Node {
  kind: "part";
  message: ChatMessage;
  index: number;
  /** Its place in the message's `parts` (the object entries of `content`), from 0. */
  position: number;
  /** The part's `type`, when it is a string. */
  type: string | undefined;
  value: Readonly<Record<string, unknown>>;
}

/** One entry of an assistant message's `tool_calls`. */
export interface ToolCall extends Node {
  kind: "tool_call";
  message: ChatMessage;
  index: number;
  /** Its `id`, when a string. */
  id: string | undefined;
  value: Readonly<Record<string, unknown>>;
}

export interface ChatMessage extends Node {
  kind: "message";
  index: number;
  /** Its position in the model's `messages` (the object entries), from 0: rules find their neighbours without a search. */
  position: number;
  /** The `role`, when a string (known or not: `chat-role-invalid` judges it). */
  role: string | undefined;
  value: Readonly<Record<string, unknown>>;
  /** The object entries of `content` when it is a list of parts. */
  readonly parts: readonly ContentPart[];
  /** The object entries of `tool_calls` (assistant messages). */
  readonly toolCalls: readonly ToolCall[];
  /** For a `tool` message: its `tool_call_id`, when a string. */
  toolCallId: string | undefined;
}

/** What pairing reads: an assistant's tool call, or a `tool` message answering one. */
export type PairingItem = ToolCall | ChatMessage;

/**
 * A turn as pairing reads it: one message, except that consecutive `tool` messages form one turn (the results of
 * the assistant message right before them). Messages are never merged otherwise: Chat Completions takes
 * consecutive same-role messages as they are (providers.md §4).
 */
export interface ChatTurn extends PairingTurn<PairingItem> {
  messages: ChatMessage[];
}

export interface FunctionTool extends Node {
  index: number;
  value: Readonly<Record<string, unknown>>;
  /** The `function` object, when there is one. */
  fn: Readonly<Record<string, unknown>> | undefined;
}

export interface ChatModel {
  request: Readonly<Record<string, unknown>>;
  messages: ChatMessage[];
  turns: ChatTurn[];
  /** The turn each message stands in, by message index (undefined for entries that are not objects). */
  turnOfMessage: (ChatTurn | undefined)[];
  /** Every message's tool calls, in order: rules loop them, not a walk that visits every node. */
  toolCalls: ToolCall[];
  /** The `image_url` parts of every message, in order. */
  imageParts: ContentPart[];
  /** The `file` parts of every message, in order. */
  fileParts: ContentPart[];
  /** The `input_audio` parts of every message, in order. */
  audioParts: ContentPart[];
  /** The object entries of `tools`. */
  tools: FunctionTool[];
  /** Schemas under strict mode: function tools with `strict: true`, a `json_schema` response format with `strict: true`. */
  strictSchemas: StrictSchemaSite[];
  /** What msglint knows of the request's model; undefined for a model it does not know. */
  facts: OpenAIModelFacts | undefined;
  /** A cache for analyses several rules share, keyed by the analysis function. */
  shared: Map<unknown, unknown>;
  /** The linter's state: caches and tables that outlive the request. Absent for a model built alone (tests). */
  state: ChatState | undefined;
}

const ROOT: Node = { pointer: "", path: "" };

/** A function without `parameters`: the empty parameter list OpenAI reads it as. */
const NO_PARAMETERS: Readonly<Record<string, unknown>> = Object.freeze({ type: "object", properties: Object.freeze({}) });

export function buildChatModel(request: Readonly<Record<string, unknown>>, settings?: Pick<ResolvedSettings, "model">, state?: ChatState): ChatModel {
  const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  const messages: ChatMessage[] = [];
  const turns: ChatTurn[] = [];
  const turnOfMessage: (ChatTurn | undefined)[] = [];
  const toolCalls: ToolCall[] = [];
  const imageParts: ContentPart[] = [];
  const fileParts: ContentPart[] = [];
  const audioParts: ContentPart[] = [];
  const lists: ModelLists = { toolCalls, imageParts, fileParts, audioParts };
  for (let index = 0; index < raw.length; index++) {
    const value = raw[index];
    if (!isRecord(value)) continue;
    const message = readMessage(value, index, messages.length, lists);
    messages.push(message);
    const last = turns.at(-1);
    // Tool messages in a row answer the same assistant message: one turn. Any other message is a turn of its own.
    if (message.role === "tool" && last !== undefined && last.role === "tool" && last.messages.at(-1)!.index === index - 1) {
      last.messages.push(message);
      (last.items as PairingItem[]).push(message);
      turnOfMessage[index] = last;
      continue;
    }
    const items: readonly PairingItem[] = message.role === "tool" ? [message] : message.toolCalls;
    const turn: ChatTurn = { role: message.role ?? "", index: turns.length, items, messages: [message] };
    turns.push(turn);
    turnOfMessage[index] = turn;
  }

  // The linter's nodes outlive the request; a model built alone (a test) gets its own.
  const nodes = state?.nodes ?? new NodeCache(openaiPaths);
  const tools: FunctionTool[] = [];
  const strictSchemas: StrictSchemaSite[] = [];
  eachObject(ROOT, "tools", request.tools, nodes, (value, index, node) => {
    const fn = isRecord(value.function) ? value.function : undefined;
    tools.push({ pointer: node.pointer, path: node.path, index, value, fn });
    if (fn && fn.strict === true && isRecord(fn.parameters)) {
      const name = typeof fn.name === "string" ? fn.name : "";
      strictSchemas.push({ owner: "function", name, schema: fn.parameters, at: openaiNode(node, "function", "parameters") });
    } else if (fn && fn.strict === true && fn.parameters === undefined) {
      // No `parameters` is an empty parameter list, which OpenAI checks as this schema under strict mode: it then asks
      // for `additionalProperties: false` (openai/openai-dotnet's recording, see chat-tool-schema-strict-additional).
      const name = typeof fn.name === "string" ? fn.name : "";
      const at = openaiNode(node, "function");
      strictSchemas.push({
        owner: "function",
        name,
        schema: NO_PARAMETERS,
        at: { pointer: at.pointer, path: `${at.path}.parameters` },
        absent: true,
      });
    }
  });
  const format = request.response_format;
  if (isRecord(format) && format.type === "json_schema" && isRecord(format.json_schema)) {
    const spec = format.json_schema;
    if (spec.strict === true && isRecord(spec.schema)) {
      const name = typeof spec.name === "string" ? spec.name : "";
      // The error's `param` is `response_format`; the pointer goes to the schema.
      const at = openaiNode(ROOT, "response_format", "json_schema", "schema");
      strictSchemas.push({ owner: "response_format", name, schema: spec.schema, at: { pointer: at.pointer, path: "response_format" } });
    }
  }

  const known = requestModelFacts(request, settings, state?.facts, openaiModelFacts);
  return {
    request,
    messages,
    turns,
    turnOfMessage,
    toolCalls,
    imageParts,
    fileParts,
    audioParts,
    tools,
    strictSchemas,
    facts: known,
    shared: new Map(),
    state,
  };
}

/*
 * A message, a part and a call make their pointer and path when a rule reads them (to report), not when the model is
 * built: a clean request reads none, and making or looking up two strings per item was most of the model's cost.
 */

/** The lists of a message without parts or calls: one shared array (typed read-only), not two new ones a message. */
const NONE: readonly never[] = [];

class Message implements ChatMessage {
  readonly kind = "message";
  parts: readonly ContentPart[] = NONE;
  toolCalls: readonly ToolCall[] = NONE;
  constructor(
    readonly index: number,
    readonly position: number,
    readonly role: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
    readonly toolCallId: string | undefined,
  ) {}
  get pointer(): string {
    return `/messages/${this.index}`;
  }
  get path(): string {
    return `messages[${this.index}]`;
  }
}

class Part implements ContentPart {
  readonly kind = "part";
  constructor(
    readonly message: ChatMessage,
    readonly index: number,
    readonly position: number,
    readonly type: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `${this.message.pointer}/content/${this.index}`;
  }
  get path(): string {
    return `${this.message.path}.content[${this.index}]`;
  }
}

class Call implements ToolCall {
  readonly kind = "tool_call";
  constructor(
    readonly message: ChatMessage,
    readonly index: number,
    readonly id: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `${this.message.pointer}/tool_calls/${this.index}`;
  }
  get path(): string {
    return `${this.message.path}.tool_calls[${this.index}]`;
  }
}

/** One message, part and call, for `Dialect.nodeShapes`. */
export function chatNodeShapes(): readonly object[] {
  const message = new Message(0, 0, "user", {}, undefined);
  return [message, new Part(message, 0, 0, "text", {}), new Call(message, 0, "call_0", {})];
}

/** The model's request-wide lists, which `readMessage` appends each message's calls and typed parts to. */
interface ModelLists {
  toolCalls: ToolCall[];
  imageParts: ContentPart[];
  fileParts: ContentPart[];
  audioParts: ContentPart[];
}

function readMessage(value: Readonly<Record<string, unknown>>, index: number, position: number, lists: ModelLists): ChatMessage {
  // Loads by name: Chat messages come in a few shapes, so V8's inline caches hit (a loop over the keys cost more here).
  const { role, content, tool_calls: calls, tool_call_id: toolCallId } = value;
  const roleText = typeof role === "string" ? role : undefined;
  const message = new Message(index, position, roleText, value, typeof toolCallId === "string" ? toolCallId : undefined);
  if (Array.isArray(content) && content.length > 0) {
    const parts: ContentPart[] = [];
    for (let i = 0; i < content.length; i++) {
      const entry: unknown = content[i];
      if (!isRecord(entry)) continue;
      const type = typeof entry.type === "string" ? entry.type : undefined;
      const part = new Part(message, i, parts.length, type, entry);
      parts.push(part);
      if (type === "image_url") lists.imageParts.push(part);
      else if (type === "file") lists.fileParts.push(part);
      else if (type === "input_audio") lists.audioParts.push(part);
    }
    message.parts = parts;
  }
  if (roleText === "assistant" && Array.isArray(calls) && calls.length > 0) {
    const toolCalls: ToolCall[] = [];
    for (let i = 0; i < calls.length; i++) {
      const entry: unknown = calls[i];
      if (!isRecord(entry)) continue;
      const call = new Call(message, i, typeof entry.id === "string" ? entry.id : undefined, entry);
      toolCalls.push(call);
      lists.toolCalls.push(call);
    }
    message.toolCalls = toolCalls;
  }
  return message;
}

/**
 * Whether no earlier part of the message has this part's type: rules that report a message once, at such a part, visit
 * parts by type. The walk back stops at the nearest part of the type, so a message's parts cost one pass in all.
 */
export function isFirstOfType(part: ContentPart): boolean {
  const parts = part.message.parts;
  for (let i = part.position - 1; i >= 0; i--) if (parts[i]!.type === part.type) return false;
  return true;
}

/** The string contents of a message: its `content` when a string, else the `text` of its text parts. */
export function textsOf(message: ChatMessage): string[] {
  const { content } = message.value;
  if (typeof content === "string") return [content];
  return message.parts.flatMap((part) => (part.type === "text" && typeof part.value.text === "string" ? [part.value.text] : []));
}
