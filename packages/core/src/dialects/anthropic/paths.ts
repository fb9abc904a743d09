/**
 * How the Messages API writes paths in its errors: dotted, indices as segments (`messages.3.content.0`). Validation
 * errors insert a tagged union's tag after the node it tags (`messages.1.content.0.tool_use.input`), see
 * api-rules.md §0.
 */
import type { PathForm } from "../../engine/dialect.js";
import type { Node } from "../../types.js";

export const anthropicPaths: PathForm = {
  child: (parentPath, key) => (parentPath === "" ? String(key) : `${parentPath}.${key}`),
};

/** A node's path with its tagged union's tag, as validation errors write it: `messages.1.content.0.tool_use`. */
export function taggedPath(node: Node, tag: string): string {
  return node.path === "" ? tag : `${node.path}.${tag}`;
}
