/** `--fix` writes as atomic writers do: the temporary file flushed before the rename, the folder after it; a killed run's leftovers removed. */
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { writeFileAtomic } from "../src/fix.js";
import { msglint, project, requests } from "./helpers.js";

// Every fs call of interest, in order, with what it was given: fds are mapped back to the paths they were opened on.
const calls: string[] = [];
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const opened = new Map<number, string>();
  return {
    ...real,
    openSync: (path: string, ...rest: never[]) => {
      const fd = (real.openSync as (...a: unknown[]) => number)(path, ...rest);
      opened.set(fd, String(path));
      return fd;
    },
    fsyncSync: (fd: number) => {
      calls.push(`fsync ${opened.get(fd)}`);
      real.fsyncSync(fd);
    },
    renameSync: (from: string, to: string) => {
      calls.push(`rename ${from} -> ${to}`);
      real.renameSync(from, to);
    },
  };
});

describe("writeFileAtomic", () => {
  it("flushes the temporary file before renaming it over the file, then flushes the folder", () => {
    const dir = fs.realpathSync(project({ "a.json": "{}" }));
    calls.length = 0;
    writeFileAtomic(join(dir, "a.json"), '{"x": 1}');
    expect(fs.readFileSync(join(dir, "a.json"), "utf8")).toBe('{"x": 1}');
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatch(new RegExp(`^fsync ${dir}/\\.a\\.json\\.msglint-${process.pid}-[a-z0-9]+\\.tmp$`));
    expect(calls[1]).toBe(`rename ${calls[0]!.slice("fsync ".length)} -> ${join(dir, "a.json")}`);
    expect(calls[2]).toBe(`fsync ${dir}`);
  });
});

describe("--fix after a run killed mid-write", () => {
  it("removes the temporary files of msglint's naming whose process is gone, and nothing else", () => {
    const dir = project({ "a.json": requests.textBeforeResult, "sub/b.json": requests.clean });
    // A process that has ended: its pid names no process now.
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const stale = [`.a.json.msglint-${gone}-k3j9x2ab.tmp`, `.other.json.msglint-${gone}-zz.tmp`];
    const kept = [
      `.a.json.msglint-${process.pid}-live0001.tmp`, // a process that runs: maybe writing now
      `.a.json.tmp`,
      `a.json.msglint-${gone}-x.tmp`, // not hidden: not msglint's naming
      `notes.txt`,
    ];
    for (const name of [...stale, ...kept]) fs.writeFileSync(join(dir, name), "x".repeat(1000));
    fs.writeFileSync(join(dir, "sub", stale[0]!), "x");
    const run = msglint(["--fix", "a.json"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(["a.json", "package.json", "sub", ...kept].sort());
    // Only the folders of the files fixed are cleaned.
    expect(fs.readdirSync(join(dir, "sub"))).toContain(stale[0]);
    // A lint without --fix removes nothing.
    fs.writeFileSync(join(dir, stale[0]!), "x");
    msglint(["a.json"], { cwd: dir });
    expect(fs.readdirSync(dir)).toContain(stale[0]);
  });
});
