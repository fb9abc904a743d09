/** --fix never leaves a half-written file: killed with SIGKILL mid-run, every file is as it was or as fixed. */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, msglint, project } from "./helpers.js";

const request = (n: number) =>
  JSON.stringify(
    {
      model: "claude-sonnet-4-5",
      max_tokens: 256,
      messages: [
        { role: "user", content: `Task ${n}: list the files.` },
        { role: "assistant", content: [{ type: "tool_use", id: `toolu_${n}`, name: "bash", input: { command: "ls" } }] },
        // Text before the result: a fix that moves the result to the front.
        {
          role: "user",
          content: [
            { type: "text", text: "Output:" },
            { type: "tool_result", tool_use_id: `toolu_${n}`, content: "a.txt\nb.txt" },
          ],
        },
      ],
    },
    null,
    2,
  ) + "\n";

describe("--fix under SIGKILL", () => {
  it("leaves every file either untouched or completely fixed", async () => {
    const count = 400;
    const files = Object.fromEntries(Array.from({ length: count }, (_, n) => [`c/${String(n).padStart(4, "0")}.json`, request(n)]));
    const dir = project(files);
    // What a complete fix of each file gives, from a run that is not interrupted.
    const reference = project({ "one.json": request(0) });
    expect(msglint(["--fix", "one.json", "--concurrency", "off"], { cwd: reference }).code).toBe(0);
    const fixedFirst = readFileSync(join(reference, "one.json"), "utf8");
    expect(fixedFirst).not.toBe(request(0));

    const child = spawn(process.execPath, [BIN, "--fix", "c", "--concurrency", "off"], { cwd: dir, stdio: "ignore" });
    const first = join(dir, "c/0000.json");
    // Kill as soon as the first file has been rewritten: the run is then in the middle of its work.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (readFileSync(first, "utf8") !== request(0)) {
          child.kill("SIGKILL");
          clearInterval(poll);
          resolve();
        }
      }, 1);
      child.on("exit", () => (clearInterval(poll), resolve()));
    });
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.on("exit", resolve)));

    let fixed = 0;
    for (let n = 0; n < count; n++) {
      const text = readFileSync(join(dir, `c/${String(n).padStart(4, "0")}.json`), "utf8");
      const expected = fixedFirst.replaceAll("toolu_0", `toolu_${n}`).replace("Task 0:", `Task ${n}:`);
      expect([request(n), expected], `file ${n}`).toContain(text);
      if (text === expected) fixed++;
    }
    expect(fixed).toBeGreaterThan(0);
    // Whatever temporary file the kill left behind is a dot-file beside its target, never a replaced original.
    expect(readdirSync(join(dir, "c")).filter((name) => !name.startsWith(".")).length).toBe(count);
  });
});
