/**
 * A Chat Completions body against OpenAI's own schema (the table scripts/schemas/openai-chat.mjs generates from
 * openai/openai-openapi's `CreateChatCompletionRequest`): JSON types, required properties and recorded bounds, unions
 * told apart by JSON type or by their tag (`role`, `type`). A clean body costs one quick pass that allocates nothing
 * (`fits`: the body's own keys, and each message read by name); only a body it refuses is walked in the validator's
 * order (`check`), which stops at the first fault, as OpenAI names the first one only.
 */
import { definitions, type TableNode } from "../schema/request.table.js";

/** The first fault of a body, as OpenAI's validator words it. */
export interface ShapeFault {
  /** A JSON type, a missing property, a number below its minimum or above its maximum. */
  kind: "type" | "missing" | "below" | "above";
  /** Keys from the body to the value of the wrong type, or to the missing property. */
  keys: (string | number)[];
  /** What OpenAI says it expected (type faults), or the bound (`1`, `-2`). */
  expected: string;
  /** What OpenAI says it got: `a string`, `an integer`, `a decimal number`, `an object`, `an array`, `null`; or the number. */
  got: string;
}

const STRING = 1;
const INTEGER = 2;
const NUMBER = 4;
const BOOLEAN = 8;
const OBJECT = 16;
const ARRAY = 32;
const NULL = 64;

/** A table node ready to check: every node one shape, a definition's node shared by reference. */
export interface ShapeNode {
  /** The JSON types taken (bits); 0 for any. */
  types: number;
  /** OpenAI's words for them; undefined where they are not recorded (a wrong type there is left alone). */
  expected: string | undefined;
  /** A number's bounds, where OpenAI's are recorded. */
  min: number | undefined;
  max: number | undefined;
  /** Properties in the validator's order, each with whether OpenAI requires it. */
  properties: ShapeProperty[];
  /** Required properties the table gives no node (any value). */
  requiredOnly: string[];
  /** Every property by name (those of `requiredOnly` with a node that takes anything), for the quick pass. */
  byKey: Map<string, ShapeProperty>;
  /** How many properties are required. */
  requiredCount: number;
  items: ShapeNode | undefined;
  /** A map's values. */
  values: ShapeNode | undefined;
  /** The tag that tells a union's objects apart, its branches, and whether a missing tag is reported. */
  tag: string | undefined;
  branches: Map<string, ShapeNode> | undefined;
  tagRequired: boolean;
  /** A quick test for a hot position (a message): true only when the walk below would find nothing. */
  quick: ((value: unknown) => boolean) | undefined;
  /** No properties, values or tag: any object fits (a free-form JSON Schema). */
  open: boolean;
}

interface ShapeProperty {
  key: string;
  node: ShapeNode;
  required: boolean;
  /** The node's types when it is a leaf (no properties, items, values or tag to look into); -1 otherwise. */
  leaf: number;
}

/**
 * The table of `CreateChatCompletionRequest`, compiled: about 2 ms, so a linter builds it on the first Chat
 * Completions body it lints (`ChatState`), not when core loads.
 */
