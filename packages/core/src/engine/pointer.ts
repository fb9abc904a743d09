/** JSON pointers (RFC 6901): the one way rules, fixes and locating name a place in a document. */
import type { Node, NodeMaker } from "../types.js";
import type { PathForm } from "./dialect.js";

export function escapeToken(token: string | number): string {
  // An index needs no escaping: most tokens of a model's nodes are indices.
  if (typeof token === "number") return String(token);
  return token.includes("~") || token.includes("/") ? token.replace(/~/g, "~0").replace(/\//g, "~1") : token;
}

export function unescapeToken(token: string): string {
  return token.includes("~") ? token.replace(/~1/g, "/").replace(/~0/g, "~") : token;
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  let out = base;
  for (const token of tokens) out += "/" + escapeToken(token);
  return out;
}

/** The node below `node` at `keys`: its pointer extended, its path in the dialect's path form (what `context.at` gives). */
export function childNode(paths: PathForm, node: Node, keys: readonly (string | number)[]): Node {
  if (keys.length === 1) return childOf(paths, node, keys[0]!);
  let { pointer, path } = node;
  for (const key of keys) {
    pointer += "/" + escapeToken(key);
    path = paths.child(path, key);
  }
  return { pointer, path };
}

/** The node right below `node` at `key`: `childNode` for one key, without a list (model builders call it for every item). */
export function childOf(paths: PathForm, node: Node, key: string | number): Node {
  return { pointer: node.pointer + "/" + escapeToken(key), path: paths.child(node.path, key) };
}

/**
 * Child nodes kept across the requests one linter lints: most requests repeat the same places (`/messages/0`,
 * `/messages/3/tool_calls/0`), and making their pointer and path strings again for every request cost a model builder
 * more than the rest of its work. A node is frozen and shared; places past the bounds are made fresh, so a hostile
 * request cannot grow the cache without end. A parent is known by its pointer: give it nodes of its own path form (a
 * node re-pathed with a union's tag has the pointer of an untagged one; its children come from `childNode`).
 */
export class NodeCache implements NodeMaker {
  /** Children by the parent's pointer: indices in a list, keys in a map. */
  readonly #children = new Map<string, { items: Node[]; fields: Map<string, Node> }>();
  #size = 0;

  constructor(private readonly paths: PathForm) {}

  /** The node below `parent` at `key`: `childOf`, made once per linter. */
  child(parent: Node, key: string | number): Node {
    if (this.#size >= MAX_CACHED_NODES || (typeof key === "number" && key >= MAX_CACHED_INDEX)) return childOf(this.paths, parent, key);
    let children = this.#children.get(parent.pointer);
    if (children === undefined) this.#children.set(parent.pointer, (children = { items: [], fields: new Map() }));
    let node = typeof key === "number" ? children.items[key] : children.fields.get(key);
    if (node === undefined) {
      node = Object.freeze(childOf(this.paths, parent, key));
      if (typeof key === "number") children.items[key] = node;
      else children.fields.set(key, node);
      this.#size++;
    }
    return node;
  }
}
/** Bounds of a `NodeCache`: long conversations' places are cached, a million-message request's are not. */
const MAX_CACHED_INDEX = 4096;
const MAX_CACHED_NODES = 65_536;

export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`Invalid JSON pointer: ${JSON.stringify(pointer)}`);
  return pointer.slice(1).split("/").map(unescapeToken);
}

/** The value at `pointer`, or undefined when the pointer does not resolve. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      node = node[Number(token)];
    } else if (node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, token)) {
      node = (node as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return node;
}
