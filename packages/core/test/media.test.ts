import { describe, expect, it } from "vitest";
import { buildConversation } from "../src/dialects/anthropic/conversation.js";
import { Base64Bytes, base64Images, mediaBlocks, sniffImage, sniffPdf } from "../src/dialects/anthropic/analyses/media.js";

// Every image here is built byte by byte in the test: headers only, which is all the sniffer reads.

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : [...part])));
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const b64 = (data: Uint8Array) => Buffer.from(data).toString("base64");

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(
    PNG_SIGNATURE,
    u32be(13),
    "IHDR",
    u32be(width),
    u32be(height),
    [8, 2, 0, 0, 0],
    [0x12, 0x34, 0x56, 0x78],
    u32be(0),
    "IEND",
    [0xae, 0x42, 0x60, 0x82],
  );
const gif = (width: number, height: number) => bytes("GIF89a", u16le(width), u16le(height), [0xf0, 0, 0], [0, 0, 0, 0xff, 0xff, 0xff], ";");
/** A JPEG's segments: APPn payloads of the given sizes, then a frame header (SOFn) with the size. */
const jpeg = (width: number, height: number, { appSizes = [14], sof = 0xc0 }: { appSizes?: number[]; sof?: number } = {}) =>
  bytes(
    [0xff, 0xd8],
    ...appSizes.map((size, i) => bytes([0xff, 0xe0 + i], u16be(size + 2), new Uint8Array(size).fill(0x41))),
    [0xff, 0xdb],
    u16be(3),
    [0],
    [0xff, sof],
    u16be(11),
    [8],
    u16be(height),
    u16be(width),
    [1, 1, 0x11, 0],
    [0xff, 0xd9],
  );
const riff = (chunk: string, payload: Uint8Array) => bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [payload.length, 0, 0, 0], payload);
const webpVp8x = (width: number, height: number) => riff("VP8X", bytes([0x10, 0, 0, 0], u24le(width - 1), u24le(height - 1)));
const webpVp8l = (width: number, height: number) => {
  const w = width - 1;
  const h = height - 1;
  return riff("VP8L", bytes([0x2f, w & 0xff, ((w >> 8) & 0x3f) | ((h & 0x3) << 6), (h >> 2) & 0xff, (h >> 10) & 0x0f], new Uint8Array(8)));
};
const webpVp8 = (width: number, height: number) =>
  riff("VP8 ", bytes([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a], u16le(width), u16le(height), new Uint8Array(8)));

describe("Base64Bytes", () => {
  it("decodes any byte range like a full decoder would", () => {
    const data = Uint8Array.from({ length: 300 }, (_, i) => (i * 73 + 11) & 0xff);
    for (const length of [298, 299, 300]) {
      const text = b64(data.subarray(0, length));
      const reader = new Base64Bytes(text);
      expect(reader.byteLength).toBe(length);
      expect(reader.problem).toBeUndefined();
      for (const [offset, count] of [
        [0, 1],
        [0, 32],
        [1, 2],
        [2, 5],
        [100, 7],
        [length - 3, 10],
        [length, 4],
      ] as const) {
        expect([...(reader.read(offset, count) as Uint8Array)]).toEqual([...data.subarray(offset, Math.min(offset + count, length))]);
      }
    }
  });

  it("reports a text that is not base64", () => {
    expect(new Base64Bytes("data:image/png;base64,iVBORw0KGgo=").problem).toEqual({ kind: "character", index: 4, character: ":" });
    expect(new Base64Bytes("[object Object]").problem).toMatchObject({ kind: "character", character: "[" });
    expect(new Base64Bytes("iVBORw0KGgo").problem).toEqual({ kind: "padding" });
    expect(new Base64Bytes("iVBO=w0KGgo=").problem).toEqual({ kind: "padding" });
    expect(new Base64Bytes("iVBORw0KGg==").problem).toBeUndefined();
  });

  it("checks only the groups it reads: a bad character far from the header goes unnoticed", () => {
    const text = b64(png(640, 480)) + "!!!!" + "AAAA".repeat(10);
    expect(new Base64Bytes(text).read(0, 24)).toBeInstanceOf(Uint8Array);
    expect(new Base64Bytes(text).read(0, 200)).toMatchObject({ kind: "character", character: "!" });
  });
});

