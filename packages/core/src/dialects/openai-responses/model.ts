/**
 * A Responses API request as its rules reason about it (providers.md openai-responses §1): the `input` items with
 * their content parts, the items as the pairing analysis reads them, the tools, the strict schemas, whether the
 * request continues server-side state, and the facts msglint knows of the model. Built once per request.
 */
import { openaiModelFacts, type OpenAIState, type OpenAIModelFacts } from "../../model/openai-models.js";
import { NodeCache } from "../../engine/node-cache.js";
import { openaiNode, openaiPaths } from "../../model/openai-paths.js";
import { eachObject, isRecord } from "../../model/values.js";
import { knownStrings } from "../../model/known-strings.js";
import type { StrictSchemaSite } from "../../model/strict-schema.js";
import type { Node, ResolvedSettings } from "../../types.js";
import { requestModelFacts } from "../../model/facts-cache.js";

export { isRecord };

/** A content part of a message item: `input_text`, `input_image`, `input_file`, `output_text`, `refusal`, … */
export interface ItemPart extends Node {
  item: InputItem;
  index: number;
  type: string | undefined;
  value: Readonly<Record<string, unknown>>;
}

export interface InputItem extends Node {
  index: number;
  /** Its position in the model's `items` (the object entries), from 0: rules find their neighbours without a search. */
  position: number;
  /** The item's `type`; a bare `{role, content}` is a `message`. Undefined when neither says. */
  type: string | undefined;
  /** For messages: the `role`, when a string. */
  role: string | undefined;
  value: Readonly<Record<string, unknown>>;
  /**
   * The object entries of a message's `content` list, or of a tool output's `output` list (`function_call_output`,
   * `custom_tool_call_output`: text, image and file parts too).
   */
  readonly parts: readonly ItemPart[];
  /** For calls and their outputs: the `call_id`, when a string. */
  callId: string | undefined;
  /** The item's `id`, when a string (`fc_…`, `msg_…`, `rs_…`). */
  id: string | undefined;
}

export interface ResponsesTool extends Node {
  index: number;
  value: Readonly<Record<string, unknown>>;
}

export interface ResponsesModel {
  request: Readonly<Record<string, unknown>>;
  /** The object entries of `input` when it is a list; [] for a string or no input. */
  items: InputItem[];
  /** The `function_call` and `function_call_output` items, in order, for the pairing analysis. */
  pairingItems: InputItem[];
  /** The items with a string `call_id` (the calls and outputs of every tool type), in order. */
  withCallId: InputItem[];
  /** The items with a string `id`, in order. */
  withId: (InputItem & { id: string })[];
  /** The `message` items (a bare `{role, content}` too), in order. */
  messages: InputItem[];
  /** The `reasoning` items, in order. */
  reasoning: InputItem[];
  /** The `item_reference` items, in order. */
  references: InputItem[];
  /** The content parts of every item, item by item, in order: rules loop them, not a walk that visits every node. */
  parts: ItemPart[];
  tools: ResponsesTool[];
  strictSchemas: StrictSchemaSite[];
  /**
   * The request continues a conversation kept by OpenAI (`previous_response_id` or `conversation`): calls, items and
   * ids may live there, out of msglint's sight.
   */
  serverState: boolean;
  facts: OpenAIModelFacts | undefined;
  shared: Map<unknown, unknown>;
}

const ROOT: Node = { pointer: "", path: "" };

/** Item types whose `call_id` pairs them (function calls and their outputs). */
export const CALL_TYPE = "function_call";
export const OUTPUT_TYPE = "function_call_output";

/** Tool outputs whose `output` may be a list of content parts instead of a string. */
const PART_OUTPUT_TYPES: ReadonlySet<string> = new Set([OUTPUT_TYPE, "custom_tool_call_output"]);

