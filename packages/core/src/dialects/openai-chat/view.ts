/**
 * A Chat Completions request as the neutral view the HTML report draws: every message as written (`system` and
 * `developer` messages where they stand: the format keeps no system prompt apart), its content an item or its
 * parts items, an assistant's reasoning and tool calls after them, and a `tool` message one result. Calls and
 * results carry the verdicts of the pairing the rules report from (`chatPairingFindings`).
 */
import { openaiNode } from "../../model/openai-paths.js";
import type { ConversationView, ViewItem, ViewTurn } from "../../model/view.js";
import { argumentsText, jsonText, otherItem, urlMedia, viewLinks, type ViewLinks } from "../../model/view-build.js";
import type { Node } from "../../types.js";
import { chatPairingFindings } from "./analyses/tool-pairing.js";
import { isRecord, type ChatMessage, type ChatModel, type ContentPart, type PairingItem, type ToolCall } from "./model.js";

/** Fields where servers that copy the format put an assistant's reasoning (DeepSeek, vLLM: `reasoning_content`; OpenRouter: `reasoning`). */
const REASONING_FIELDS = ["reasoning_content", "reasoning"] as const;

export function chatView(model: ChatModel): ConversationView {
  const links = viewLinks(chatPairingFindings(model));
  const raw = Array.isArray(model.request.messages) ? (model.request.messages as unknown[]) : [];
  const turns: ViewTurn[] = [];
  let m = 0;
  for (let index = 0; index < raw.length; index++) {
    // The model's messages are the object ones, in order.
    const message = model.messages[m]?.index === index ? model.messages[m++]! : undefined;
    if (message === undefined) {
      const node = openaiNode({ pointer: "", path: "" }, "messages", index);
      turns.push({ role: "?", pointer: node.pointer, path: node.path, items: [otherItem(raw[index], node.pointer, node.path)] });
      continue;
    }
    turns.push({ role: message.role ?? "?", pointer: message.pointer, path: message.path, items: messageItems(message, links, turns.length) });
  }
  return { dialect: "openai-chat", turns };
}

function messageItems(message: ChatMessage, links: ViewLinks<PairingItem>, turn: number): ViewItem[] {
  const { value } = message;
  // A `tool` message is one result (its node is the message: findings on its id or role land on it); `function` is the older form.
  if (message.role === "tool" || message.role === "function") {
    const item: ViewItem = { kind: "result", pointer: message.pointer, path: message.path };
    if (message.toolCallId !== undefined) item.id = message.toolCallId;
    if (message.role === "function" && typeof value.name === "string") item.name = value.name;
    if (typeof value.content === "string") item.text = value.content;
    else if (Array.isArray(value.content)) item.items = contentItems(message);
    else if (value.content !== undefined) item.text = jsonText(value.content);
    links.mark(item, message, turn, 0);
    return [item];
  }
  const items: ViewItem[] = [];
  for (const field of REASONING_FIELDS) {
    if (typeof value[field] !== "string") continue;
    const node = openaiNode(message, field);
    items.push({ kind: "thinking", pointer: node.pointer, path: node.path, type: field, text: value[field] as string });
  }
  if (typeof value.content === "string") {
    const node = openaiNode(message, "content");
    items.push({ kind: "text", pointer: node.pointer, path: node.path, text: value.content });
  } else if (Array.isArray(value.content)) for (const item of contentItems(message)) items.push(item);
  else if (value.content !== undefined && value.content !== null) {
    const node = openaiNode(message, "content");
    items.push(otherItem(value.content, node.pointer, node.path));
  }
  if (typeof value.refusal === "string") {
    const node = openaiNode(message, "refusal");
    items.push({ kind: "text", pointer: node.pointer, path: node.path, type: "refusal", text: value.refusal });
  }
  if (message.role === "assistant" && Array.isArray(value.tool_calls)) {
    const list = value.tool_calls as unknown[];
    let c = 0;
    for (let i = 0; i < list.length; i++) {
      const call = message.toolCalls[c]?.index === i ? message.toolCalls[c++]! : undefined;
      if (call === undefined) {
        const node = openaiNode(message, "tool_calls", i);
        items.push(otherItem(list[i], node.pointer, node.path));
        continue;
      }
      const item = callItem(call);
      links.mark(item, call, turn, items.length);
      items.push(item);
    }
  }
  // The deprecated single call: no id, so nothing pairs it.
  if (isRecord(value.function_call)) {
    const node = openaiNode(message, "function_call");
    const item: ViewItem = { kind: "call", pointer: node.pointer, path: node.path, type: "function_call" };
    if (typeof value.function_call.name === "string") item.name = value.function_call.name;
    if (value.function_call.arguments !== undefined) item.text = argumentsOf(value.function_call.arguments);
    items.push(item);
  }
  return items;
}

/** A call: its id, the function's (or custom tool's) name, its arguments as indented JSON. */
function callItem(call: ToolCall): ViewItem {
  const { value } = call;
  const item: ViewItem = { kind: "call", pointer: call.pointer, path: call.path };
  if (typeof value.type === "string") item.type = value.type;
  if (call.id !== undefined) item.id = call.id;
  const spec = isRecord(value.function) ? value.function : isRecord(value.custom) ? value.custom : undefined;
  if (spec !== undefined) {
    if (typeof spec.name === "string") item.name = spec.name;
    const input = spec.arguments ?? spec.input;
    if (input !== undefined) item.text = argumentsOf(input);
  }
  return item;
}

const argumentsOf = (value: unknown) => (typeof value === "string" ? argumentsText(value) : jsonText(value));

/** The parts of a list `content`, objects from the model (with their nodes), anything else as its JSON. */
function contentItems(message: ChatMessage): ViewItem[] {
  const list = message.value.content as unknown[];
  const items: ViewItem[] = [];
  let p = 0;
  for (let i = 0; i < list.length; i++) {
    const part = message.parts[p]?.index === i ? message.parts[p++]! : undefined;
    if (part !== undefined) items.push(partItem(part));
    else {
      const node: Node = openaiNode(message, "content", i);
      items.push(otherItem(list[i], node.pointer, node.path));
    }
  }
  return items;
}

function partItem(part: ContentPart): ViewItem {
  const { value, pointer, path } = part;
  const item: ViewItem = { kind: "other", pointer, path };
  if (part.type !== undefined) item.type = part.type;
  const inner = part.type !== undefined && isRecord(value[part.type]) ? (value[part.type] as Record<string, unknown>) : undefined;
  switch (part.type) {
    case "text":
      item.kind = "text";
      if (typeof value.text === "string") item.text = value.text;
      return item;
    case "refusal":
      item.kind = "text";
      if (typeof value.refusal === "string") item.text = value.refusal;
      return item;
    case "image_url":
      item.kind = "image";
      if (typeof inner?.url === "string") item.media = urlMedia(inner.url);
      return item;
    case "file":
      item.kind = "document";
      if (typeof inner?.filename === "string") item.name = inner.filename;
      if (typeof inner?.file_data === "string") item.media = urlMedia(inner.file_data);
      else if (typeof inner?.file_id === "string") item.media = { url: `file_id:${inner.file_id}` };
      return item;
    case "input_audio":
      // Audio has no kind of its own: described by its type and size, not played.
      if (typeof inner?.data === "string")
        item.media = { mediaType: `audio/${typeof inner.format === "string" ? inner.format : "*"}`, data: inner.data };
      return item;
  }
  item.text = jsonText(value);
  return item;
}