export function requestShapeTable(): ShapeNode {
  const blank = (): ShapeNode => ({
    types: 0,
    expected: undefined,
    min: undefined,
    max: undefined,
    properties: [],
    requiredOnly: [],
    byKey: new Map(),
    requiredCount: 0,
    items: undefined,
    values: undefined,
    tag: undefined,
    branches: undefined,
    tagRequired: false,
    quick: undefined,
    open: false,
  });
  const byName = new Map<string, ShapeNode>(Object.keys(definitions).map((name) => [name, blank()]));
  const compile = (node: TableNode): ShapeNode => (node.r !== undefined ? byName.get(node.r)! : fill(blank(), node));
  const fill = (into: ShapeNode, node: TableNode): ShapeNode => {
    into.types = node.t ?? 0;
    into.expected = node.e;
    into.min = node.lo;
    into.max = node.hi;
    const required = new Set(node.q ?? []);
    for (const [key, child] of Object.entries(node.p ?? {})) {
      const compiled = compile(child);
      into.properties.push({ key, node: compiled, required: required.has(key), leaf: -1 });
    }
    into.requiredOnly = (node.q ?? []).filter((key) => node.p?.[key] === undefined);
    for (const property of into.properties) into.byKey.set(property.key, property);
    for (const key of into.requiredOnly) into.byKey.set(key, { key, node: blank(), required: true, leaf: 0 });
    into.requiredCount = required.size;
    into.items = node.i === undefined ? undefined : compile(node.i);
    into.values = node.m === undefined ? undefined : compile(node.m);
    if (node.d !== undefined) {
      into.tag = node.d;
      into.tagRequired = node.dq === 1;
      into.branches = new Map(Object.entries(node.b ?? {}).map(([value, branch]) => [value, compile(branch)]));
    }
    into.open = into.byKey.size === 0 && into.values === undefined && into.tag === undefined;
    return into;
  };
  for (const [name, node] of byName) fill(node, definitions[name]!);
  // Leaves known once every node is filled (a definition's node is filled after the nodes that refer to it).
  const leaves = (node: ShapeNode, seen: Set<ShapeNode>): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const property of node.byKey.values()) {
      const child = property.node;
      const bare = child.min === undefined && child.max === undefined && child.items === undefined && child.values === undefined;
      if (bare && child.byKey.size === 0 && child.tag === undefined) property.leaf = child.types;
      leaves(child, seen);
    }
    if (node.items !== undefined) leaves(node.items, seen);
    if (node.values !== undefined) leaves(node.values, seen);
    for (const branch of node.branches?.values() ?? []) leaves(branch, seen);
  };
  const request = byName.get("CreateChatCompletionRequest")!;
  leaves(request, new Set());
  byName.get("ChatCompletionRequestMessage")!.quick = quickMessage;
  return request;
}

/** For tests: whether the table's walk finds nothing in a message (the quick test left out), and each role's properties. */
export function messageTable(table: ShapeNode) {
  const message = table.byKey.get("messages")!.node.items!;
  return {
    fits: (value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value) && fitsObject(message, value as Record<string, unknown>),
    properties: (role: string) => [...(message.branches?.get(role)?.byKey.keys() ?? [])],
  };
}

/** One walk of a faulty body: the fault found, and the keys collected on the way back up (only a faulty body allocates). */
interface Walk {
  fault: ShapeFault | undefined;
}

function fail(walk: Walk, kind: ShapeFault["kind"], expected: string, got: string): false {
  walk.fault = { kind, keys: [], expected, got };
  return false;
}

/** The JSON type of a value as one bit; a whole number is an integer. */
function bitOf(value: unknown): number {
  switch (typeof value) {
    case "string":
      return STRING;
    case "number":
      return Number.isInteger(value) ? INTEGER : NUMBER;
    case "boolean":
      return BOOLEAN;
    case "object":
      return value === null ? NULL : Array.isArray(value) ? ARRAY : OBJECT;
    default:
      return 0;
  }
}

/** OpenAI's name for what it got (recorded: a string, an integer, a decimal number, an object, an array, null). */
function gotName(bit: number): string | undefined {
  switch (bit) {
    case STRING:
      return "a string";
    case INTEGER:
      return "an integer";
    case NUMBER:
      return "a decimal number";
    case OBJECT:
      return "an object";
    case ARRAY:
      return "an array";
    case NULL:
      return "null";
    default:
      // A boolean's name is not recorded (and Python reads a flag as an integer): say nothing.
      return undefined;
  }
}

/** Whether `value` fits `node`; false records the fault. `required`: a null there is a fault (else OpenAI takes it). */
function check(node: ShapeNode, value: unknown, required: boolean, walk: Walk): boolean {
  const types = node.types;
  if (types === 0) return true;
  const bit = bitOf(value);
  if ((bit & types) === 0 && !(bit === INTEGER && (types & NUMBER) !== 0)) {
    if (node.expected === undefined || (bit === NULL && !required)) return true;
    const got = gotName(bit);
    return got === undefined ? true : fail(walk, "type", node.expected, got);
  }
  if (bit === OBJECT) return checkObject(node, value as Record<string, unknown>, walk);
  if ((bit === INTEGER || bit === NUMBER) && !withinBounds(node, value as number)) {
    const below = node.min !== undefined && (value as number) < node.min;
    return fail(walk, below ? "below" : "above", String(below ? node.min : node.max), String(value));
  }
  if (bit === ARRAY && node.items !== undefined) {
    const list = value as unknown[];
    const items = node.items;
    for (let i = 0; i < list.length; i++) {
      if (!check(items, list[i], false, walk)) {
        walk.fault!.keys.push(i);
        return false;
      }
    }
  }
  return true;
}

