/**
 * Images and documents as the media rules see them (api-rules.md §8): every `image` and `document` block, in
 * `messages` and inside `tool_result.content`, with the API's path for it; and what their base64 bytes are.
 *
 * Base64 images are hundreds of kilobytes. Nothing here decodes a whole one: the decoder reads the few bytes
 * a header needs, at any offset, straight from the base64 text (4 characters hold 3 bytes), so a JPEG's
 * start-of-frame marker behind a 60 KB EXIF segment costs a handful of 4-character groups.
 */
import { isRecord, shared, type Conversation } from "../conversation.js";
import { at, tagged } from "../paths.js";
import type { Node } from "../../../types.js";

// ---------------------------------------------------------------------------------------------------------
// Base64, read at random offsets

/** The standard alphabet, with `=` padding (RFC 4648 §4): what the API decodes. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const SEXTET = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) SEXTET[ALPHABET.charCodeAt(i)] = i;

/** Why a text is not base64. */
export type Base64Problem =
  /** A character outside the alphabet, at this index of the text. */
  | { kind: "character"; index: number; character: string }
  /** The length is not a multiple of 4, or `=` is where no padding can be. */
  | { kind: "padding" };

/**
 * Bytes of a base64 text, decoded on demand. `read` decodes only the 4-character groups that hold the
 * bytes asked for, and checks only their characters: a bad character elsewhere goes unnoticed.
 */
export class Base64Bytes {
  /** Bytes the whole text decodes to (from its length and padding; nothing is decoded). */
  readonly byteLength: number;
  /** A problem found without decoding: the length, the padding, or a bad character in the first or last groups. */
  readonly problem: Base64Problem | undefined;

  constructor(readonly text: string) {
    const n = text.length;
    let pad = 0;
    if (n > 0 && text.charCodeAt(n - 1) === 61) pad = n > 1 && text.charCodeAt(n - 2) === 61 ? 2 : 1;
    this.byteLength = Math.max(0, Math.floor(((n - pad) * 3) / 4));
    // The first groups and the last carry the usual mistakes (a `data:` prefix, `[object Object]`, a cut end).
    this.problem =
      this.checkGroup(0) ?? this.checkGroup(1) ?? (n % 4 !== 0 ? { kind: "padding" } : this.checkGroup(Math.max(0, Math.floor((n - 1) / 4))));
  }

  /** A problem in the 4-character group `group`, or undefined when it is good base64. */
  private checkGroup(group: number): Base64Problem | undefined {
    const start = group * 4;
    const end = Math.min(start + 4, this.text.length);
    const last = end === this.text.length;
    for (let i = start; i < end; i++) {
      const code = this.text.charCodeAt(i);
      if (code === 61) {
        // `=` only in the last group's last two places, and only ending it.
        if (!last || i < end - 2 || (i === end - 2 && this.text.charCodeAt(end - 1) !== 61)) return { kind: "padding" };
        continue;
      }
      if (code >= 128 || SEXTET[code]! < 0) return { kind: "character", index: i, character: this.text[i]! };
    }
    return undefined;
  }

  /**
   * `count` bytes from `offset`, fewer where the data ends; a problem when a character in the groups read is
   * not base64.
   */
  read(offset: number, count: number): Uint8Array | Base64Problem {
    const end = Math.min(offset + count, this.byteLength);
    if (end <= offset) return new Uint8Array(0);
    const out = new Uint8Array(end - offset);
    const firstGroup = Math.floor(offset / 3);
    const lastGroup = Math.floor((end - 1) / 3);
    for (let group = firstGroup; group <= lastGroup; group++) {
      const problem = this.checkGroup(group);
      if (problem) return problem;
      const at = group * 4;
      let bits = 0;
      for (let i = 0; i < 4; i++) {
        const code = this.text.charCodeAt(at + i);
        bits = (bits << 6) | (code === 61 || Number.isNaN(code) ? 0 : SEXTET[code]!);
      }
      for (let j = 0; j < 3; j++) {
        const index = group * 3 + j - offset;
        if (index >= 0 && index < out.length) out[index] = (bits >> (16 - 8 * j)) & 0xff;
      }
    }
    return out;
  }
}

const isProblem = (value: Uint8Array | Base64Problem): value is Base64Problem => !(value instanceof Uint8Array);

// ---------------------------------------------------------------------------------------------------------
// Image headers

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

/** The `media_type` of each format the API takes. */
export const IMAGE_MEDIA_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** Each format's name, as people write it. */
export const IMAGE_FORMAT_NAMES: Readonly<Record<ImageFormat, string>> = { jpeg: "JPEG", png: "PNG", gif: "GIF", webp: "WebP" };

export type ImageSniff =
  /** A PNG, JPEG, GIF or WebP; width and height from its header (undefined when the header does not say). */
  | { kind: "image"; format: ImageFormat; width: number | undefined; height: number | undefined }
  /** Zero bytes. */
  | { kind: "empty" }
  /** Not base64. */
  | { kind: "invalid-base64"; problem: Base64Problem }
  /** Bytes of no format the API takes; `other` names them when they are a known kind ("an SVG image"). */
  | { kind: "unknown-format"; other: string | undefined }
  /** The format's magic number, but the data ends before its header does. */
  | { kind: "truncated"; format: ImageFormat };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = ascii("IHDR");
