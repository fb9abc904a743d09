/**
 * A Gemini request as the neutral view the HTML report draws: `systemInstruction` first (kept apart from the
 * contents), then each content as written, `user` or `model` (an absent role is `user`, Gemini's default), every
 * part an item: text (a `thought` part as thinking), inline and file data, function calls and responses. Calls and
 * responses carry the verdicts of the pairing the rules report from (`functionPairing`, by count): each counted
 * response is linked to the call with its id, else to the next call left in order.
 */
import type { ConversationView, ViewItem, ViewTurn } from "../../model/view.js";
import { jsonText, otherItem, viewLinks } from "../../model/view-build.js";
import type { Node } from "../../types.js";
import { functionPairing } from "./analyses/function-turns.js";
import { get, isRecord, keyOf } from "./fields.js";
import { PART_DATA, type GeminiRequest, type PartData } from "./model.js";
import { childNode } from "./paths.js";

export function geminiView(model: GeminiRequest): ConversationView {
  const links = viewLinks(functionPairing(model));
  const turns: ViewTurn[] = [];
  const system = model.systemInstruction;
  if (system !== undefined) {
    // A Content whose role Gemini ignores; a bare string is read as one text part.
    const items =
      typeof system.value === "string"
        ? [{ kind: "text" as const, pointer: system.pointer, path: system.path, text: system.value }]
        : isRecord(system.value)
          ? partsItems(system.value.parts, childNode(system, "parts"), (value, node) => partItem(value, node, dataOf(value)))
          : [otherItem(system.value, system.pointer, system.path)];
    turns.push({ role: "system", pointer: system.pointer, path: system.path, items });
  }
  const field = model.contentsField;
  const list: readonly unknown[] = field === undefined ? [] : isRecord(field.value) ? [field.value] : Array.isArray(field.value) ? field.value : [];
  let c = 0;
  for (let position = 0; position < list.length; position++) {
    // The model's contents are the object ones, in order.
    const content = model.contents[c]?.position === position ? model.contents[c++]! : undefined;
    if (content === undefined) {
      const node = childNode(field!, position);
      turns.push({ role: "?", pointer: node.pointer, path: node.path, items: [otherItem(list[position], node.pointer, node.path)] });
      continue;
    }
    const turn = turns.length;
    let p = 0;
    const parts = childNode(content, "parts");
    const items = partsItems(content.partsValue, parts, (value, node, index) => {
      // The model's parts are the object ones, in order; they carry the verdicts.
      const part = content.parts[p]?.index === index ? content.parts[p++]! : undefined;
      const item = part ? partItem(part.value, part, part.data) : partItem(value, node, undefined);
      links.mark(item, part, turn, index);
      return item;
    });
    turns.push({ role: content.role === "" ? "?" : content.role, pointer: content.pointer, path: content.path, items });
  }
  return { dialect: "gemini", turns };
}

/** The items of a `parts` field: a list's entries, or the one object written in its place (accepted). */
function partsItems(value: unknown, node: Node, item: (value: unknown, node: Node, index: number) => ViewItem): ViewItem[] {
  if (value === undefined) return [];
  // One object for the list: the part's pointer is the field's, its path Google's `parts[0]`.
  if (isRecord(value)) return [item(value, { pointer: node.pointer, path: `${node.path}[0]` }, 0)];
  if (!Array.isArray(value)) return [otherItem(value, node.pointer, node.path)];
  return value.map((entry, index) => item(entry, childNode(node, index), index));
}

/** The data field a part sets (the first, in either spelling). */
function dataOf(value: unknown): PartData | undefined {
  return isRecord(value) ? PART_DATA.find((name) => get(value, name) !== undefined) : undefined;
}

function partItem(value: unknown, node: Node, data: PartData | undefined): ViewItem {
  const { pointer, path } = node;
  if (!isRecord(value) || data === undefined) return otherItem(value, pointer, path);
  const payload = get(value, data);
  const item: ViewItem = { kind: "other", pointer, path, type: data };
  const field = (name: string) => (isRecord(payload) ? get(payload, name) : undefined);
  const str = (name: string) => (typeof field(name) === "string" ? (field(name) as string) : undefined);
  const set = (key: "id" | "name" | "text", text: string | undefined) => {
    if (text !== undefined) item[key] = text;
  };
  switch (data) {
    case "text":
      // A thought summary the model wrote is a text part marked `thought`.
      item.kind = value.thought === true ? "thinking" : "text";
      if (typeof payload === "string") item.text = payload;
      return item;
    case "inlineData":
    case "fileData": {
      const mediaType = str("mimeType");
      item.kind = mediaType?.startsWith("image/") ? "image" : "document";
      const media: NonNullable<ViewItem["media"]> = {};
      if (mediaType !== undefined) media.mediaType = mediaType;
      if (data === "inlineData" && str("data") !== undefined) media.data = str("data")!;
      if (data === "fileData" && str("fileUri") !== undefined) media.url = str("fileUri")!;
      item.media = media;
      set("name", str("displayName"));
      return item;
    }
    case "functionCall":
      item.kind = "call";
      set("id", str("id"));
      set("name", str("name"));
      if (field("args") !== undefined) item.text = jsonText(field("args"));
      return item;
    case "functionResponse": {
      item.kind = "result";
      set("id", str("id"));
      set("name", str("name"));
      if (field("response") !== undefined) item.text = jsonText(field("response"));
      // Media a function returned (Gemini 3): parts of the response.
      const parts = field("parts");
      if (Array.isArray(parts)) {
        const at = childNode(node, keyOf(value, data)!, "parts");
        item.items = parts.map((part, i) => partItem(part, childNode(at, i), dataOf(part)));
      }
      return item;
    }
    case "executableCode":
      set("text", str("code"));
      return item;
    case "codeExecutionResult":
      set("text", str("output"));
      return item;
  }
  item.text = jsonText(payload);
  return item;
}
