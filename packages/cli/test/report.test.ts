/** `--format html -o` and `msglint view`, end to end on the built CLI (the page itself is tested in a browser: report-browser.test.ts). */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ReportData } from "../src/formatters/html.js";
import { openerFor } from "../src/commands/view.js";
import { msglint, project, requests } from "./helpers.js";

const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="report-data">(.*?)<\/script>/s.exec(html)![1]!) as ReportData;

describe("--format html", () => {
  it("writes one page with every file's conversation and its findings at their blocks", () => {
    const dir = project({ "a.json": requests.missingResult, "b.json": requests.clean, "broken.json": "{" });
    const run = msglint(["--format", "html", "-o", "report.html", "."], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const data = dataOf(readFileSync(join(dir, "report.html"), "utf8"));
    expect(data.files.map((f) => [f.path, f.errors, f.requests.length, f.note ?? ""])).toEqual([
      ["a.json", 1, 1, ""],
      ["b.json", 0, 1, ""],
      ["broken.json", 1, 0, "This file holds no request msglint could read: its findings are listed alone."],
    ]);
    const [missing] = data.files[0]!.findings;
    const [r, t, i] = missing!.at!;
    expect(data.files[0]!.requests[r!]!.turns![t!]!.items[i!]).toMatchObject({ kind: "call", pairing: "missing" });
  });

  it("draws standard input too", () => {
    const run = msglint(["--format", "html", "-", "--stdin-filename", "in.json"], { input: requests.missingResult });
    const data = dataOf(run.stdout);
    expect(data.files[0]!.path).toBe("in.json");
    expect(data.files[0]!.requests[0]!.turns!.length).toBeGreaterThan(1);
  });
});

describe("msglint view", () => {
  const file = () => project({ "a.json": requests.missingResult });
  // The platform's opener, faked by a script of that name on PATH (Windows opens through cmd's start: not faked here).
  const opener = openerFor(process.platform, "x").command;
  const fakeOpener = (script: string) => {
    const bin = mkdtempSync(join(tmpdir(), "msglint-opener-"));
    writeFileSync(join(bin, opener), `#!/bin/sh\n${script}\n`);
    chmodSync(join(bin, opener), 0o755);
    return bin;
  };

  it("prints the report's path when no browser can be opened (no opener on PATH)", () => {
    const empty = mkdtempSync(join(tmpdir(), "msglint-empty-path-"));
    const run = msglint(["view", "a.json"], { cwd: file(), env: { PATH: empty } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("no browser could be opened");
    const path = run.stdout.trim();
    expect(path).toMatch(/msglint-view-.*report\.html$/);
    expect(dataOf(readFileSync(path, "utf8")).files[0]!.path).toBe("a.json");
  });

  it.skipIf(process.platform === "win32")("prints the path when the opener fails, and opens the report when it works", () => {
    const failing = msglint(["view", "a.json"], { cwd: file(), env: { PATH: fakeOpener("exit 3") } });
    expect(failing.code).toBe(0);
    expect(existsSync(failing.stdout.trim())).toBe(true);
    const log = join(mkdtempSync(join(tmpdir(), "msglint-opened-")), "opened");
    const working = msglint(["view", "a.json"], { cwd: file(), env: { PATH: fakeOpener(`printf %s "$1" > ${log}`) } });
    expect(working.code).toBe(0);
    expect(working.stdout).toBe("");
    const opened = readFileSync(log, "utf8");
    expect(opened).toMatch(/report\.html$/);
    expect(working.stderr).toContain(opened);
  });

  it("refuses the options it sets itself, and needs files", () => {
    const dir = file();
    expect(msglint(["view", "a.json", "--format", "json"], { cwd: dir }).code).toBe(2);
    expect(msglint(["view", "a.json", "-o", "x.html"], { cwd: dir }).stderr).toContain("-o is not an option of view");
    const none = msglint(["view"], { cwd: dir });
    expect([none.code, none.stderr]).toEqual([2, expect.stringContaining("no files given")]);
  });
});