const GIF = ascii("GIF8");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** Known formats the API does not take, by magic number, as hints name them. */
const OTHER_FORMATS: readonly [string, readonly number[], number?][] = [
  ["a BMP image", ascii("BM")],
  ["a TIFF image", [0x49, 0x49, 0x2a, 0x00]],
  ["a TIFF image", [0x4d, 0x4d, 0x00, 0x2a]],
  ["a PDF document", ascii("%PDF-")],
  ["an ICO icon", [0x00, 0x00, 0x01, 0x00]],
  ["a HEIC or AVIF image", ascii("ftyp"), 4],
  ["an SVG image", ascii("<svg")],
  ["an XML document (an SVG image?)", ascii("<?xml")],
  ["an HTML page", ascii("<!DOCTYPE")],
  ["an HTML page", ascii("<!doctype")],
  ["an HTML page", ascii("<html")],
  ["JSON text", ascii("{")],
];

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

/** Start-of-frame markers (SOF0–SOF15 without DHT, JPG and DAC), which carry the frame's size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** A JPEG's segments before its frame are few; a bound keeps a crafted file from making this a long walk. */
const MAX_JPEG_SEGMENTS = 512;

function jpegSize(bytes: Base64Bytes): ImageSniff {
  let offset = 2;
  for (let segment = 0; segment < MAX_JPEG_SEGMENTS; segment++) {
    const head = bytes.read(offset, 4);
    if (isProblem(head)) return { kind: "invalid-base64", problem: head };
    if (head.length < 2) return { kind: "truncated", format: "jpeg" };
    if (head[0] !== 0xff) return { kind: "unknown-format", other: "a JPEG with a damaged header" };
    const marker = head[1]!;
    // Fill bytes: a marker may be preceded by any number of 0xFF.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return { kind: "unknown-format", other: "a JPEG without a frame header" };
    if (head.length < 4) return { kind: "truncated", format: "jpeg" };
    if (JPEG_SOF.has(marker)) {
      const frame = bytes.read(offset + 5, 4);
      if (isProblem(frame)) return { kind: "invalid-base64", problem: frame };
      if (frame.length < 4) return { kind: "truncated", format: "jpeg" };
      const height = u16be(frame, 0);
      const width = u16be(frame, 2);
      // A height of 0 is defined later by a DNL marker: the header does not say.
      return { kind: "image", format: "jpeg", width, height: height === 0 ? undefined : height };
    }
    const length = u16be(head, 2);
    if (length < 2) return { kind: "unknown-format", other: "a JPEG with a damaged header" };
    offset += 2 + length;
  }
  return { kind: "image", format: "jpeg", width: undefined, height: undefined };
}

