/**
 * What a start loads: Node's `crypto` and `worker_threads` cost about 2 ms and 1 ms of every start, so they load only
 * for the runs that use them (`--cache`, a second thread). Read from `process.moduleLoadList` at the CLI's exit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { msglint, project } from "./helpers.js";

const request = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] });

describe("start-up", () => {
  it("loads Node's crypto only for --cache, and worker_threads only for a second thread", () => {
    const dir = project({
      "a.json": request,
      "b.json": request,
      "loaded.cjs": 'process.on("exit", () => require("node:fs").writeFileSync(process.env.LOADED_FILE, JSON.stringify(process.moduleLoadList)));',
    });
    const loaded = (args: string[]) => {
      const file = join(dir, "loaded.json");
      const run = msglint(["--no-config-lookup", ...args, "a.json", "b.json"], {
        cwd: dir,
        env: { NODE_OPTIONS: `--require ${JSON.stringify(join(dir, "loaded.cjs"))}`, LOADED_FILE: file },
      });
      expect(run.code).toBe(0);
      return JSON.parse(readFileSync(file, "utf8")) as string[];
    };
    const plain = loaded([]);
    expect(plain.length).toBeGreaterThan(20);
    expect(plain).not.toContain("NativeModule crypto");
    expect(plain).not.toContain("NativeModule worker_threads");
    expect(loaded(["--cache", "--cache-location", join(dir, "cache")])).toContain("NativeModule crypto");
    expect(loaded(["--concurrency", "2"])).toContain("NativeModule worker_threads");
  });
});
