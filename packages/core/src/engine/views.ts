/**
 * The views of the requests an input holds (`Linter.views`), placed in the input as findings are: every turn and
 * item's pointer rewritten into the document it stands in, so a diagnostic's pointer finds the item it is about.
 */
import type { ConversationView, ViewItem, ViewTurn } from "../model/view.js";
import { readDocuments } from "../sources/documents.js";
import { readUnits, type RequestUnit } from "../sources/index.js";
import type { Diagnostic, DialectId, LintOptions, ResolvedSettings } from "../types.js";
import type { Detection } from "./detect.js";
import type { Dialect } from "./dialect.js";
import { withKeys } from "../model/values.js";

/** One request of an input, drawn (or not) by its dialect. */
export interface RequestView {
  /** The document the request stands in (for a request rebuilt from many lines: the line of its first message). */
  document: number;
  /** Where the request stands in that document: "" for the whole document, `/params` for a batch entry. */
  pointer: string;
  /** As `UnitLocation.within`: the request is JSON held in the string at `pointer` (a captured body). */
  within?: string;
  /** The 1-based line that document starts on, when the input was text. */
  line?: number;
  /** The request's name in reports, as findings' hints give it (`batch request custom_id "order-7"`). */
  label?: string;
  dialect: DialectId;
  /** The dialect's title: `Anthropic Messages API`. */
  title: string;
  /**
   * Absent when the dialect draws no view. Its pointers are into `document` (a turn or item elsewhere says so in
   * its own `document`); a turn or item with `within` stands inside the string at its pointer (a captured body).
   */
  view?: ConversationView;
}

/** What building views needs of a linter. */
export interface ViewHost {
  readonly dialects: readonly Dialect[];
  dialect(id: DialectId): Dialect | undefined;
  dialectFor(value: unknown, options: LintOptions): Detection;
  resolveSettings(options: LintOptions, request: Readonly<Record<string, unknown>> | undefined, dialect: Dialect): ResolvedSettings;
  stateOf(dialect: Dialect): unknown;
}

/** The views of the requests in `input` (text, bytes decoded by the caller, or a parsed value), in input order. */
export function requestViews(host: ViewHost, input: unknown, options: LintOptions = {}): RequestView[] {
  let documents: { index: number; value?: unknown; line?: number; parseError?: true }[];
  if (typeof input === "string") {
    // A byte order mark is not JSON, as for linting.
    documents = readDocuments(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, options.format, options.filePath);
  } else documents = [{ index: 0, value: input }];
  const parsed = documents.filter((d) => !d.parseError).map((d) => ({ index: d.index, value: d.value }));
  const unparsed = documents.filter((d) => d.parseError).map((d) => d.index);
  const { units } = readUnits(parsed, { format: options.format, unparsed, detect: (value) => host.dialectFor(value, options) });
  return units.map((unit) => {
    const dialect = (unit.dialect !== undefined ? host.dialect(unit.dialect) : undefined) ?? host.dialects[0]!;
    const unitOptions = unit.settings ? withKeys(options, { settings: withKeys(unit.settings, options.settings ?? {}) }) : options;
    const root = unit.wholeDocument !== undefined ? { document: unit.wholeDocument, pointer: "" } : unit.locate("");
    const { document } = root;
    const out: RequestView = { document, pointer: root.pointer, dialect: dialect.id, title: dialect.title };
    if (root.within !== undefined) out.within = root.within;
    const line = documents[document]?.line;
    if (line !== undefined) out.line = line;
    if (unit.label !== undefined) out.label = unit.label;
    if (dialect.view) {
      const state = host.stateOf(dialect);
      const view = dialect.view(dialect.model(unit.request, host.resolveSettings(unitOptions, unit.request, dialect), state));
      out.view = unit.wholeDocument !== undefined && unit.label === undefined ? view : placeView(view, unit, document);
    }
    return out;
  });
}

/** Rewrites a view's pointers from the unit's request into the input, in place. */
function placeView(view: ConversationView, unit: RequestUnit, document: number): ConversationView {
  const place = (node: ViewTurn | ViewItem) => {
    const at = unit.locate(node.pointer);
    node.pointer = at.pointer;
    if (at.document !== document) node.document = at.document;
    if (at.within !== undefined) node.within = at.within;
  };
  const placeItems = (items: ViewItem[]) => {
    for (const item of items) {
      place(item);
      if (item.items) placeItems(item.items);
    }
  };
  for (const turn of view.turns) {
    place(turn);
    placeItems(turn.items);
  }
  return view;
}

/** Where a finding lands in a list of views: the request, and the turn, item and nested item whose node holds it. */
export interface ViewTarget {
  request: number;
  turn?: number;
  item?: number;
  nested?: number;
}

/**
 * Finds, for a diagnostic placed in the same input, the deepest drawn node at or above its pointer in its document
 * (of nodes at the same pointer, the deepest: an item over its turn).
 * Inside a captured body (`within`) every node shares the string's pointer, so the provider's path is walked instead.
 */
export function viewTargets(
  views: readonly RequestView[],
): (diagnostic: Pick<Diagnostic, "pointer" | "path" | "document">) => ViewTarget | undefined {
  const byPointer = new Map<string, ViewTarget>();
  const byPath = new Map<string, ViewTarget>();
  const embedded = new Set<string>();
  const key = (document: number, pointer: string) => `${document}\u0000${pointer}`;
  // Where two nodes share a pointer (a `tool` message that is its one result), the deeper one holds the findings.
  const depth = (target: ViewTarget) => (target.turn === undefined ? 0 : target.item === undefined ? 1 : target.nested === undefined ? 2 : 3);
  const put = (map: Map<string, ViewTarget>, at: string, target: ViewTarget) => {
    const known = map.get(at);
    if (known === undefined || depth(target) > depth(known)) map.set(at, target);
  };
  const add = (node: { pointer: string; path?: string; document?: number; within?: string }, document: number, target: ViewTarget) => {
    const at = key(node.document ?? document, node.pointer);
    if (node.within === undefined) {
      put(byPointer, at, target);
      return;
    }
    // The string holds a request: findings at its pointer are placed by their path.
    byPointer.set(at, byPointer.get(at) ?? { request: target.request });
    embedded.add(at);
    put(byPath, `${at}\u0000${node.path ?? ""}`, target);
  };
  views.forEach((view, request) => {
    add(view, view.document, { request });
    view.view?.turns.forEach((turn, t) => {
      add(turn, view.document, { request, turn: t });
      turn.items.forEach((item, i) => {
        add(item, view.document, { request, turn: t, item: i });
        item.items?.forEach((nested, n) => add(nested, view.document, { request, turn: t, item: i, nested: n }));
      });
    });
  });
  return (diagnostic) => {
    const document = diagnostic.document?.index ?? 0;
    for (let pointer = diagnostic.pointer; ; pointer = pointer.slice(0, pointer.lastIndexOf("/"))) {
      const at = key(document, pointer);
      const found = byPointer.get(at);
      if (found !== undefined) {
        if (!embedded.has(at)) return found;
        for (let path = diagnostic.path; ; path = parentPath(path)) {
          const inner = byPath.get(`${at}\u0000${path}`);
          if (inner !== undefined) return inner;
          if (path === "") return found;
        }
      }
      if (pointer === "") return undefined;
    }
  };
}

/** A provider's path without its last segment (`messages.3.content` of `messages.3.content.0`; `messages[3]` of `messages[3].tool_calls`). */
function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
  return cut <= 0 ? "" : path.slice(0, cut);
}