function webpSize(head: Uint8Array): ImageSniff {
  const chunk = String.fromCharCode(...head.subarray(12, 16));
  if (head.length < 30) return { kind: "truncated", format: "webp" };
  if (chunk === "VP8X") return { kind: "image", format: "webp", width: 1 + u24le(head, 24), height: 1 + u24le(head, 27) };
  if (chunk === "VP8L") {
    if (head[20] !== 0x2f) return { kind: "unknown-format", other: "a WebP with a damaged header" };
    const b1 = head[21]!,
      b2 = head[22]!,
      b3 = head[23]!,
      b4 = head[24]!;
    return {
      kind: "image",
      format: "webp",
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  if (chunk === "VP8 ") {
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return { kind: "unknown-format", other: "a WebP with a damaged header" };
    return { kind: "image", format: "webp", width: u16le(head, 26) & 0x3fff, height: u16le(head, 28) & 0x3fff };
  }
  return { kind: "unknown-format", other: "a WebP with a damaged header" };
}

/** The bytes a header needs: PNG's IHDR ends at 24, WebP's frame header at 30. */
const HEAD_BYTES = 32;

/** What a base64 image is, from its first bytes (and, for JPEG, its segment headers). Never decodes it whole. */
export function sniffImage(data: string): ImageSniff {
  const bytes = new Base64Bytes(data);
  if (data.length === 0) return { kind: "empty" };
  if (bytes.problem) return { kind: "invalid-base64", problem: bytes.problem };
  const head = bytes.read(0, HEAD_BYTES);
  if (isProblem(head)) return { kind: "invalid-base64", problem: head };
  if (head.length === 0) return { kind: "empty" };

  if (startsWith(head, PNG)) {
    if (head.length < 24) return { kind: "truncated", format: "png" };
    if (!startsWith(head, IHDR, 12)) return { kind: "unknown-format", other: "a PNG with a damaged header" };
    return { kind: "image", format: "png", width: u32be(head, 16), height: u32be(head, 20) };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return jpegSize(bytes);
  if (startsWith(head, [0xff, 0xd8]) && head.length < 3) return { kind: "truncated", format: "jpeg" };
  if (startsWith(head, GIF) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    if (head.length < 10) return { kind: "truncated", format: "gif" };
    return { kind: "image", format: "gif", width: u16le(head, 6), height: u16le(head, 8) };
  }
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return webpSize(head);
  const other = OTHER_FORMATS.find(([, magic, at]) => startsWith(head, magic, at ?? 0));
  return { kind: "unknown-format", other: other?.[0] };
}

/** Where a PDF's `%PDF-` header may sit: readers accept it within the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;
const PDF_MAGIC = ascii("%PDF-");

export type PdfSniff =
  { kind: "pdf" } | { kind: "empty" } | { kind: "invalid-base64"; problem: Base64Problem } | { kind: "not-pdf"; other: string | undefined };

/** Whether base64 data is a PDF: its `%PDF-` header, looked for in the first 1024 bytes only. */
export function sniffPdf(data: string): PdfSniff {
  const bytes = new Base64Bytes(data);
  if (data.length === 0) return { kind: "empty" };
  if (bytes.problem) return { kind: "invalid-base64", problem: bytes.problem };
  const head = bytes.read(0, PDF_HEADER_WINDOW);
  if (isProblem(head)) return { kind: "invalid-base64", problem: head };
  if (head.length === 0) return { kind: "empty" };
  for (let i = 0; i + PDF_MAGIC.length <= head.length; i++) {
    if (startsWith(head, PDF_MAGIC, i)) return { kind: "pdf" };
  }
  const image = sniffImage(data);
  const other = image.kind === "image" ? `a ${IMAGE_FORMAT_NAMES[image.format]} image` : image.kind === "unknown-format" ? image.other : undefined;
  return { kind: "not-pdf", other };
}

// ---------------------------------------------------------------------------------------------------------
// Media blocks in a conversation

/** The limits of api-rules.md §8. */
export const MEDIA_LIMITS = {
  /** Bytes a base64 image may decode to (#67). */
  imageBytes: 5 * 1024 * 1024,
  /** Pixels on an image's longest side (#68). */
  imageSide: 8000,
  /** More images than this make a many-image request (#69)… */
  manyImages: 20,
  /** …in which an image's longest side may have this many pixels. */
  manyImageSide: 2000,
  /** Images and documents in one request (#73). */
  mediaItems: 100,
} as const;

export interface MediaBlock extends Node {
  kind: "image" | "document";
  value: Readonly<Record<string, unknown>>;
  /** The block's `source`, when it is an object. */
  source: Readonly<Record<string, unknown>> | undefined;
  /** JSON pointer to the block. */
  pointer: string;
  /** The API's path for the block: `messages.N.content.M`, or `messages.N.content.M.tool_result.content.K`. */
  path: string;
}

/** Every image and document block, in request order: top-level blocks, and those inside a `tool_result`. */
export function mediaBlocks(conversation: Conversation): MediaBlock[] {
  const out: MediaBlock[] = [];
  const add = (value: Readonly<Record<string, unknown>>, { pointer, path }: Node) => {
    if (value.type !== "image" && value.type !== "document") return;
    out.push({ kind: value.type, value, source: isRecord(value.source) ? value.source : undefined, pointer, path });
  };
  // Nodes are made only for media blocks: a nested block's is derived when it is one.
  const isMedia = (value: Readonly<Record<string, unknown>>) => value.type === "image" || value.type === "document";
  for (const message of conversation.messages) {
    for (const block of message.blocks) {
      if (block.blockIndex < 0) continue;
      if (isMedia(block.value)) add(block.value, block);
      const { content } = block.value;
      if (block.type !== "tool_result" || !Array.isArray(content)) continue;
      content.forEach((item, k) => {
        if (isRecord(item) && isMedia(item)) add(item, at(tagged(block, "tool_result"), "content", k));
      });
    }
  }
  return out;
}

export interface Base64Image {
  block: MediaBlock;
  /** `source.data` */
  data: string;
  /** `source.media_type`, as given. */
  mediaType: unknown;
  /** Bytes the data decodes to, from its length. */
  byteLength: number;
  sniff: ImageSniff;
}

/** Every image with a base64 source and string data, sniffed once for all the rules that ask. */
export function base64Images(conversation: Conversation): Base64Image[] {
  return shared(conversation, mediaBlocks)
    .filter((block) => block.kind === "image" && block.source?.type === "base64" && typeof block.source.data === "string")
    .map((block) => {
      const data = block.source!.data as string;
      return { block, data, mediaType: block.source!.media_type, byteLength: new Base64Bytes(data).byteLength, sniff: sniffImage(data) };
    });
}

/** The format a media type names, when it is one the API takes. */
export function formatOfMediaType(mediaType: unknown): ImageFormat | undefined {
  return (Object.keys(IMAGE_MEDIA_TYPES) as ImageFormat[]).find((format) => IMAGE_MEDIA_TYPES[format] === mediaType);
}
