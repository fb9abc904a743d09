/**
 * Fixes are JSON Patch edits on a value; files are text. `toTextEdits` turns a list of edits into the few text
 * replacements that make the same change while keeping the file's formatting: untouched elements keep their
 * text, new values are serialised in the file's indentation, commas follow the file's layout. The CLI's
 * `--fix` and the ESLint plugin's fixers both use it.
 */
import type { Edit } from "../types.js";
import { parsePointer, joinPointer, resolvePointer } from "../model/pointer.js";
import { locatePointers, type Span } from "../locate/json-text.js";
import { applyEdits } from "./apply-edits.js";
import { applyWithMoveRuns } from "./move-runs.js";
import { jsonEqual } from "../engine/json-equal.js";
import { withKeys } from "../model/values.js";

/** Replace `text[start, end)` with `text`. Offsets are into the whole text, not the document. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** A value of the document as the edits left it: untouched, new, or an original container whose children changed. */
type Node = Untouched | Fresh | OpenArray | OpenObject;
interface Untouched {
  kind: "untouched";
  /** Where the value stands in the original document. */
  pointer: string;
}
interface Fresh {
  kind: "fresh";
  value: unknown;
}
interface OpenArray {
  kind: "array";
  pointer: string;
  length: number;
  items: Node[];
}
interface OpenObject {
  kind: "object";
  pointer: string;
  keys: string[];
  entries: Map<string, Node>;
}
type Open = OpenArray | OpenObject;

/** One element or member of an original container, located in the text. */
interface Slot {
  /** The element's index or the member's key, as it was. */
  id: string;
  pointer: string;
  /** Start of the element, or of the member's key. */
  start: number;
  end: number;
  value: Span;
  /** The member's key as written, with its quotes. */
  keyText?: string;
  /** What stands between the member's key and its value (`: `). */
  colon?: string;
}

const WHITESPACE = /[ \t\r\n]/;

/** Where a value stands in the text; a member's value also says where its key is. */
export interface LocatedValue extends Span {
  key?: Span;
}

/**
 * What `toTextEdits` needs to know about a document: its value and where its values stand in the text. The
 * JSON locator scans JSON text; an adapter can locate values in other syntaxes (object literals in code).
 */
export interface ValueLocator {
  /** The document's value, as the edits see it. */
  value: unknown;
  /** Where the document's value stands. */
  root: Span;
  /**
   * Where the values at `pointers` stand. A pointer left out cannot be edited in the text: an edit that needs
   * it makes `toTextEdits` throw.
   */
  locate(pointers: ReadonlySet<string>): Map<string, LocatedValue>;
}

/**
 * The text edits that apply `edits` (JSON Patch, each seeing the result of the previous one) to the JSON
 * document that starts at `documentStart` in `text`. The edits do not overlap and are sorted by offset.
 * Throws when an edit's path does not resolve, like `applyEdits`.
 */
export function toTextEdits(text: string, edits: readonly Edit[], documentStart = 0): TextEdit[] {
  if (edits.length === 0) return [];
  return toTextEditsWith(text, edits, jsonLocator(text, documentStart));
}

/** `toTextEdits` for a document that a `locator` finds in `text`. */
export function toTextEditsWith(text: string, edits: readonly Edit[], locator: ValueLocator): TextEdit[] {
  if (edits.length === 0) return [];
  const tree = new Tree(locator.value);
  tree.applyAll(edits);
  return new Renderer(text, locator).render(tree.root);
}

/** The fixes `combineFixes` took, and the text edits that make all of their changes at once. */
export interface CombinedFixes {
  /** Sorted, not overlapping; offsets into the whole text. */
  edits: TextEdit[];
  /** The indices of the fixes taken, ascending. */
  taken: number[];
}

/** Where a fix changes the document: a value it replaces or removes, or a container it rearranges. */
interface FixPlace {
  fix: number;
  pointer: string;
  /** A member's removal or replacement reaches back over its key. */
  withKey: boolean;
  start: number;
  end: number;
}

