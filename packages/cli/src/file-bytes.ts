/**
 * Files read into one buffer that is reused from file to file: a fresh buffer per file costs an allocation, fresh
 * pages for the kernel to fill, and their collection. Reusing one took the CLI over the bench's 2,000 files to 0.94×
 * the wall time with one thread (BENCHMARKS.md, session 25); the cache's signatures read their files the same way.
 */
import { Buffer } from "node:buffer";
import { readFileSync, readSync } from "node:fs";

/** Larger files get a buffer of their own: one large file must not keep its size of memory for the rest of a run. */
const KEPT_BYTES = 64 * 1024 * 1024;

export class FileBytes {
  #buffer = Buffer.allocUnsafe(0);

  /**
   * The bytes of the file open at `fd` (read from its current position, which is the start after `open`), of `size`
   * bytes by its `stat`: in the reused buffer, so valid until the next call. A file that grew since is read in full.
   */
  read(fd: number, size: number): Buffer {
    if (size >= KEPT_BYTES) return readFileSync(fd);
    // One byte more than the size: a read that fills the buffer says the file grew.
    if (this.#buffer.length < size + 1)
      this.#buffer = Buffer.allocUnsafe(Math.min(KEPT_BYTES, Math.max(size + 1, 2 * this.#buffer.length, 1024 * 1024)));
    const buffer = this.#buffer;
    let length = 0;
    for (let read = readSync(fd, buffer, 0, buffer.length, null); read > 0; read = readSync(fd, buffer, length, buffer.length - length, null)) {
      length += read;
      if (length === buffer.length) return Buffer.concat([buffer, readFileSync(fd)]);
    }
    return buffer.subarray(0, length);
  }
}