/** The input item types of the Responses API (a message may also come without `type`): no other format has them. */
export const ITEM_TYPES: readonly string[] = [
  "message",
  CALL_TYPE,
  OUTPUT_TYPE,
  "reasoning",
  "item_reference",
  "custom_tool_call",
  "custom_tool_call_output",
  "web_search_call",
  "file_search_call",
  "computer_call",
  "computer_call_output",
  "local_shell_call",
  "local_shell_call_output",
  "mcp_call",
  "mcp_list_tools",
  "mcp_approval_request",
  "mcp_approval_response",
  "image_generation_call",
  "code_interpreter_call",
  "tool_search_call",
  "compaction",
];

/**
 * The item and part types longer than 10 characters (shorter ones come internalized from `JSON.parse`), so that the
 * walk's lookups and every rule's `type === "…"` compare pointers.
 */
const knownType = knownStrings([...ITEM_TYPES, "output_text", "input_image", "input_audio", "summary_text"].filter((type) => type.length > 10));

/** A value that names server state: a non-empty string, or an object (`conversation: {id}`). */
export function isSet(value: unknown): boolean {
  return (typeof value === "string" && value !== "") || isRecord(value);
}

export function buildResponsesModel(
  request: Readonly<Record<string, unknown>>,
  settings?: Pick<ResolvedSettings, "model">,
  state?: OpenAIState,
): ResponsesModel {
  const items: InputItem[] = [];
  const pairingItems: InputItem[] = [];
  const withCallId: InputItem[] = [];
  const withId: (InputItem & { id: string })[] = [];
  const messages: InputItem[] = [];
  const reasoning: InputItem[] = [];
  const references: InputItem[] = [];
  const parts: ItemPart[] = [];
  const input = request.input;
  if (Array.isArray(input)) {
    for (let index = 0; index < input.length; index++) {
      const value: unknown = input[index];
      if (!isRecord(value)) continue;
      const item = readItem(value, index, items.length, parts);
      items.push(item);
      if (item.callId !== undefined) withCallId.push(item);
      if (item.id !== undefined) withId.push(item as InputItem & { id: string });
      const { type } = item;
      if (type === CALL_TYPE || type === OUTPUT_TYPE) pairingItems.push(item);
      else if (type === "message") messages.push(item);
      else if (type === "reasoning") reasoning.push(item);
      else if (type === "item_reference") references.push(item);
    }
  }
  // The linter's nodes outlive the request; a model built alone (a test) gets its own.
  const nodes = state?.nodes ?? new NodeCache(openaiPaths);
  const tools: ResponsesTool[] = [];
  const strictSchemas: StrictSchemaSite[] = [];
  eachObject(ROOT, "tools", request.tools, nodes, (value, index, node) => {
    tools.push({ pointer: node.pointer, path: node.path, index, value });
    if (value.type === "function" && value.strict === true && isRecord(value.parameters)) {
      const name = typeof value.name === "string" ? value.name : "";
      strictSchemas.push({ owner: "function", name, schema: value.parameters, at: openaiNode(node, "parameters") });
    }
  });
  const text = request.text;
  const format = isRecord(text) ? text.format : undefined;
  if (isRecord(format) && format.type === "json_schema" && format.strict === true && isRecord(format.schema)) {
    const name = typeof format.name === "string" ? format.name : "";
    strictSchemas.push({ owner: "response_format", name, schema: format.schema, at: openaiNode(ROOT, "text", "format", "schema") });
  }
  return {
    request,
    items,
    pairingItems,
    withCallId,
    withId,
    messages,
    reasoning,
    references,
    parts,
    tools,
    strictSchemas,
    serverState: isSet(request.previous_response_id) || isSet(request.conversation),
    facts: requestModelFacts(request, settings, state?.facts, openaiModelFacts),
    shared: new Map(),
  };
}

/*
 * An item and a part make their pointer and path when a rule reads them (to report), not when the model is built: a
 * clean request reads none.
 */

