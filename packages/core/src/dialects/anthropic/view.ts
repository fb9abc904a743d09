/**
 * The Messages API request as the neutral view the HTML report draws: `system` first, then each message as
 * written, every content block an item. Calls and results carry the verdict of the one pairing analysis the
 * rules report from (`analyzeToolPairing`), so a drawn link and a reported finding never disagree.
 */
import type { ConversationView, ViewItem, ViewTurn } from "../../model/view.js";
import { jsonText, otherItem as other, viewLinks } from "../../model/view-build.js";
import { analyzeToolPairing, isServerToolResult, isServerToolUse } from "./analyses/tool-pairing.js";
import { isRecord, shared, type Block, type Conversation } from "./conversation.js";
import { anthropicPaths } from "./paths.js";

const child = anthropicPaths.child;

export function anthropicView(conversation: Conversation): ConversationView {
  const { request } = conversation;
  const pairing = shared(conversation, analyzeToolPairing);
  const links = viewLinks({ calls: pairing.toolUses, results: pairing.toolResults });
  // Server tools are paired in their own turn, by the analysis's own verdicts.
  const serverCalls = new Map<string, Block>();
  for (const { serverToolUse, id, status } of pairing.serverToolUses) {
    links.set(serverToolUse, status === "resolved" ? "answered" : status === "in-flight" ? "in-flight" : "missing");
    serverCalls.set(id, serverToolUse);
  }
  for (const { result, id, unexpected } of pairing.serverToolResults) {
    const call = unexpected ? undefined : serverCalls.get(id);
    if (call) links.set(result, "answered", call);
    else links.set(result, "unexpected");
  }

  const turns: ViewTurn[] = [];
  /** A content as items; `blocks` are the model's blocks of it, in order, whose nodes and verdicts the items take. */
  const content = (value: unknown, pointer: string, path: string, blocks: readonly Block[] = []): ViewItem[] => {
    if (typeof value === "string") return [{ kind: "text", pointer, path, type: "text", text: value }];
    if (!Array.isArray(value)) return value === undefined ? [] : [other(value, pointer, path)];
    const items: ViewItem[] = [];
    let b = 0;
    for (let i = 0; i < value.length; i++) {
      // The model keeps object blocks only: the others get nodes of their own.
      const block = blocks[b]?.blockIndex === i ? blocks[b++] : undefined;
      const item = block ? blockItem(value[i], block.pointer, block.path) : blockItem(value[i], `${pointer}/${i}`, child(path, i));
      links.mark(item, block, turns.length, i);
      items.push(item);
    }
    return items;
  };
  // `system` holds no calls: its blocks need no verdicts.
  if (request.system !== undefined)
    turns.push({ role: "system", pointer: "/system", path: "system", items: content(request.system, "/system", "system") });
  const messages = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  let m = 0;
  for (let index = 0; index < messages.length; index++) {
    const value = messages[index];
    // The model's messages are the object ones, in order.
    const message = conversation.messages[m]?.index === index ? conversation.messages[m++]! : undefined;
    if (!message || !isRecord(value)) {
      const pointer = `/messages/${index}`;
      const path = child("messages", index);
      turns.push({ role: "?", pointer, path, items: [other(value, pointer, path)] });
      continue;
    }
    const role = typeof value.role === "string" ? value.role : "?";
    const items = content(value.content, `${message.pointer}/content`, child(message.path, "content"), message.blocks);
    turns.push({ role, pointer: message.pointer, path: message.path, items });
  }
  return { dialect: "anthropic", turns };
}

function blockItem(block: unknown, pointer: string, path: string): ViewItem {
  if (!isRecord(block)) return other(block, pointer, path);
  const type = typeof block.type === "string" ? block.type : undefined;
  const item: ViewItem = { kind: "other", pointer, path };
  if (type !== undefined) item.type = type;
  const str = (field: string) => (typeof block[field] === "string" ? (block[field] as string) : undefined);
  switch (type) {
    case "text":
      item.kind = "text";
      setText(item, str("text"));
      return item;
    case "image":
      item.kind = "image";
      setMedia(item, block.source);
      return item;
    case "document":
      item.kind = "document";
      setMedia(item, block.source);
      setText(item, str("title"), "name");
      setText(item, documentText(block.source));
      return item;
    case "thinking":
      item.kind = "thinking";
      setText(item, str("thinking"));
      return item;
    case "redacted_thinking":
      item.kind = "thinking";
      return item;
    case "tool_result":
      item.kind = "result";
      setText(item, str("tool_use_id"), "id");
      if (block.is_error === true) item.isError = true;
      if (typeof block.content === "string") setText(item, block.content);
      else if (Array.isArray(block.content))
        item.items = block.content.map((nested, i) => blockItem(nested, `${pointer}/content/${i}`, child(child(path, "content"), i)));
      return item;
  }
  if (type !== undefined && (type === "tool_use" || isServerToolUse({ type } as Block))) {
    item.kind = "call";
    setText(item, str("id"), "id");
    setText(item, str("name"), "name");
    if (block.input !== undefined) setText(item, jsonText(block.input));
    return item;
  }
  if (type !== undefined && isServerToolResult({ type } as Block)) {
    item.kind = "result";
    setText(item, str("tool_use_id"), "id");
    if (block.content !== undefined) setText(item, jsonText(block.content));
    return item;
  }
  setText(item, jsonText(block));
  return item;
}

function setText(item: ViewItem, value: string | undefined, field: "text" | "id" | "name" = "text"): void {
  if (value !== undefined) item[field] = value;
}

/** An image's or document's `source`: base64 data with its media type, a URL, or a Files API id (shown, never fetched). */
function setMedia(item: ViewItem, source: unknown): void {
  if (!isRecord(source)) return;
  const media: NonNullable<ViewItem["media"]> = {};
  if (typeof source.media_type === "string") media.mediaType = source.media_type;
  if (source.type === "base64" && typeof source.data === "string") media.data = source.data;
  if (typeof source.url === "string") media.url = source.url;
  else if (typeof source.file_id === "string") media.url = `file_id:${source.file_id}`;
  item.media = media;
}

/** A plain-text document's text (`source.type: "text"`). */
function documentText(source: unknown): string | undefined {
  return isRecord(source) && source.type === "text" && typeof source.data === "string" ? source.data : undefined;
}
