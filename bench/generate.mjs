#!/usr/bin/env node
/**
 * Deterministic, seeded corpus generators for the benchmark (issue 8). Same seed, same bytes, on any machine.
 *
 * The mix: text with non-ASCII characters, `tool_use` with nested input matching its tool's `input_schema`,
 * `tool_result` as a string and as blocks (text, and real PNG images of a few hundred KB), thinking blocks
 * with long signatures, and broken pairs at a chosen rate (a missing result, text before the result, a result
 * with the wrong id). Clean documents produce no finding at all; each broken one produces at least one error.
 *
 * Output goes to bench/.corpus/ (gitignored). Each item is regenerated only when it is missing or when this
 * file changes: its stamp holds the SHA-256 of this file's source.
 *
 *   node bench/generate.mjs            every item
 *   node bench/generate.mjs --quick    the items `run.mjs --quick` needs
 *   node bench/generate.mjs ITEM...    some items (names below)
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { Buffer } from "node:buffer";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const HERE = dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = join(HERE, ".corpus");
/** The generator's version: its own source. Any change to it regenerates every item. */
export const GENERATOR_VERSION = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest("hex")
  .slice(0, 16);

// ---------------------------------------------------------------------------------------------------------
// PRNG: sfc32 seeded through splitmix32 (small, fast, good enough for corpora; no dependency).

