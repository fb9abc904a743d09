/**
 * A Responses API request as the neutral view the HTML report draws: `instructions` first (the format keeps them
 * apart from `input`), then each `input` item as a turn of its own, in order. A message's role names its turn and
 * its content parts are its items; any other item (`function_call`, `function_call_output`, `reasoning`, …) is
 * the one item of a turn named by its type, at the item's own node. Calls and outputs carry the verdicts of the
 * pairing the rules report from (`responsesPairingFindings`): an output answers a call anywhere before it.
 */
import { openaiNode } from "../../model/openai-paths.js";
import type { ConversationView, ViewItem, ViewTurn } from "../../model/view.js";
import { argumentsText, jsonText, otherItem, urlMedia, viewLinks, type ViewLinks } from "../../model/view-build.js";
import type { Node } from "../../types.js";
import { responsesPairingFindings } from "./analyses/tool-pairing.js";
import { isRecord, type InputItem, type ResponsesModel } from "./model.js";

const ROOT: Node = { pointer: "", path: "" };

export function responsesView(model: ResponsesModel): ConversationView {
  const { request } = model;
  const links = viewLinks(responsesPairingFindings(model));
  const turns: ViewTurn[] = [];
  if (request.instructions !== undefined && request.instructions !== null) {
    const node = openaiNode(ROOT, "instructions");
    const items =
      typeof request.instructions === "string" ? [textItem(request.instructions, node)] : [otherItem(request.instructions, node.pointer, node.path)];
    turns.push({ role: "instructions", pointer: node.pointer, path: node.path, items });
  }
  const input = request.input;
  if (typeof input === "string") {
    // A string input is one user message.
    const node = openaiNode(ROOT, "input");
    turns.push({ role: "user", pointer: node.pointer, path: node.path, items: [textItem(input, node)] });
  } else if (Array.isArray(input)) {
    let m = 0;
    for (let index = 0; index < input.length; index++) {
      // The model's items are the object ones, in order.
      const item = model.items[m]?.index === index ? model.items[m++]! : undefined;
      if (item === undefined) {
        const node = openaiNode(ROOT, "input", index);
        turns.push({ role: "?", pointer: node.pointer, path: node.path, items: [otherItem(input[index], node.pointer, node.path)] });
        continue;
      }
      const role = item.type === "message" ? (item.role ?? "?") : (item.type ?? "?");
      turns.push({ role, pointer: item.pointer, path: item.path, items: inputItems(item, links, turns.length) });
    }
  } else if (input !== undefined) {
    const node = openaiNode(ROOT, "input");
    turns.push({ role: "?", pointer: node.pointer, path: node.path, items: [otherItem(input, node.pointer, node.path)] });
  }
  return { dialect: "openai-responses", turns };
}

/** A message's parts; any other item as one item at the item's own node (findings on its fields land on it). */
function inputItems(item: InputItem, links: ViewLinks<InputItem>, turn: number): ViewItem[] {
  const { value, type } = item;
  if (type === "message") {
    const content = value.content;
    const node = openaiNode(item, "content");
    if (typeof content === "string") return [textItem(content, node)];
    if (!Array.isArray(content)) return content === undefined || content === null ? [] : [otherItem(content, node.pointer, node.path)];
    // The model's parts are the object ones, in order.
    let p = 0;
    return content.map((part, i) => partItem(part, item.parts[p]?.index === i ? item.parts[p++]! : openaiNode(node, i)));
  }
  const out: ViewItem = { kind: "other", pointer: item.pointer, path: item.path };
  if (type !== undefined) out.type = type;
  const str = (field: string) => (typeof value[field] === "string" ? (value[field] as string) : undefined);
  if (type === "reasoning") {
    out.kind = "thinking";
    // The summary is what a reader can see; without one the reasoning is only its encrypted content.
    const texts = [value.summary, value.content].flatMap((list) =>
      Array.isArray(list) ? list.flatMap((entry) => (isRecord(entry) && typeof entry.text === "string" ? [entry.text] : [])) : [],
    );
    if (texts.length > 0) out.text = texts.join("\n\n");
    return [out];
  }
  if (type !== undefined && type.endsWith("_call_output")) {
    out.kind = "result";
    if (item.callId !== undefined) out.id = item.callId;
    const output = value.output;
    if (typeof output === "string") out.text = output;
    else if (Array.isArray(output)) out.items = output.map((part, i) => partItem(part, openaiNode(item, "output", i)));
    else if (output !== undefined) out.text = jsonText(output);
  } else if (type !== undefined && type.endsWith("_call")) {
    out.kind = "call";
    const id = item.callId ?? item.id;
    if (id !== undefined) out.id = id;
    const name = str("name");
    if (name !== undefined) out.name = name;
    // A function's arguments are a string of JSON; a custom tool's input is free text; a built-in tool's call is its fields.
    if (typeof value.arguments === "string") out.text = argumentsText(value.arguments);
    else if (typeof value.input === "string") out.text = value.input;
    else out.text = jsonText(value);
  } else out.text = jsonText(value);
  links.mark(out, item, turn, 0);
  return [out];
}

function textItem(text: string, node: Node): ViewItem {
  return { kind: "text", pointer: node.pointer, path: node.path, text };
}

/** A content part, of a message or of an output: `input_text`, `output_text`, `refusal`, `input_image`, `input_file`, … */
function partItem(part: unknown, node: Node): ViewItem {
  const { pointer, path } = node;
  if (!isRecord(part)) return otherItem(part, pointer, path);
  const type = typeof part.type === "string" ? part.type : undefined;
  const item: ViewItem = { kind: "other", pointer, path };
  if (type !== undefined) item.type = type;
  const str = (field: string) => (typeof part[field] === "string" ? (part[field] as string) : undefined);
  switch (type) {
    case "input_text":
    case "output_text":
    case "text":
    case "summary_text":
      item.kind = "text";
      if (str("text") !== undefined) item.text = str("text");
      return item;
    case "refusal":
      item.kind = "text";
      if (str("refusal") !== undefined) item.text = str("refusal");
      return item;
    case "input_image": {
      item.kind = "image";
      const url = str("image_url");
      const fileId = str("file_id");
      if (url !== undefined) item.media = urlMedia(url);
      else if (fileId !== undefined) item.media = { url: `file_id:${fileId}` };
      return item;
    }
    case "input_file": {
      item.kind = "document";
      const name = str("filename");
      if (name !== undefined) item.name = name;
      const data = str("file_data");
      const url = str("file_url");
      const fileId = str("file_id");
      // `file_data` is a data URL, or bare base64.
      if (data !== undefined) item.media = data.startsWith("data:") ? urlMedia(data) : { data };
      else if (url !== undefined) item.media = { url };
      else if (fileId !== undefined) item.media = { url: `file_id:${fileId}` };
      return item;
    }
    case "input_audio": {
      // Audio has no kind of its own: described by its type and size, not played.
      const audio = isRecord(part.input_audio) ? part.input_audio : part;
      if (typeof audio.data === "string")
        item.media = { mediaType: `audio/${typeof audio.format === "string" ? audio.format : "*"}`, data: audio.data };
      return item;
    }
  }
  item.text = jsonText(part);
  return item;
}