describe("sniffImage", () => {
  it.each([
    ["PNG", png(1280, 9000), "png", 1280, 9000],
    ["GIF", gif(12, 7), "gif", 12, 7],
    ["baseline JPEG", jpeg(640, 480), "jpeg", 640, 480],
    ["progressive JPEG", jpeg(3000, 2000, { sof: 0xc2 }), "jpeg", 3000, 2000],
    ["WebP VP8X", webpVp8x(8193, 16), "webp", 8193, 16],
    ["WebP VP8L", webpVp8l(640, 480), "webp", 640, 480],
    ["WebP VP8", webpVp8(123, 77), "webp", 123, 77],
  ] as const)("reads the size of a %s from its header", (_, image, format, width, height) => {
    expect(sniffImage(b64(image))).toEqual({ kind: "image", format, width, height });
  });

  it("finds a JPEG frame header behind large EXIF and ICC segments without decoding them", () => {
    const image = jpeg(4032, 3024, { appSizes: [65000, 60000, 3000] });
    const text = b64(image);
    // Spoil every 4-character group inside the segment payloads: decoding any of them would fail.
    const spoiled = [...text];
    const headers: [number, number][] = [];
    let offset = 2;
    for (const size of [65000, 60000, 3000]) {
      headers.push([offset, offset + 4]);
      offset += 4 + size;
    }
    // Kept: the first 32 bytes (the generic header read), each segment's marker and length, and the frame header.
    const keep = (group: number) =>
      group <= 11 || headers.some(([from, to]) => group * 3 < to + 3 && group * 3 + 3 > from - 3) || group * 3 >= offset - 3;
    for (let group = 0; group * 4 < spoiled.length; group++) {
      if (!keep(group)) spoiled.splice(group * 4, 4, "!", "!", "!", "!");
    }
    expect(spoiled.filter((c) => c === "!").length).toBeGreaterThan(150_000);
    expect(sniffImage(spoiled.join(""))).toEqual({ kind: "image", format: "jpeg", width: 4032, height: 3024 });
  });

  it("tells empty, truncated, foreign and non-base64 data apart", () => {
    expect(sniffImage("")).toEqual({ kind: "empty" });
    expect(sniffImage(b64(png(10, 10).subarray(0, 20)))).toEqual({ kind: "truncated", format: "png" });
    expect(sniffImage(b64(jpeg(10, 10).subarray(0, 30)))).toEqual({ kind: "truncated", format: "jpeg" });
    expect(sniffImage(b64(bytes("BM", new Uint8Array(40))))).toEqual({ kind: "unknown-format", other: "a BMP image" });
    expect(sniffImage(b64(bytes("<!DOCTYPE html><html></html>")))).toEqual({ kind: "unknown-format", other: "an HTML page" });
    expect(sniffImage(b64(bytes("%PDF-1.7\n")))).toEqual({ kind: "unknown-format", other: "a PDF document" });
    expect(sniffImage(b64(new Uint8Array(48).fill(7)))).toEqual({ kind: "unknown-format", other: undefined });
    expect(sniffImage(b64(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2])))).toEqual({ kind: "unknown-format", other: "a JPEG without a frame header" });
    expect(sniffImage(`data:image/png;base64,${b64(png(1, 1))}`)).toMatchObject({ kind: "invalid-base64" });
    expect(sniffImage("[object Object]")).toMatchObject({ kind: "invalid-base64" });
  });
});

describe("sniffPdf", () => {
  it("looks for %PDF- within the first 1024 bytes", () => {
    expect(sniffPdf(b64(bytes("%PDF-1.4\n1 0 obj\n")))).toEqual({ kind: "pdf" });
    expect(sniffPdf(b64(bytes(new Uint8Array(1000).fill(32), "%PDF-1.7\n")))).toEqual({ kind: "pdf" });
    expect(sniffPdf(b64(bytes(new Uint8Array(1100).fill(32), "%PDF-1.7\n")))).toEqual({ kind: "not-pdf", other: undefined });
    expect(sniffPdf(b64(png(10, 10)))).toEqual({ kind: "not-pdf", other: "a PNG image" });
    expect(sniffPdf("")).toEqual({ kind: "empty" });
    expect(sniffPdf("JVBERi0x!")).toMatchObject({ kind: "invalid-base64" });
  });
});

describe("mediaBlocks", () => {
  it("finds images and documents in messages and in tool results, with the API's paths", () => {
    const image = { type: "image", source: { type: "base64", media_type: "image/png", data: b64(png(3, 4)) } };
    const conversation = buildConversation({
      messages: [
        { role: "user", content: [{ type: "text", text: "Look" }, image] },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "screenshot", input: {} }] },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_1",
              content: [{ type: "text", text: "ok" }, image, { type: "document", source: { type: "text", media_type: "text/plain", data: "x" } }],
            },
          ],
        },
        { role: "user", content: "no media in a string" },
      ],
    });
    expect(mediaBlocks(conversation).map((block) => [block.kind, block.path, block.pointer])).toEqual([
      ["image", "messages.0.content.1", "/messages/0/content/1"],
      ["image", "messages.2.content.0.tool_result.content.1", "/messages/2/content/0/content/1"],
      ["document", "messages.2.content.0.tool_result.content.2", "/messages/2/content/0/content/2"],
    ]);
    expect(base64Images(conversation).map((image) => [image.byteLength, image.sniff])).toEqual([
      [png(3, 4).length, { kind: "image", format: "png", width: 3, height: 4 }],
      [png(3, 4).length, { kind: "image", format: "png", width: 3, height: 4 }],
    ]);
  });
});