function checkObject(node: ShapeNode, record: Record<string, unknown>, walk: Walk): boolean {
  let shape = node;
  const tag = node.tag;
  if (tag !== undefined) {
    const value = record[tag];
    if (value === undefined) {
      if (!node.tagRequired) return true;
      fail(walk, "missing", "", "");
      walk.fault!.keys.push(tag);
      return false;
    }
    // An unknown tag is another rule's (its list of values is OpenAI's own, not the schema's).
    const branch = typeof value === "string" ? node.branches!.get(value) : undefined;
    if (branch === undefined) return true;
    shape = branch;
  }
  const properties = shape.properties;
  for (let i = 0; i < properties.length; i++) {
    const property = properties[i]!;
    const value = record[property.key];
    if (value === undefined) {
      if (!property.required) continue;
      fail(walk, "missing", "", "");
    } else if (check(property.node, value, property.required, walk)) continue;
    walk.fault!.keys.push(property.key);
    return false;
  }
  for (const key of shape.requiredOnly) {
    if (record[key] !== undefined) continue;
    fail(walk, "missing", "", "");
    walk.fault!.keys.push(key);
    return false;
  }
  if (shape.values !== undefined) {
    for (const key in record) {
      if (check(shape.values, record[key], false, walk)) continue;
      walk.fault!.keys.push(key);
      return false;
    }
  }
  return true;
}

/*
 * The quick test of a message, the position a body holds most of: its properties read by name (which the engine
 * caches by object shape, where the table's walk looks each key up), for the common shapes only. It says true only
 * when the table finds nothing in the message, and false when unsure: the table then decides. Its property lists are
 * the table's (a test holds them equal, and checks the test against the table on mutated bodies).
 */

/** An optional string: absent, null (OpenAI takes null for an optional parameter) or a string. */
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === "string";

/** A text part (`type` checked by the caller). */
const textPart = (part: Record<string, unknown>) => typeof part.text === "string" && part.prompt_cache_breakpoint === undefined;

/** A list of parts, each a string (OpenAI takes one) or a part of a type `part` knows. */
function quickParts(list: unknown[], part: (part: Record<string, unknown>) => boolean): boolean {
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (typeof entry === "string") continue;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry) || !part(entry as Record<string, unknown>)) return false;
  }
  return true;
}

const textOnly = (part: Record<string, unknown>) => part.type === "text" && textPart(part);

function userPart(part: Record<string, unknown>): boolean {
  switch (part.type) {
    case "text":
      return textPart(part);
    case "image_url": {
      const image = part.image_url;
      if (part.prompt_cache_breakpoint !== undefined) return false;
      if (typeof image === "string") return true;
      if (typeof image !== "object" || image === null || Array.isArray(image)) return false;
      const { url, detail } = image as Record<string, unknown>;
      return typeof url === "string" && (detail === undefined || typeof detail === "string");
    }
    default:
      return false;
  }
}

const assistantPart = (part: Record<string, unknown>) =>
  part.type === "text" ? textPart(part) : part.type === "refusal" && typeof part.refusal === "string";

/** `content` as a string, or a list of parts (`required`: neither absent nor null). */
function quickContent(content: unknown, part: (part: Record<string, unknown>) => boolean, required: boolean): boolean {
  if (typeof content === "string") return true;
  if (content === undefined || content === null) return !required;
  return Array.isArray(content) && quickParts(content, part);
}

function quickCall(call: unknown): boolean {
  if (typeof call !== "object" || call === null) return false;
  const { id, type, function: fn } = call as Record<string, unknown>;
  if (type !== "function" || typeof id !== "string" || typeof fn !== "object" || fn === null) return false;
  const { name, arguments: args } = fn as Record<string, unknown>;
  return typeof name === "string" && typeof args === "string";
}

/** The properties each role's message is read for here: the table's (a test compares them). */
export const QUICK_MESSAGE_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  user: ["content", "name"],
  system: ["content", "name"],
  developer: ["content", "name"],
  tool: ["content", "tool_call_id"],
  assistant: ["content", "refusal", "name", "audio", "tool_calls", "function_call"],
};

