import type { Node, NodeMaker } from "../types.js";
import { childOf, type PathForm } from "../model/pointer.js";

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