/**
 * The text edits that apply, in one pass, every fix of `fixes` whose place overlaps no other taken before it (in
 * text order): each fix is a list of edits (JSON Patch) made for the JSON document at `documentStart` as it is.
 * Fixes that overlap one taken wait for the next pass; a fix that does not apply to this text (a path that does
 * not resolve) or changes nothing is left out. The taken fixes are applied to one tree from the last in the text
 * to the first, so no fix shifts an array index another one names; then the tree is rendered once. One parse and
 * two scans of the document, whatever the number of fixes (one `toTextEdits` per fix was quadratic).
 */
export function combineFixes(text: string, fixes: readonly (readonly Edit[])[], documentStart = 0): CombinedFixes {
  const locator = jsonLocator(text, documentStart);
  const { value } = locator;
  const places: FixPlace[] = [];
  fixes.forEach((edits, fix) => {
    const place = fixPlace(value, edits);
    if (place) places.push({ fix, ...place, start: 0, end: 0 });
  });
  const spans = locator.locate(new Set(places.map((place) => place.pointer)));
  const located: FixPlace[] = [];
  for (const place of places) {
    const span = spans.get(place.pointer);
    if (!span) continue;
    located.push(withKeys(place, { start: place.withKey && span.key ? span.key.start : span.start, end: span.end }));
  }
  located.sort((a, b) => a.start - b.start || a.end - b.end);
  const taken: FixPlace[] = [];
  let lastEnd = -1;
  for (const place of located) {
    if (place.start <= lastEnd) continue; // overlaps (or touches) a fix already taken: next pass
    taken.push(place);
    lastEnd = place.end;
  }
  if (taken.length === 0) return { edits: [], taken: [] };
  const tree = new Tree(value);
  // From the last place to the first: a change only shifts the indices of what follows it in the text.
  for (let k = taken.length - 1; k >= 0; k--) tree.applyAll(fixes[taken[k]!.fix]!);
  return { edits: new Renderer(text, locator).render(tree.root), taken: taken.map((place) => place.fix).sort((a, b) => a - b) };
}

/**
 * Where a fix changes `value`, or undefined when it does not apply or changes nothing. A lone `replace` or `remove`
 * changes one value; anything else, the deepest container that holds all its paths, where it is tried first (a
 * copy of that container only).
 */
function fixPlace(value: unknown, edits: readonly Edit[]): Omit<FixPlace, "fix" | "start" | "end"> | undefined {
  const [first] = edits;
  if (first === undefined) return undefined;
  if (edits.length === 1 && (first.op === "remove" || first.op === "replace") && first.path !== "") {
    const tokens = parsePointer(first.path);
    const key = tokens.pop()!;
    const parent = resolvePointer(value, joinPointer("", ...tokens));
    const current = resolvePointer(value, first.path);
    if (current === undefined) return undefined;
    if (first.op === "replace" && jsonEqual(current, first.value)) return undefined;
    return { pointer: first.path, withKey: !Array.isArray(parent) && key !== undefined };
  }
  const paths = edits.flatMap((edit) => (edit.op === "move" ? [edit.path, edit.from] : [edit.path]));
  let common: string[] | undefined;
  for (const path of paths) {
    const parent = parsePointer(path).slice(0, -1);
    if (common === undefined) common = parent;
    let same = 0;
    while (same < common.length && same < parent.length && common[same] === parent[same]) same++;
    common.length = same;
  }
  const pointer = joinPointer("", ...common!);
  const base = resolvePointer(value, pointer);
  if (base === null || typeof base !== "object") return undefined;
  const depth = common!.length;
  const rebase = (path: string) => joinPointer("", ...parsePointer(path).slice(depth));
  let after: unknown;
  try {
    after = applyEdits(
      base,
      edits.map((edit) =>
        edit.op === "move" ? { ...edit, path: rebase(edit.path), from: rebase(edit.from) } : { ...edit, path: rebase(edit.path) },
      ),
    );
  } catch {
    return undefined; // a fix that does not apply to this text is skipped, never half-applied
  }
  return jsonEqual(after, base) ? undefined : { pointer, withKey: false };
}

