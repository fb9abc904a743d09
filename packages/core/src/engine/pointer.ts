/** JSON pointers (RFC 6901): the one way rules, fixes and locating name a place in a document. */
import type { Node } from "../types.js";
import type { PathForm } from "./dialect.js";

export function escapeToken(token: string | number): string {
  const text = String(token);
  return text.includes("~") || text.includes("/") ? text.replace(/~/g, "~0").replace(/\//g, "~1") : text;
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
  let { pointer, path } = node;
  for (const key of keys) {
    pointer += "/" + escapeToken(key);
    path = paths.child(path, key);
  }
  return { pointer, path };
}

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
