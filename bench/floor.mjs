/**
 * The floor, as a process of its own (for comparisons with the CLI end to end): read each file with
 * `readFileSync(f).toString()` and `JSON.parse` it; a `.jsonl` file is parsed line by line.
 *
 *   node bench/floor.mjs [--stream] FILE...
 *
 * `--stream`: JSON Lines read as Buffer chunks split on newline bytes, one line decoded and parsed at a
 * time (the design DESIGN.md asks for): its peak RSS is what a streaming CLI could reach.
 *
 *   node bench/floor.mjs --lines < in.jsonl > results.ndjson
 *
 * `--lines`: the line contract's floor: standard input split the same way, each line parsed (or found not to
 * parse) and answered with a result line, a chunk's results written at once, waiting for the pipe to drain.
 */
import { Buffer } from "node:buffer";
import { closeSync, openSync, readFileSync, readSync } from "node:fs";

let documents = 0;
let sink = 0;
const parse = (text) => {
  const value = JSON.parse(text);
  documents++;
  sink = (sink + (typeof value === "object" ? 1 : 0)) | 0;
};

function whole(path) {
  const text = readFileSync(path).toString();
  if (!/\.(jsonl|ndjson)$/i.test(path)) return parse(text);
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    if (end > start) parse(text.slice(start, end));
    start = end + 1;
  }
}

function streamed(path) {
  const fd = openSync(path, "r");
  const chunk = Buffer.allocUnsafe(1 << 20);
  let carry = [];
  for (;;) {
    const read = readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) break;
    let start = 0;
    for (let nl = chunk.indexOf(10, 0); nl >= 0 && nl < read; nl = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, nl);
      const line = carry.length ? Buffer.concat([...carry, piece]) : piece;
      carry = [];
      if (line.length) parse(line.toString());
      start = nl + 1;
    }
    if (start < read) carry.push(Buffer.from(chunk.subarray(start, read)));
  }
  if (carry.length) parse(Buffer.concat(carry).toString());
  closeSync(fd);
}

async function lines() {
  let carry = [];
  let line = 0;
  const answer = (bytes) => {
    let ok = true;
    try {
      parse(bytes.toString());
    } catch {
      ok = false;
    }
    return `{"line":${++line},"ok":${ok}}\n`;
  };
  for await (const chunk of process.stdin) {
    let out = "";
    let start = 0;
    for (let nl = chunk.indexOf(10, 0); nl >= 0; nl = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, nl);
      out += answer(carry.length ? Buffer.concat([...carry, piece]) : piece);
      carry = [];
      start = nl + 1;
    }
    if (start < chunk.length) carry.push(chunk.subarray(start));
    if (out && !process.stdout.write(out)) await new Promise((resolve) => process.stdout.once("drain", resolve));
  }
  if (carry.length) process.stdout.write(answer(Buffer.concat(carry)));
}

const args = process.argv.slice(2);
if (args.includes("--lines")) await lines();
else {
  const stream = args.includes("--stream");
  for (const path of args.filter((a) => a !== "--stream")) (stream ? streamed : whole)(path);
  process.stdout.write(JSON.stringify({ documents, sink }) + "\n");
}
