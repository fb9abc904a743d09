/**
 * How the Messages API writes paths in its errors: dotted, indices as segments (`messages.3.content.0`). Validation
 * errors insert a tagged union's tag after the node it tags (`messages.1.content.0.tool_use.input`), see
 * api-rules.md §0. Each form is a function of a node, so no rule writes a path by hand.
 */
import { childNode, type PathForm } from "../../model/pointer.js";
import type { Node } from "../../types.js";

export const anthropicPaths: PathForm = {
  child: (parentPath, key) => (parentPath === "" ? String(key) : `${parentPath}.${key}`),
};

/** The request as a node: pointer "", path "". */
export const ROOT: Node = Object.freeze({ pointer: "", path: "" });

/** The node below `node` at `keys`, as `context.at` derives it: for analyses and fixes, which run outside a rule's context. */
export function at(node: Node, ...keys: (string | number)[]): Node {
  return childNode(anthropicPaths, node, keys);
}

/** A node's path with its tagged union's tag, as validation errors write it: `messages.1.content.0.tool_use`. */
export function taggedPath(node: Node, tag: string): string {
  return anthropicPaths.child(node.path, tag);
}

/** `node` as validation errors name it, its tag after it (`messages.1.content.0.tool_use`); the pointer is the node's. */
export function tagged(node: Node, tag: string): Node {
  return { pointer: node.pointer, path: taggedPath(node, tag) };
}

/**
 * A block as the API names it after reading string content as a list of one text block: `messages.3.content.0`
 * for the string at `messages.3.content` (`blockIndex` -1); any other block as it is.
 */
export function listedBlock(block: Node & { blockIndex: number }): Node {
  return block.blockIndex >= 0 ? block : { pointer: block.pointer, path: anthropicPaths.child(block.path, 0) };
}
