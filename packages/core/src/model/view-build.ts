/**
 * What every dialect's view (`Dialect.view`) shares. Links: what a view takes from the one pairing analysis
 * (pairing.ts), each call's and result's verdict and, for a result, where the call it answers is drawn. A view
 * draws its items in request order and hands each to `mark` with the model node it was read from; calls come
 * before the results that answer them, so a result finds its call's place already noted. And the small items
 * every format has: anything shown as its JSON, a call's arguments.
 */
import { parseDataUrl } from "./data-url.js";
import type { Pairing } from "./pairing.js";
import type { ViewItem, ViewPairing } from "./view.js";

interface Verdict<Node> {
  pairing: ViewPairing;
  /** For a result: the call it answers. */
  answers?: Node;
}

export interface ViewLinks<Node> {
  /** Gives `node` a verdict of the dialect's own (a server tool's call, a result in the call's own turn). */
  set(node: Node, pairing: ViewPairing, answers?: Node): void;
  /** Gives the item drawn for `node` at `turn`, `index` its verdict and the place of the call it answers, if any. */
  mark(item: ViewItem, node: Node | undefined, turn: number, index: number): void;
}

/** Links for a view, from the pairing's findings: every call and result keeps the verdict the rules report from. */
export function viewLinks<Node>(pairing?: Pick<Pairing<Node>, "calls" | "results">): ViewLinks<Node> {
  const verdicts = new Map<Node, Verdict<Node>>();
  const drawn = new Map<Node, { turn: number; item: number }>();
  const set = (node: Node, status: ViewPairing, answers?: Node) =>
    verdicts.set(node, answers !== undefined ? { pairing: status, answers } : { pairing: status });
  if (pairing) {
    for (const { call, status } of pairing.calls) set(call, status);
    for (const { result, status, answers } of pairing.results) set(result, status, answers);
  }
  return {
    set,
    mark(item, node, turn, index) {
      const verdict = node === undefined ? undefined : verdicts.get(node);
      if (verdict === undefined) return;
      item.pairing = verdict.pairing;
      const call = verdict.answers === undefined ? undefined : drawn.get(verdict.answers);
      if (call) item.answers = call;
      if (item.kind === "call") drawn.set(node!, { turn, item: index });
    },
  };
}

/** A value as the report shows it: indented JSON (a string stays a JSON string, quoted). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** Anything the view has no kind for, shown as its JSON. */
export function otherItem(value: unknown, pointer: string, path: string): ViewItem {
  return { kind: "other", pointer, path, text: jsonText(value) };
}

/** Arguments sent as a string of JSON (OpenAI's `arguments`): indented when they parse, as written when they do not. */
export function argumentsText(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** An image's or file's source given as a URL (both OpenAI formats): a `data:` URL's type and base64 payload, else the URL (shown, never fetched). */
export function urlMedia(url: string): NonNullable<ViewItem["media"]> {
  const data = parseDataUrl(url);
  if (data === undefined) return { url };
  const media: NonNullable<ViewItem["media"]> = {};
  if (data.mime !== "") media.mediaType = data.mime;
  if (data.base64) media.data = url.slice(data.payloadStart);
  else media.url = `${url.slice(0, Math.min(data.payloadStart, 64))}…`;
  return media;
}