export function rngFrom(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  const rng = () => next() / 4294967296;
  rng.int = (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
  rng.pick = (list) => list[Math.floor(rng() * list.length)];
  rng.chance = (p) => rng() < p;
  rng.u32 = next;
  return rng;
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks: words (a fifth of them non-ASCII), identifiers, base64 and PNG images.

const WORDS = (
  "the a of to and in is for that it with on as this be are by from at or an not was have but we can will " +
  "function return const import export default async await error request response message user assistant " +
  "tool result content type value index file path line column test build deploy commit branch merge query " +
  "database table column schema migration cache latency timeout retry server client token model context " +
  "users teams router handler middleware config option parser stream buffer worker thread process memory"
).split(" ");
const WORDS_NON_ASCII = (
  "café naïve résumé Zürich Ångström façade déjà-vu über straße Größe año niño São Paulo Kraków " +
  "Привет мир данные ошибка файл запрос ответ Ελληνικά δεδομένα σφάλμα 日本語 東京 データ エラー 関数 " +
  "中文 数据 错误 文件 请求 한국어 데이터 오류 العربية بيانات خطأ हिन्दी डेटा ✓ → ← ≥ ≤ — … “quoted” 🚀 🔥 ✅ 👍 🙂"
).split(" ");

function sentence(rng, words = rng.int(6, 18)) {
  let out = "";
  for (let i = 0; i < words; i++) {
    const word = rng.chance(0.2) ? rng.pick(WORDS_NON_ASCII) : rng.pick(WORDS);
    out += i === 0 ? word[0].toUpperCase() + word.slice(1) : " " + word;
  }
  return out + rng.pick([".", ".", ".", "?", "!", ":"]);
}

function paragraph(rng, sentences = rng.int(2, 6)) {
  let out = sentence(rng);
  for (let i = 1; i < sentences; i++) out += " " + sentence(rng);
  return out;
}

/** Text of about `chars` characters, in paragraphs separated by blank lines. */
function prose(rng, chars) {
  let out = paragraph(rng);
  while (out.length < chars) out += "\n\n" + paragraph(rng);
  return out;
}

const CODE_LINES = [
  "export async function handler(req, res) {",
  "  const users = await db.user.findMany({ include: { teams: true } });",
  '  if (!users.length) return res.status(404).json({ error: "not found" });',
  "  for (const u of users) console.log(`${u.id}\\t${u.name}`);",
  "}",
  "def parse(line: str) -> dict[str, int]:",
  "    return {k: int(v) for k, v in (p.split('=') for p in line.split('&'))}",
  "SELECT u.id, u.name, count(t.id) FROM users u LEFT JOIN teams t ON t.user_id = u.id GROUP BY 1, 2;",
  "error[E0502]: cannot borrow `self.buf` as mutable because it is also borrowed as immutable",
  "    at Object.<anonymous> (/home/dev/app/src/index.ts:42:13)",
  "✓ 128 tests passed (3.42 s) — 2 skipped",
  "diff --git a/src/routes/users.ts b/src/routes/users.ts",
  "@@ -10,7 +10,7 @@ router.get('/users', async (req, res) => {",
];

/** Tool output: lines of code, logs and prose, about `chars` characters. */
function toolOutput(rng, chars) {
  let out = "";
  while (out.length < chars) out += (rng.chance(0.7) ? rng.pick(CODE_LINES) : sentence(rng)) + "\n";
  return out;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function toolUseId(rng) {
  let id = "toolu_01";
  for (let i = 0; i < 22; i++) id += BASE62[rng.int(0, 61)];
  return id;
}

function randomBytes(rng, length) {
  const bytes = new Uint8Array(length);
  const words = Math.floor(length / 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words; i++) view.setUint32(i * 4, rng.u32());
  for (let i = words * 4; i < length; i++) bytes[i] = rng.u32() & 0xff;
  return Buffer.from(bytes.buffer);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffer) {
  let c = 0xffffffff;
  for (let i = 0; i < buffer.length; i++) c = CRC_TABLE[(c ^ buffer[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real, decodable PNG (RGB noise, stored deflate) of `width` × `height`: media checks see a plausible image. */
export function png(rng, width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rowBytes = 1 + width * 3;
  const raw = randomBytes(rng, rowBytes * height);
  for (let y = 0; y < height; y++) raw[y * rowBytes] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 0 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Shared material: a few screenshots (150–400 KB of PNG, 200–530 KB of base64) and a base64 pool signatures
 * are cut from. Recorded corpora repeat screenshots too; reuse keeps generating 500 MB to about a minute.
 */
export function material(seed) {
  const rng = rngFrom(seed ^ 0x5eed);
  const images = [];
  for (let i = 0; i < 6; i++) {
    const width = rng.pick([320, 480, 640, 800]);
    const height = Math.round(rng.int(150_000, 400_000) / (1 + width * 3));
    images.push({ width, height, base64: png(rng, width, height).toString("base64") });
  }
  const small = [];
  for (let i = 0; i < 4; i++) small.push({ width: 64, height: 48, base64: png(rng, 64, 48).toString("base64") });
  const signatures = randomBytes(rng, 300_000).toString("base64");
  return { images, small, signatures };
}

// ---------------------------------------------------------------------------------------------------------
// Requests.

const TOOLS = [
  {
    name: "bash",
    description: "Run a shell command in the repository root and return its stdout and stderr.",
    input_schema: {
      type: "object",
      properties: {
        command: { type: "string", description: "The command to run." },
        timeout_ms: { type: "integer", minimum: 1000, maximum: 600000 },
      },
      required: ["command"],
      additionalProperties: false,
    },
  },
  {
    name: "edit_file",
    description: "Replace one exact occurrence of old_string with new_string in a file.",
    input_schema: {
      type: "object",
      properties: { path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } },
      required: ["path", "old_string", "new_string"],
      additionalProperties: false,
    },
  },
  {
    name: "search_code",
    description: "Search the code base. Filters narrow the files; options shape the results.",
    input_schema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1 },
        filters: {
          type: "object",
          properties: {
            paths: { type: "array", items: { type: "string" } },
            languages: { type: "array", items: { type: "string", enum: ["ts", "js", "py", "rs", "go", "sql"] } },
            modified: {
              type: "object",
              properties: { after: { type: "string" }, before: { type: "string" } },
              additionalProperties: false,
            },
          },
          additionalProperties: false,
        },
        options: {
          type: "object",
          properties: { max_results: { type: "integer", minimum: 1, maximum: 500 }, case_sensitive: { type: "boolean" } },
        },
      },
      required: ["query"],
    },
  },
  {
    name: "screenshot",
    description: "Open a URL in a headless browser and return a screenshot of the viewport.",
    input_schema: {
      type: "object",
      properties: {
        url: { type: "string" },
        viewport: {
          type: "object",
          properties: { width: { type: "integer" }, height: { type: "integer" } },
          required: ["width", "height"],
        },
      },
      required: ["url"],
    },
  },
];

const PATHS = ["src/routes/users.ts", "src/db/schema.sql", "lib/parser.py", "crates/core/src/buf.rs", "docs/Größe.md", "test/e2e/login.spec.ts"];

function toolInput(rng, name) {
  switch (name) {
    case "bash":
      return rng.chance(0.5)
        ? { command: `${rng.pick(["git log --stat -n 5 --", "rg -n", "cat", "npm test --"])} ${rng.pick(PATHS)}` }
        : { command: `${rng.pick(["pytest -q", "cargo test", "pnpm vitest run"])} ${rng.pick(PATHS)}`, timeout_ms: rng.int(1, 600) * 1000 };
    case "edit_file":
      return { path: rng.pick(PATHS), old_string: toolOutput(rng, rng.int(40, 400)), new_string: toolOutput(rng, rng.int(40, 400)) };
    case "search_code":
      return {
        query: sentence(rng, rng.int(1, 4)),
        filters: {
          paths: [rng.pick(PATHS), rng.pick(PATHS)],
          languages: [rng.pick(["ts", "js", "py", "rs", "go", "sql"])],
          ...(rng.chance(0.5) ? { modified: { after: "2025-01-01", before: "2026-06-30" } } : {}),
        },
        options: { max_results: rng.int(1, 500), case_sensitive: rng.chance(0.5), context: { before: 2, after: 2 } },
      };
    default:
      return { url: `https://staging.example.com/${rng.pick(["login", "users", "café", "設定"])}`, viewport: { width: 1280, height: 800 } };
  }
}

function imageBlock(image) {
  return { type: "image", source: { type: "base64", media_type: "image/png", data: image.base64 } };
}

/** One exchange: an assistant turn with tool calls, and the user turn with their results. */
/** The API takes at most 100 images per request (media-count-limit): each request counts its own. */
const MAX_IMAGES = 90;

function exchange(rng, stuff, { thinking, images, counts }) {
  const content = [];
  if (thinking) {
    const length = rng.int(300, 2000);
    const at = rng.int(0, stuff.signatures.length - length);
    content.push({ type: "thinking", thinking: prose(rng, rng.int(200, 1500)), signature: stuff.signatures.slice(at, at + length) });
  }
  if (rng.chance(0.8)) content.push({ type: "text", text: paragraph(rng, rng.int(1, 3)) });
  const calls = rng.chance(0.75) ? 1 : rng.int(2, 3);
  const ids = [];
  const names = [];
  for (let i = 0; i < calls; i++) {
    const screenshot = images && counts.images < MAX_IMAGES && rng.chance(0.15);
    if (screenshot) counts.images++;
    const name = screenshot ? "screenshot" : rng.pick(["bash", "bash", "edit_file", "search_code"]);
    const id = toolUseId(rng);
    ids.push(id);
    names.push(name);
    content.push({ type: "tool_use", id, name, input: toolInput(rng, name) });
  }
  const results = ids.map((id, i) => {
    if (names[i] === "screenshot") {
      const image = rng.chance(0.5) ? rng.pick(stuff.images) : rng.pick(stuff.small);
      return { type: "tool_result", tool_use_id: id, content: [{ type: "text", text: "Screenshot of the viewport:" }, imageBlock(image)] };
    }
    const output = toolOutput(rng, rng.int(100, rng.chance(0.1) ? 12_000 : 2_500));
    if (rng.chance(0.5)) return { type: "tool_result", tool_use_id: id, content: output };
    const blocks = [{ type: "text", text: output }];
    if (rng.chance(0.3)) blocks.push({ type: "text", text: sentence(rng) });
    return { type: "tool_result", tool_use_id: id, content: blocks, ...(rng.chance(0.05) ? { is_error: true } : {}) };
  });
  return [
    { role: "assistant", content },
    { role: "user", content: results },
  ];
}

/** Breaks the pairing of one exchange's user turn, in one of the ways recorded histories break. */
function breakExchange(rng, messages, kind) {
  const user = messages[messages.length - 1];
  const results = user.content;
  if (kind === 0) {
    // A result lost (an interrupted call, a truncation).
    if (results.length > 1) results.pop();
    else user.content = [{ type: "text", text: "The command was interrupted. Carry on." }];
  } else if (kind === 1) {
    // Text placed before the results.
    results.unshift({ type: "text", text: "Here is the output:" });
  } else {
    // A result that answers another call (ids rewritten by a compaction).
    results[0].tool_use_id = toolUseId(rng);
  }
}

function header(rng, { thinking, format }) {
  const system = rng.chance(0.5)
    ? "You are a coding agent working in the repository at /home/dev/acme-api. Prefer small, tested changes. Réponds en français si on te parle français."
    : // No cache_control: on a short prefix it is a finding (cache-control-prefix-too-short), and clean means clean.
      [
        { type: "text", text: prose(rng, rng.int(200, 2000)) },
        { type: "text", text: sentence(rng) },
      ];
  return {
    model: rng.pick(["claude-opus-4-5", "claude-opus-4-1", "claude-haiku-4-5"]),
    max_tokens: 16000,
    ...(format === "bare" ? {} : { system }),
    ...(thinking ? { thinking: { type: "enabled", budget_tokens: 8000 } } : {}),
    tools: TOOLS,
  };
}

function opening(rng, images, stuff, counts) {
  const text = paragraph(rng, rng.int(1, 4));
  if (images && rng.chance(0.2) && counts.images++ < MAX_IMAGES)
    return { role: "user", content: [imageBlock(rng.pick(stuff.images)), { type: "text", text }] };
  return { role: "user", content: text };
}

/**
 * A request of about `bytes` bytes (compact), whole in memory. `broken`: one exchange is broken.
 * `format`: `body` (a request body) or `bare` (a bare `messages` array).
 */
export function request(rng, stuff, { bytes, broken = false, images = true, format = "body" }) {
  const thinking = rng.chance(0.4);
  const head = header(rng, { thinking, format });
  const counts = { images: 0 };
  const messages = [opening(rng, images, stuff, counts)];
  let size = Buffer.byteLength(JSON.stringify(head)) + Buffer.byteLength(JSON.stringify(messages[0]));
  const exchanges = [];
  do {
    const pair = exchange(rng, stuff, { thinking, images: images && size + 600_000 < bytes, counts });
    messages.push(...pair);
    exchanges.push(messages.length);
    size += Buffer.byteLength(JSON.stringify(pair));
  } while (size < bytes);
  if (broken) {
    const end = rng.pick(exchanges);
    breakExchange(rng, messages.slice(0, end), rng.int(0, 2));
  }
  return format === "bare" ? messages : { ...head, messages };
}

// ---------------------------------------------------------------------------------------------------------
// Writers. Big outputs are written in chunks, never held as one string.

class ChunkWriter {
  constructor(path) {
    this.temp = `${path}.partial`;
    this.path = path;
    this.fd = openSync(this.temp, "w");
    this.parts = [];
    this.pending = 0;
    this.bytes = 0;
  }
  write(text) {
    this.parts.push(text);
    this.pending += text.length;
    if (this.pending > 8 * 1024 * 1024) this.flush();
  }
  flush() {
    if (this.parts.length === 0) return;
    const buffer = Buffer.from(this.parts.join(""));
    writeSync(this.fd, buffer);
    this.bytes += buffer.length;
    this.parts = [];
    this.pending = 0;
  }
  close() {
    this.flush();
    closeSync(this.fd);
    renameSync(this.temp, this.path);
    return this.bytes;
  }
}

const indent = (json, spaces) => json.replaceAll("\n", "\n" + " ".repeat(spaces));

/** One request body of about `bytes` bytes, pretty-printed (2 spaces), streamed message by message. Clean. */
function writeSingle(path, seed, bytes) {
  const rng = rngFrom(seed);
  const stuff = material(seed);
  const thinking = true;
  const counts = { images: 0 };
  const out = new ChunkWriter(path);
  const head = JSON.stringify(header(rng, { thinking, format: "body" }), null, 2);
  out.write(head.slice(0, -2) + ',\n  "messages": [\n    ' + indent(JSON.stringify(opening(rng, bytes >= 1_000_000, stuff, counts), null, 2), 4));
  let size = head.length;
  while (size < bytes) {
    for (const message of exchange(rng, stuff, { thinking, images: bytes >= 1_000_000, counts })) {
      const text = ",\n    " + indent(JSON.stringify(message, null, 2), 4);
      out.write(text);
      size += Buffer.byteLength(text);
    }
  }
  out.write("\n  ]\n}\n");
  return out.close();
}

/** `count` files of 20–80 KB (50 KB on average), pretty-printed; `rate` of them broken. 10% are bare arrays. */
function writeFiles(dir, seed, count, rate) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stuff = material(seed);
  // The same documents whatever the rate: only the broken flags differ, so the rates compare like with like.
  const pick = rngFrom(seed ^ 0xb20e);
  const brokenAt = new Set();
  const order = [...Array(count).keys()];
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const i of order.slice(0, Math.round(count * rate))) brokenAt.add(i);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const rng = rngFrom(seed + i * 7919);
    const bytes = rng.int(16_000, 66_000); // compact; pretty-printed, 20–80 KB
    const format = rng.chance(0.1) ? "bare" : "body";
    const text = JSON.stringify(request(rng, stuff, { bytes, broken: brokenAt.has(i), images: false, format }), null, 2) + "\n";
    const name = join(dir, `${String(Math.floor(i / 100)).padStart(2, "0")}`, `conversation-${String(i).padStart(4, "0")}.json`);
    mkdirSync(dirname(name), { recursive: true });
    writeFileSync(name, text);
    total += Buffer.byteLength(text);
  }
  return total;
}

/**
 * JSON Lines of about `bytes` bytes: requests of 5 KB to 1 MB (about 100 KB on average; those over 600 KB hold
 * screenshots), `rate` broken. The same seed gives the same lines whatever the size: smaller files are prefixes (but for their last line).
 */
function writeJsonl(path, seed, bytes, rate) {
  const stuff = material(seed);
  const rng = rngFrom(seed);
  const out = new ChunkWriter(path);
  let size = 0;
  while (size < bytes) {
    const roll = rng();
    let target = roll < 0.6 ? rng.int(5_000, 40_000) : roll < 0.9 ? rng.int(40_000, 200_000) : rng.int(200_000, 1_000_000);
    const broken = rng.chance(rate);
    // The last line stops near the size asked for, so the sizes of a linearity series stay near 1:10:100.
    if (target > bytes - size) target = Math.max(5_000, bytes - size);
    const line = JSON.stringify(request(rng, stuff, { bytes: target, broken, images: target > 600_000 })) + "\n";
    out.write(line);
    size += Buffer.byteLength(line);
  }
  out.close();
  return size;
}

// ---------------------------------------------------------------------------------------------------------
// The items. Seeds are fixed; sizes are targets (files come out slightly larger).

const MB = 1_000_000;
/** The documented placeholder signature (base64 of `skip_thought_signature_validator`). */
const GEMINI_SIGNATURE = "c2tpcF90aG91Z2h0X3NpZ25hdHVyZV92YWxpZGF0b3I=";

/**
 * The same conversation as a Gemini `generateContent` body: messages become contents (`model`/`user`), tool uses
 * function calls (the first of each model content signed, as Gemini 3 returns them), results function responses,
 * thinking thought parts, the tools' JSON Schemas `parametersJsonSchema`. Clean when the request is.
 */
export function toGemini(body) {
  const messages = Array.isArray(body) ? body : body.messages;
  const names = new Map();
  const contents = messages.map((message) => {
    const blocks = typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
    let signed = false;
    const parts = blocks.flatMap((block) => {
      if (block.type === "text") return [{ text: block.text }];
      if (block.type === "thinking") return [{ text: block.thinking, thought: true, thoughtSignature: GEMINI_SIGNATURE }];
      if (block.type === "image") return [{ inlineData: { mimeType: block.source.media_type, data: block.source.data } }];
      if (block.type === "tool_use") {
        names.set(block.id, block.name);
        const part = { functionCall: { id: block.id, name: block.name, args: block.input } };
        if (!signed) part.thoughtSignature = GEMINI_SIGNATURE;
        signed = true;
        return [part];
      }
      if (block.type === "tool_result") {
        const output =
          typeof block.content === "string" ? block.content : block.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
        return [
          {
            functionResponse: {
              id: block.tool_use_id,
              name: names.get(block.tool_use_id),
              response: block.is_error ? { error: output } : { output },
            },
          },
        ];
      }
      return [];
    });
    return { role: message.role === "assistant" ? "model" : "user", parts };
  });
  if (Array.isArray(body)) return contents;
  const system = typeof body.system === "string" ? [{ text: body.system }] : body.system?.map((b) => ({ text: b.text }));
  return {
    ...(system ? { systemInstruction: { parts: system } } : {}),
    contents,
    tools: [
      {
        functionDeclarations: body.tools.map((tool) => ({ name: tool.name, description: tool.description, parametersJsonSchema: tool.input_schema })),
      },
    ],
    generationConfig: {
      maxOutputTokens: body.max_tokens,
      ...(body.thinking ? { thinkingConfig: { thinkingBudget: body.thinking.budget_tokens } } : {}),
    },
  };
}

/**
 * `count` bodies of 20–80 KB, pretty-printed, one a file under `dir/NN/<prefix>-NNNN.json`: `body(rng, bytes)` from a
 * generator seeded per file. Returns the bytes written.
 */
export function writeBodyFiles(dir, seed, count, prefix, body) {
  rmSync(dir, { recursive: true, force: true });
  let total = 0;
  for (let i = 0; i < count; i++) {
    const rng = rngFrom(seed + i * 7919);
    const text = JSON.stringify(body(rng, rng.int(16_000, 66_000)), null, 2) + "\n";
    const name = join(dir, `${String(Math.floor(i / 100)).padStart(2, "0")}`, `${prefix}-${String(i).padStart(4, "0")}.json`);
    mkdirSync(dirname(name), { recursive: true });
    writeFileSync(name, text);
    total += Buffer.byteLength(text);
  }
  return total;
}

/** `count` clean Gemini bodies: the conversations of `writeFiles`, as Gemini sends them. */
function writeGeminiFiles(dir, seed, count) {
  const stuff = material(seed);
  return writeBodyFiles(dir, seed, count, "conversation", (rng, bytes) => toGemini(request(rng, stuff, { bytes, images: false, format: "body" })));
}

export const ITEMS = {
  "single-10k.json": { make: (p) => writeSingle(p, 101, 10_000) },
  "single-1m.json": { make: (p) => writeSingle(p, 102, 1 * MB) },
  "single-10m.json": { make: (p) => writeSingle(p, 103, 10 * MB) },
  "single-100m.json": { make: (p) => writeSingle(p, 104, 100 * MB) },
  "files-0": { make: (p) => writeFiles(p, 201, 2000, 0), dir: true },
  "files-1": { make: (p) => writeFiles(p, 201, 2000, 0.01), dir: true },
  "files-100": { make: (p) => writeFiles(p, 201, 2000, 1), dir: true },
  "gemini-files-0": { make: (p) => writeGeminiFiles(p, 201, 2000), dir: true },
  "jsonl-1m.jsonl": { make: (p) => writeJsonl(p, 301, 1 * MB, 0.01) },
  "jsonl-10m.jsonl": { make: (p) => writeJsonl(p, 301, 10 * MB, 0.01) },
  "jsonl-100m.jsonl": { make: (p) => writeJsonl(p, 301, 100 * MB, 0.01) },
  "jsonl-500m.jsonl": { make: (p) => writeJsonl(p, 301, 500 * MB, 0.01) },
};
export const QUICK_ITEMS = [
  "single-10k.json",
  "single-1m.json",
  "single-10m.json",
  "files-0",
  "files-1",
  "files-100",
  "gemini-files-0",
  "jsonl-1m.jsonl",
  "jsonl-10m.jsonl",
];

/** Makes the items that are missing or stale; returns their paths. */
export function ensure(names, log = (line) => process.stderr.write(line + "\n")) {
  return ensureItems(ITEMS, GENERATOR_VERSION, names, log);
}

/** Makes the items of `items` named in `names` that are missing or stamped with another `version`; returns their paths. */
export function ensureItems(items, version, names, log = (line) => process.stderr.write(line + "\n")) {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const paths = {};
  for (const name of names) {
    const item = items[name];
    if (!item) throw new Error(`unknown corpus item ${name}; known: ${Object.keys(items).join(", ")}`);
    const path = join(CORPUS_DIR, name);
    const stamp = join(CORPUS_DIR, `.${name}.version`);
    paths[name] = path;
    if (existsSync(path) && existsSync(stamp) && readFileSync(stamp, "utf8") === version) continue;
    const started = performance.now();
    rmSync(stamp, { force: true });
    const bytes = item.make(path);
    writeFileSync(stamp, version);
    log(`generated ${name}: ${(bytes / MB).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return paths;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const names = args.includes("--quick") ? QUICK_ITEMS : args.filter((a) => !a.startsWith("--"));
  ensure(names.length ? names : Object.keys(ITEMS));
}
