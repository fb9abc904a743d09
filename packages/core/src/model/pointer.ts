/**
 * Places in a body: JSON pointers (RFC 6901), the one way rules, fixes and locating name a place in a document, and
 * the provider's path form, in which a node's `path` is written (`messages.3.content.0`, `contents[41].parts[0]`).
 */
import type { Node } from "../types.js";

/** How a dialect's provider writes paths in its errors. */
export interface PathForm {
  /** The path of `parent`'s child at `key` (`messages.3` + `content` → `messages.3.content`; `messages[3]` + 0 → …). */
  child(parentPath: string, key: string | number): string;
}

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

export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`Invalid JSON pointer: ${JSON.stringify(pointer)}`);
  return pointer.slice(1).split("/").map(unescapeToken);
}

/**
 * Document order of two pointers: by their first token that differs, as numbers when both are array indices, else as
 * strings; a pointer before the pointers below it. The tokens are found in the text, from the first character that
 * differs, so a sort of findings parses no pointer (most pairs share a long prefix, `/messages/N/content/M`).
 */
export function comparePointers(a: string, b: string): number {
  if (a === b) return 0;
  // The root comes before every other pointer; one without its leading `/` is malformed, and `parsePointer` says so.
  if (a === "" || b === "") return a === "" ? -1 : 1;
  if (!a.startsWith("/")) parsePointer(a);
  if (!b.startsWith("/")) parsePointer(b);
  const shorter = Math.min(a.length, b.length);
  let at = 1;
  while (at < shorter && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  // Both pointers read alike up to `at`, so the token holding `at` starts at the same place in both.
  const start = a.lastIndexOf("/", at - 1) + 1;
  const x = a.slice(start, tokenEnd(a, start));
  const y = b.slice(start, tokenEnd(b, start));
  // The same token in both: one pointer stops there and the other goes on below it.
  if (x === y) return a.length - b.length;
  return compareToken(unescapeToken(x), unescapeToken(y));
}

function tokenEnd(pointer: string, start: number): number {
  const slash = pointer.indexOf("/", start);
  return slash < 0 ? pointer.length : slash;
}

function compareToken(x: string, y: string): number {
  const m = Number(x);
  const n = Number(y);
  return Number.isInteger(m) && Number.isInteger(n) ? m - n : x < y ? -1 : 1;
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