/** Finds the values of the JSON document at `documentStart` by scanning the text. */
export function jsonLocator(text: string, documentStart = 0): ValueLocator {
  // A BOM is not JSON whitespace.
  const start = text.charCodeAt(documentStart) === 0xfeff ? documentStart + 1 : documentStart;
  const root = locatePointers(text, [""], start).get("");
  if (!root) throw new Error("No JSON document at the given offset");
  const value: unknown = JSON.parse(text.slice(root.start, root.end));
  return {
    value,
    root,
    locate(pointers) {
      const spans = new Map<string, LocatedValue>();
      for (const [pointer, span] of locatePointers(text, pointers, root.start)) {
        const parent = pointer.slice(0, pointer.lastIndexOf("/"));
        const inObject = pointer !== "" && !Array.isArray(resolvePointer(value, parent));
        spans.set(pointer, inObject ? withKeys(span, { key: keyBefore(text, span.start) }) : span);
      }
      return spans;
    },
  };
}

/** The key string that precedes the value at `valueStart` (`"key": value`), scanning back over `:`. */
function keyBefore(text: string, valueStart: number): Span {
  let i = valueStart - 1;
  while (i > 0 && WHITESPACE.test(text[i]!)) i--;
  if (text[i] !== ":") throw new Error("Malformed member");
  i--;
  while (i > 0 && WHITESPACE.test(text[i]!)) i--;
  const end = i + 1;
  // The opening quote is the first quote, going back, that no odd run of backslashes escapes.
  for (i--; i >= 0; i--) {
    if (text[i] !== '"') continue;
    let backslashes = 0;
    while (text[i - 1 - backslashes] === "\\") backslashes++;
    if (backslashes % 2 === 0) return { start: i, end };
  }
  throw new Error("Malformed member");
}

/** The edits applied to a tree of nodes that remembers which values are the file's own. */
class Tree {
  root: Node = { kind: "untouched", pointer: "" };

  constructor(private readonly original: unknown) {}

  /** Applies `edits` in order; a run of moves within one array at once (`move-runs.ts`). */
  applyAll(edits: readonly Edit[]): void {
    applyWithMoveRuns(
      edits,
      (edit) => this.apply(edit),
      (pointer) => {
        const at = this.container(parsePointer(pointer));
        return "open" in at && at.open.kind === "array" ? at.open.items : undefined;
      },
    );
  }

  private apply(edit: Edit): void {
    if (edit.op === "remove") this.take(edit.path);
    else if (edit.op === "replace") this.put(edit.path, { kind: "fresh", value: edit.value }, true);
    else if (edit.op === "add") this.put(edit.path, { kind: "fresh", value: edit.value }, false);
    else this.put(edit.path, this.take(edit.from), false);
  }

  private open(node: Node): Node {
    if (node.kind !== "untouched") return node;
    const value = resolvePointer(this.original, node.pointer);
    if (Array.isArray(value)) {
      return {
        kind: "array",
        pointer: node.pointer,
        length: value.length,
        items: value.map((_, i) => ({ kind: "untouched", pointer: joinPointer(node.pointer, i) })),
      };
    }
    if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      return {
        kind: "object",
        pointer: node.pointer,
        keys,
        entries: new Map(keys.map((key) => [key, { kind: "untouched", pointer: joinPointer(node.pointer, key) }])),
      };
    }
    return { kind: "fresh", value };
  }

  /** The container at `tokens`, opened; or a new value and the rest of the path inside it. */
  private container(tokens: string[]): { open: Open } | { fresh: Fresh; rest: string[] } {
    this.root = this.open(this.root);
    let node = this.root;
    for (let i = 0; ; i++) {
      if (node.kind === "fresh") return { fresh: node, rest: tokens.slice(i) };
      if (node.kind === "untouched") throw new Error("unreachable");
      if (i === tokens.length) return { open: node };
      const token = tokens[i]!;
      const child = childOf(node, token);
      if (child === undefined) throw new Error(`Path ${joinPointer("", ...tokens.slice(0, i + 1))} does not resolve`);
      const opened = this.open(child);
      if (opened !== child) setChild(node, token, opened);
      node = opened;
    }
  }

  private take(path: string): Node {
    const tokens = parsePointer(path);
    const key = tokens.pop();
    if (key === undefined) throw new Error("Cannot remove the document itself");
    const at = this.container(tokens);
    if ("fresh" in at) {
      const inner = joinPointer("", ...at.rest, key);
      const value = resolvePointer(at.fresh.value, inner);
      at.fresh.value = applyEdits(at.fresh.value, [{ op: "remove", path: inner }]);
      return { kind: "fresh", value };
    }
    const { open } = at;
    if (open.kind === "array") return open.items.splice(arrayIndex(open.items, key, false), 1)[0]!;
    const taken = open.entries.get(key);
    if (taken === undefined) throw new Error(`Path ${path} does not resolve`);
    open.entries.delete(key);
    return taken;
  }

  private put(path: string, node: Node, replace: boolean): void {
    const tokens = parsePointer(path);
    const key = tokens.pop();
    if (key === undefined) {
      this.root = node;
      return;
    }
    const at = this.container(tokens);
    if ("fresh" in at) {
      const inner = joinPointer("", ...at.rest, key);
      at.fresh.value = applyEdits(at.fresh.value, [{ op: replace ? "replace" : "add", path: inner, value: this.valueOf(node) }]);
      return;
    }
    const { open } = at;
    if (open.kind === "array") open.items.splice(arrayIndex(open.items, key, !replace), replace ? 1 : 0, node);
    else open.entries.set(key, node);
  }

  private valueOf(node: Node): unknown {
    switch (node.kind) {
      case "untouched":
        return resolvePointer(this.original, node.pointer);
      case "fresh":
        return node.value;
      case "array":
        return node.items.map((item) => this.valueOf(item));
      case "object":
        return Object.fromEntries([...node.entries].map(([key, item]) => [key, this.valueOf(item)]));
    }
  }
}

