/**
 * How OpenAI writes paths in its errors, for both of its request formats (providers.md openai-chat §2,
 * openai-responses §2): keys joined by dots, indices in brackets (`messages[3].tool_calls[0].id`,
 * `input[2].call_id`, `tools[0].function.name`). Chat Completions' semantic checks put a second form in `param`
 * only, a dot before each bracket (`messages.[3].role`).
 */
import { childNode, type PathForm } from "./pointer.js";
import type { Node } from "../types.js";

export const openaiPaths: PathForm = {
  child: (parentPath, key) => (typeof key === "number" ? `${parentPath}[${key}]` : parentPath === "" ? key : `${parentPath}.${key}`),
};

/** The `param` form of Chat Completions' semantic checks: `messages[3].role` becomes `messages.[3].role`. */
export function paramPath(node: Node): string {
  return node.path.replace(/\[/g, ".[");
}

/** The node below `node` at `keys`, as `RuleContext.at` makes it: for models built before any rule runs. */
export function openaiNode(node: Node, ...keys: (string | number)[]): Node {
  return childNode(openaiPaths, node, keys);
}
