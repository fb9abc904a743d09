/** Files read into one reused buffer: each read gives that file's bytes, whatever was read before. */
import { Buffer } from "node:buffer";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileBytes } from "../src/file-bytes.js";

const dir = mkdtempSync(join(tmpdir(), "msglint-file-bytes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `bytes` to a file and reads it back with `reader`, telling it the file is `size` bytes. */
function readBack(reader: FileBytes, name: string, bytes: Buffer, size = bytes.length): Buffer {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const fd = openSync(path, "r");
  try {
    return Buffer.from(reader.read(fd, size));
  } finally {
    closeSync(fd);
  }
}

describe("FileBytes", () => {
  it("gives each file its own bytes: a shorter file after a longer one, an empty one, and one past the buffer's size", () => {
    const reader = new FileBytes();
    const long = Buffer.from("a".repeat(5000) + "é");
    const short = Buffer.from('{"messages": []}');
    const large = Buffer.alloc(3 * 1024 * 1024, 0x62);
    expect(readBack(reader, "long.json", long)).toEqual(long);
    expect(readBack(reader, "short.json", short)).toEqual(short);
    expect(readBack(reader, "empty.json", Buffer.alloc(0))).toEqual(Buffer.alloc(0));
    expect(readBack(reader, "large.json", large)).toEqual(large);
    expect(readBack(reader, "short-again.json", short)).toEqual(short);
  });

  it("reads a file whole when it grew after its size was taken", () => {
    const reader = new FileBytes();
    // A buffer of 1 MB for a file said to be 10 bytes: the 2 MB that are there are all read.
    const grown = Buffer.alloc(2 * 1024 * 1024, 0x63);
    expect(readBack(reader, "grown.json", grown, 10)).toEqual(grown);
  });
});
