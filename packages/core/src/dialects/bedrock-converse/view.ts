/**
 * A Converse request as the neutral view the HTML report draws: `system` first (kept apart from the messages), then
 * every message as written, every content block an item named by its union member (`text`, `toolUse`,
 * `toolResult`, `reasoningContent`, …), a tool result's content its nested items. Uses and results carry the
 * verdicts of the pairing the rules report from (`toolPairingFindings`); a server-side tool's use is linked to
 * the result in its own message.
 */
import type { ConversationView, ViewItem, ViewTurn } from "../../model/view.js";
import { jsonText, otherItem, viewLinks } from "../../model/view-build.js";
import { toolPairingFindings } from "./analyses/tool-pairing.js";
import { isRecord, memberOf, stringAt, type Block, type ConverseModel } from "./model.js";
import { bedrockPaths } from "./paths.js";

const child = bedrockPaths.child;

export function converseView(model: ConverseModel): ConversationView {
  const { request } = model;
  const { pairing, server } = toolPairingFindings(model);
  const links = viewLinks(pairing);
  const turns: ViewTurn[] = [];
  // A server-side tool runs within the assistant message: its result stands beside it.
  for (const turn of model.turns) {
    const uses = new Map<string, Block>();
    for (const block of turn.items) {
      const id = stringAt(block.body, "toolUseId");
      if (id === undefined) continue;
      if (block.type === "toolUse" && server?.has(block)) uses.set(id, block);
      else if (block.type === "toolResult" && turn.role === "assistant" && uses.has(id)) {
        links.set(uses.get(id)!, "answered");
        links.set(block, "answered", uses.get(id)!);
      }
    }
  }

  if (request.system !== undefined) {
    const items = Array.isArray(request.system)
      ? request.system.map((value, i) => blockItem(value, `/system/${i}`, child("system", i)))
      : [otherItem(request.system, "/system", "system")];
    turns.push({ role: "system", pointer: "/system", path: "system", items });
  }
  const raw = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  let m = 0;
  for (let index = 0; index < raw.length; index++) {
    const value = raw[index];
    const pointer = `/messages/${index}`;
    const path = child("messages", index);
    // The model's messages are the object ones, in order.
    const message = model.messages[m]?.index === index ? model.messages[m++]! : undefined;
    if (message === undefined || !isRecord(value)) {
      turns.push({ role: "?", pointer, path, items: [otherItem(value, pointer, path)] });
      continue;
    }
    const turn = turns.length;
    const items: ViewItem[] = [];
    const content = value.content;
    if (Array.isArray(content)) {
      let b = 0;
      let r = 0;
      for (let i = 0; i < content.length; i++) {
        // The model keeps object blocks only, and the blocks inside tool results apart, in order.
        const block = message.blocks[b]?.index === i ? message.blocks[b++]! : undefined;
        const item = blockItem(content[i], block?.pointer ?? `${pointer}/content/${i}`, block?.path ?? child(child(path, "content"), i));
        if (block?.type === "toolResult" && Array.isArray(isRecord(block.body) ? block.body.content : undefined)) {
          const inner = (block.body as Record<string, unknown>).content as unknown[];
          item.items = inner.map((nested, n) => {
            const found = message.resultBlocks[r]?.parent === block && message.resultBlocks[r]!.index === n ? message.resultBlocks[r++]! : undefined;
            return blockItem(
              nested,
              found?.pointer ?? `${block.pointer}/toolResult/content/${n}`,
              found?.path ?? child(child(child(block.path, "toolResult"), "content"), n),
            );
          });
        }
        links.mark(item, block, turn, i);
        items.push(item);
      }
    } else if (content !== undefined) items.push(otherItem(content, `${pointer}/content`, child(path, "content")));
    turns.push({ role: typeof value.role === "string" ? value.role : "?", pointer, path, items });
  }
  return { dialect: "bedrock-converse", turns };
}

/** A content block, of a message, of `system` or inside a tool result: its member names its kind. */
function blockItem(value: unknown, pointer: string, path: string): ViewItem {
  if (!isRecord(value)) return otherItem(value, pointer, path);
  const type = memberOf(value);
  if (type === undefined) return otherItem(value, pointer, path);
  const body = value[type];
  const item: ViewItem = { kind: "other", pointer, path, type };
  const str = (key: string) => stringAt(body, key);
  switch (type) {
    case "text":
      item.kind = "text";
      if (typeof body === "string") item.text = body;
      return item;
    case "json":
      // A tool's structured output: its JSON is its text.
      item.kind = "text";
      item.text = jsonText(body);
      return item;
    case "image":
    case "video":
    case "audio": {
      if (type === "image") item.kind = "image";
      const format = str("format");
      item.media = sourceMedia(isRecord(body) ? body.source : undefined, format !== undefined ? `${type}/${format}` : undefined);
      return item;
    }
    case "document": {
      item.kind = "document";
      const name = str("name");
      if (name !== undefined) item.name = name;
      const source = isRecord(body) ? body.source : undefined;
      item.media = sourceMedia(source, undefined);
      const text = stringAt(source, "text");
      if (text !== undefined) item.text = text;
      return item;
    }
    case "toolUse": {
      item.kind = "call";
      const id = str("toolUseId");
      const name = str("name");
      if (id !== undefined) item.id = id;
      if (name !== undefined) item.name = name;
      if (isRecord(body) && body.input !== undefined) item.text = jsonText(body.input);
      return item;
    }
    case "toolResult": {
      item.kind = "result";
      const id = str("toolUseId");
      if (id !== undefined) item.id = id;
      if (str("status") === "error") item.isError = true;
      return item;
    }
    case "reasoningContent": {
      item.kind = "thinking";
      // `redactedContent` holds no text: the report says it is encrypted.
      const text = isRecord(body) ? stringAt(body.reasoningText, "text") : undefined;
      if (text !== undefined) item.text = text;
      return item;
    }
    case "guardContent": {
      const text = isRecord(body) ? stringAt(body.text, "text") : undefined;
      if (text !== undefined) {
        item.kind = "text";
        item.text = text;
        return item;
      }
      break;
    }
  }
  item.text = jsonText(body);
  return item;
}

/** A media block's `source`: base64 `bytes`, or an S3 location (shown, never fetched). */
function sourceMedia(source: unknown, mediaType: string | undefined): NonNullable<ViewItem["media"]> {
  const media: NonNullable<ViewItem["media"]> = {};
  if (mediaType !== undefined) media.mediaType = mediaType;
  if (!isRecord(source)) return media;
  if (typeof source.bytes === "string") media.data = source.bytes;
  const uri = isRecord(source.s3Location) ? source.s3Location.uri : undefined;
  if (typeof uri === "string") media.url = uri;
  return media;
}