export function quickMessage(value: unknown): boolean {
  if (Array.isArray(value)) return false;
  const message = value as Record<string, unknown>;
  switch (message.role) {
    case "user":
      return quickContent(message.content, userPart, false) && optionalString(message.name);
    case "system":
      return quickContent(message.content, textOnly, false) && optionalString(message.name);
    case "developer":
      return quickContent(message.content, textOnly, true) && optionalString(message.name);
    case "tool":
      return quickContent(message.content, textOnly, false) && optionalString(message.tool_call_id);
    case "assistant": {
      const { content, refusal, name, audio, tool_calls: calls, function_call: call } = message;
      if (!quickContent(content, assistantPart, false) || !optionalString(refusal) || !optionalString(name)) return false;
      if ((audio !== undefined && audio !== null) || (call !== undefined && call !== null)) return false;
      if (calls === undefined || calls === null) return true;
      if (!Array.isArray(calls)) return false;
      for (let i = 0; i < calls.length; i++) if (!quickCall(calls[i])) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * The quick pass: whether a value fits, reading only the keys the body has (the request's forty-odd properties are
 * not looked up one by one), with no fault built. A value it refuses goes through `check`, which says what and where
 * (or nothing, where OpenAI's words are not known).
 */
function fits(node: ShapeNode, value: unknown, required: boolean): boolean {
  const types = node.types;
  if (types === 0) return true;
  if (typeof value === "object" && value !== null) {
    if (node.quick !== undefined && node.quick(value)) return true;
    if (!Array.isArray(value)) return (types & OBJECT) !== 0 && (node.open || fitsObject(node, value as Record<string, unknown>));
    if ((types & ARRAY) === 0) return false;
    const items = node.items;
    if (items !== undefined) for (let i = 0; i < value.length; i++) if (!fits(items, value[i], false)) return false;
    return true;
  }
  return fitsLeaf(types, value, required) && (typeof value !== "number" || withinBounds(node, value));
}

/** Whether a number is within a node's bounds. */
const withinBounds = (node: ShapeNode, value: number) =>
  (node.min === undefined || value >= node.min) && (node.max === undefined || value <= node.max);

/** Whether a scalar (or null) fits the types. */
function fitsLeaf(types: number, value: unknown, required: boolean): boolean {
  if (types === 0) return true;
  switch (typeof value) {
    case "string":
      return (types & STRING) !== 0;
    case "number":
      return (types & NUMBER) !== 0 || ((types & INTEGER) !== 0 && Number.isInteger(value));
    case "boolean":
      return (types & BOOLEAN) !== 0;
    case "object":
      // null; an object or a list where a leaf is: only when the leaf takes it.
      return value === null ? (types & NULL) !== 0 || !required : (types & (Array.isArray(value) ? ARRAY : OBJECT)) !== 0;
    default:
      return true;
  }
}

function fitsObject(node: ShapeNode, record: Record<string, unknown>): boolean {
  let shape = node;
  const tag = node.tag;
  if (tag !== undefined) {
    const value = record[tag];
    if (typeof value !== "string") return value === undefined ? !node.tagRequired : true;
    const branch = node.branches!.get(value);
    if (branch === undefined) return true;
    shape = branch;
  }
  const byKey = shape.byKey;
  const values = shape.values;
  let required = 0;
  for (const key in record) {
    const property = byKey.get(key);
    if (property === undefined) {
      if (values !== undefined && !fits(values, record[key], false)) return false;
      continue;
    }
    if (property.required) required++;
    const leaf = property.leaf;
    if (leaf >= 0 ? !fitsLeaf(leaf, record[key], property.required) : !fits(property.node, record[key], property.required)) return false;
  }
  return required === shape.requiredCount;
}

/** The first fault of a body against OpenAI's schema, or undefined when it has none the table can name. */
export function requestShapeFault(request: Readonly<Record<string, unknown>>, table: ShapeNode): ShapeFault | undefined {
  if (fitsObject(table, request as Record<string, unknown>)) return undefined;
  const walk: Walk = { fault: undefined };
  if (checkObject(table, request as Record<string, unknown>, walk)) return undefined;
  const found = walk.fault!;
  found.keys.reverse();
  return found;
}