function childOf(node: Open, token: string): Node | undefined {
  if (node.kind === "object") return node.entries.get(token);
  return node.items[arrayIndex(node.items, token, false)];
}

function setChild(node: Open, token: string, child: Node): void {
  if (node.kind === "object") node.entries.set(token, child);
  else node.items[Number(token)] = child;
}

function arrayIndex(items: readonly unknown[], token: string, forInsert: boolean): number {
  if (token === "-" && forInsert) return items.length;
  const i = Number(token);
  if (!/^(0|[1-9][0-9]*)$/.test(token) || i > (forInsert ? items.length : items.length - 1)) {
    throw new Error(`Array index ${token} out of range`);
  }
  return i;
}

/** Turns the edited tree back into text edits on the original text. */
class Renderer {
  private readonly spans = new Map<string, LocatedValue>();
  private readonly rootSpan: Span;
  private readonly eol: string;
  /** Whether a line may end in "\r": without one, finding a line's start needs no search for it. */
  private readonly hasCarriageReturn: boolean;
  /** One level of indentation in the file; "" for a document on one line. */
  private readonly unit: string;
  /** Whether a one-line document puts a space after `:` and `,`. */
  private readonly spaced: boolean;

  constructor(
    private readonly text: string,
    private readonly locator: ValueLocator,
  ) {
    this.rootSpan = locator.root;
    this.spans.set("", this.rootSpan);
    const document = text.slice(this.rootSpan.start, this.rootSpan.end);
    this.eol = document.includes("\r\n") ? "\r\n" : "\n";
    this.hasCarriageReturn = text.includes("\r");
    const indented = /\n([ \t]+)\S/.exec(document);
    this.unit = !document.includes("\n") ? "" : indented ? indented[1]! : "  ";
    // The first key, quoted (JSON) or not (code), tells whether a space follows the colon.
    // linear: `[^"]*?` stops at the first quote, and the string body's alternatives are disjoint.
    this.spaced = /^[^"]*?(?:"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*)\s*:\s/.test(document);
  }

  render(root: Node): TextEdit[] {
    this.locate(root);
    if (root.kind === "untouched") return [];
    if (root.kind === "fresh") {
      return [withKeys(this.rootSpan, { text: this.serialize(root.value, this.lineIndent(this.rootSpan.start)) })];
    }
    return this.containerEdits(root);
  }