/**
 * The parts of an item that has none (a call, an output of text, a reasoning item): one shared list, never written.
 * Not frozen: a frozen array among the items' own lists makes every loop over `parts` polymorphic (4% of a lint).
 */
const NO_PARTS: readonly ItemPart[] = [];

class Item implements InputItem {
  parts: readonly ItemPart[] = NO_PARTS;
  constructor(
    readonly index: number,
    readonly position: number,
    readonly type: string | undefined,
    readonly role: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
    readonly callId: string | undefined,
    readonly id: string | undefined,
  ) {}
  get pointer(): string {
    return `/input/${this.index}`;
  }
  get path(): string {
    return `input[${this.index}]`;
  }
}

class Part implements ItemPart {
  constructor(
    readonly item: InputItem,
    /** The list the part is in: `content` or `output`. */
    readonly list: "content" | "output",
    readonly index: number,
    readonly type: string | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `${this.item.pointer}/${this.list}/${this.index}`;
  }
  get path(): string {
    return `${this.item.path}.${this.list}[${this.index}]`;
  }
}

/** One item and one part, for `Dialect.nodeShapes`. */
export function responsesNodeShapes(): readonly object[] {
  const item = new Item(0, 0, "message", "user", {}, undefined, undefined);
  return [item, new Part(item, "content", 0, "input_text", {})];
}

/** Reads one item; its parts are appended to `allParts` too. */
function readItem(value: Readonly<Record<string, unknown>>, index: number, position: number, allParts: ItemPart[]): InputItem {
  // One loop over the item's few keys, each value read by its enumerated key: loads by name from items of a dozen
  // shapes miss V8's inline caches, and most of them ask for a field the item does not have.
  let type: unknown, role: unknown, callId: unknown, id: unknown, content: unknown, output: unknown;
  for (const key in value) {
    if (key === "type") type = value[key];
    else if (key === "role") role = value[key];
    else if (key === "call_id") callId = value[key];
    else if (key === "id") id = value[key];
    else if (key === "content") content = value[key];
    else if (key === "output") output = value[key];
  }
  const roleText = typeof role === "string" ? role : undefined;
  const typeText = typeof type === "string" ? knownType(type) : roleText !== undefined ? "message" : undefined;
  const item = new Item(
    index,
    position,
    typeText,
    roleText,
    value,
    typeof callId === "string" ? callId : undefined,
    typeof id === "string" ? id : undefined,
  );
  const list = typeText === "message" ? "content" : typeText !== undefined && PART_OUTPUT_TYPES.has(typeText) ? "output" : undefined;
  const parts = list === "content" ? content : output;
  if (list !== undefined && Array.isArray(parts) && parts.length > 0) {
    const own: ItemPart[] = [];
    item.parts = own;
    for (let i = 0; i < parts.length; i++) {
      const part: unknown = parts[i];
      if (!isRecord(part)) continue;
      const read = new Part(item, list, i, typeof part.type === "string" ? knownType(part.type) : undefined, part);
      own.push(read);
      allParts.push(read);
    }
  }
  return item;
}

/**
 * The first `item_reference` of a request that stores its items: it may name a stored `function_call`, so an output
 * after it may answer a call msglint cannot see (206 recorded 200s of the Vercel AI SDK). With `store: false` a
 * reference names nothing (resp-store-false-ref), so there is none.
 */
export function storedCallReference(model: Pick<ResponsesModel, "request" | "items">): InputItem | undefined {
  return model.request.store === false ? undefined : model.items.find((item) => item.type === "item_reference");
}

/** The text of a message item: its `content` when a string, else the `text` of its text parts; none for other items. */
export function textsOf(item: InputItem): string[] {
  if (item.type !== "message") return [];
  const { content } = item.value;
  if (typeof content === "string") return [content];
  return item.parts.flatMap((part) => (typeof part.value.text === "string" ? [part.value.text] : []));
}