  /** Finds, in one scan, every original value the rendering needs: opened containers, their children, moved values. */
  private locate(root: Node): void {
    const wanted = new Set<string>();
    const visit = (node: Node): void => {
      if (node.kind === "fresh") return;
      wanted.add(node.pointer);
      if (node.kind === "array") {
        for (let i = 0; i < node.length; i++) wanted.add(joinPointer(node.pointer, i));
        node.items.forEach(visit);
      } else if (node.kind === "object") {
        for (const key of node.keys) wanted.add(joinPointer(node.pointer, key));
        node.entries.forEach(visit);
      }
    };
    visit(root);
    for (const [pointer, span] of this.locator.locate(wanted)) this.spans.set(pointer, span);
  }

  private span(pointer: string): LocatedValue {
    const span = this.spans.get(pointer);
    if (!span) throw new Error(`Cannot locate ${pointer} in the text`);
    return span;
  }

  /** The slots of an original container, in text order. */
  private slots(node: Open): Slot[] {
    if (node.kind === "array") {
      return Array.from({ length: node.length }, (_, i) => {
        const pointer = joinPointer(node.pointer, i);
        const value = this.span(pointer);
        return { id: String(i), pointer, start: value.start, end: value.end, value };
      });
    }
    const slots = node.keys.map((key): Slot => {
      const pointer = joinPointer(node.pointer, key);
      const value = this.span(pointer);
      if (!value.key) throw new Error(`Cannot locate the key of ${pointer} in the text`);
      const { start, end } = value.key;
      return {
        id: key,
        pointer,
        start,
        end: value.end,
        value,
        keyText: this.text.slice(start, end),
        colon: this.text.slice(end, value.start),
      };
    });
    return slots.sort((a, b) => a.start - b.start);
  }

  /**
   * The edits inside one opened container. Children kept at both ends keep their text (edited inside where
   * they were opened); the changed run between them is rewritten, or the run removed or inserted with its commas.
   */
  private containerEdits(node: Open): TextEdit[] {
    const span = this.span(node.pointer);
    const slots = this.slots(node);
    const bySlotId = new Map(slots.map((slot) => [slot.id, slot]));
    const current: { id: string | undefined; key: string; node: Node }[] = [];
    if (node.kind === "array") {
      node.items.forEach((item, i) => {
        const own = item.kind !== "fresh" && parentOf(item.pointer) === node.pointer;
        current.push({ id: own ? lastToken(item.pointer) : undefined, key: String(i), node: item });
      });
    } else {
      // Members stay where they were; new ones go last.
      for (const slot of slots) {
        const item = node.entries.get(slot.id);
        if (item) current.push({ id: slot.id, key: slot.id, node: item });
      }
      for (const [key, item] of node.entries) if (!bySlotId.has(key)) current.push({ id: undefined, key, node: item });
    }

    const n = slots.length;
    const m = current.length;
    let prefix = 0;
    while (prefix < Math.min(n, m) && current[prefix]!.id === slots[prefix]!.id) prefix++;
    let suffix = 0;
    while (suffix < Math.min(n, m) - prefix && current[m - 1 - suffix]!.id === slots[n - 1 - suffix]!.id) suffix++;

    const out: TextEdit[] = [];
    // A container written on one line keeps its new values on that line too.
    const inline = n > 0 && !this.text.slice(span.start, span.end).includes("\n");
    const kept = (slot: Slot, child: Node) => {
      for (const edit of this.childEdits(slot, child, inline)) out.push(edit);
    };
    for (let i = 0; i < prefix; i++) kept(slots[i]!, current[i]!.node);

    const removed = slots.slice(prefix, n - suffix);
    const inserted = current.slice(prefix, m - suffix);
    const { indent: childIndent, separator } = this.layout(slots, span);
    const texts = inserted.map(({ key, node: child, id }) => {
      const value = this.renderValue(child, childIndent, inline);
      if (node.kind === "array") return value;
      const slot = id === undefined ? undefined : bySlotId.get(id);
      const colon = slot?.colon ?? slots[0]?.colon ?? (this.unit || this.spaced ? ": " : ":");
      return (slot?.keyText ?? JSON.stringify(key)) + colon + value;
    });

    if (removed.length > 0 && inserted.length > 0) {
      out.push({ start: removed[0]!.start, end: removed.at(-1)!.end, text: texts.join(separator) });
    } else if (inserted.length > 0) {
      if (n === 0) {
        const inner = this.unit
          ? this.eol + childIndent + texts.join("," + this.eol + childIndent) + this.eol + this.lineIndent(span.start)
          : texts.join(this.spaced ? ", " : ",");
        out.push({ start: span.start + 1, end: span.end - 1, text: inner });
      } else if (prefix < n) {
        const at = slots[prefix]!.start;
        out.push({ start: at, end: at, text: texts.join(separator) + separator });
      } else {
        const at = slots[n - 1]!.end;
        out.push({ start: at, end: at, text: separator + texts.join(separator) });
      }
    } else if (removed.length > 0) {
      if (m === 0) out.push({ start: span.start + 1, end: span.end - 1, text: "" });
      else if (suffix > 0) out.push({ start: removed[0]!.start, end: slots[n - suffix]!.start, text: "" });
      else out.push({ start: slots[prefix - 1]!.end, end: removed.at(-1)!.end, text: "" });
    }

    for (let j = 0; j < suffix; j++) kept(slots[n - suffix + j]!, current[m - suffix + j]!.node);
    return out.sort((a, b) => a.start - b.start);
  }

  /** Edits for a child that kept its place: none, edits inside it, or (a member's) new value. */
  private childEdits(slot: Slot, child: Node, inline: boolean): TextEdit[] {
    if (child.kind === "untouched" && child.pointer === slot.pointer) return [];
    if ((child.kind === "array" || child.kind === "object") && child.pointer === slot.pointer) return this.containerEdits(child);
    return [withKeys(slot.value, { text: this.renderValue(child, this.lineIndent(slot.value.start), inline) })];
  }

  /** The text of a value at a place indented by `indent`. */
  private renderValue(node: Node, indent: string, inline = false): string {
    if (node.kind === "fresh") return this.serialize(node.value, indent, inline);
    const span = this.span(node.pointer);
    const own = this.text.slice(span.start, span.end);
    if (node.kind === "untouched") return own;
    let out = own;
    for (const edit of this.containerEdits(node).reverse()) {
      out = out.slice(0, edit.start - span.start) + edit.text + out.slice(edit.end - span.start);
    }
    return out;
  }

  private serialize(value: unknown, indent: string, inline = false): string {
    if (this.unit && !inline) return (JSON.stringify(value, null, this.unit) ?? "null").split("\n").join(this.eol + indent);
    if (!this.spaced) return JSON.stringify(value) ?? "null";
    // JSON.stringify escapes line breaks inside strings, so every line break it writes is between tokens.
    return (JSON.stringify(value, null, 1) ?? "null")
      .replace(/,\n */g, ", ")
      .replace(/([[{])\n */g, "$1")
      .replace(/\n *([\]}])/g, "$1");
  }

  /**
   * How a container lays out its children: on their own lines (with this indentation) or on one line. Taken
   * from its first child; an empty container follows the document.
   */
  private layout(slots: Slot[], span: Span): { indent: string; separator: string } {
    const first = slots[0];
    let ownLines = false;
    let indent = this.unit ? this.lineIndent(span.start) + this.unit : "";
    if (first) {
      const lineStart = this.lineStart(first.start);
      const before = this.text.slice(lineStart, first.start);
      if (/^[ \t]*$/.test(before) && lineStart > span.start) {
        ownLines = true;
        indent = before;
      }
    }
    if (ownLines) return { indent, separator: "," + this.eol + indent };
    const between = slots.length >= 2 ? this.text.slice(slots[0]!.end, slots[1]!.start) : "";
    return { indent, separator: (slots.length >= 2 ? /,\s/.test(between) : this.spaced) ? ", " : "," };
  }

  private lineStart(offset: number): number {
    if (offset <= 0) return 0;
    // Native searches, not a loop per character: a compact document is one long line, asked for per container.
    const lf = this.text.lastIndexOf("\n", offset - 1);
    return Math.max(lf, this.hasCarriageReturn ? this.text.lastIndexOf("\r", offset - 1) : -1) + 1;
  }

  private lineIndent(offset: number): string {
    return /^[ \t]*/.exec(this.text.slice(this.lineStart(offset), offset))![0];
  }
}

function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf("/"));
}

function lastToken(pointer: string): string {
  return parsePointer(pointer).pop()!;
}
