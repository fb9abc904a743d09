/**
 * Core loads only the default API version's request schema at start-up; the built CLI loads the versions a run
 * needs before it lints: those its settings name (flags, config, in each worker), and every version for HAR
 * captures, whose entries name their own; a file whose content names another (a capture saved as `.json`) is linted
 * again once that version is loaded.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), "../bin/msglint.js");

function msglint(args: string[], cwd: string, input?: string) {
  const child = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined },
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

// An extra field in a text block: only the request schema reports it, and only once its version is loaded.
const body = { model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: [{ type: "text", text: "hi", foo: 1 }] }] };
const SCHEMA_FINDING = "messages.0.content.0.text.foo: Extra inputs are not permitted (request-schema)";
const capture = (version: string) => ({
  log: {
    version: "1.2",
    entries: [
      {
        request: {
          method: "POST",
          url: "https://api.anthropic.com/v1/messages",
          headers: [{ name: "anthropic-version", value: version }],
          postData: { mimeType: "application/json", text: JSON.stringify(body) },
        },
        response: { status: 400 },
      },
    ],
  },
});

describe("API versions through the built CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "msglint-versions-"));
  writeFileSync(join(dir, "body.json"), JSON.stringify(body));
  writeFileSync(join(dir, "capture.har"), JSON.stringify(capture("2026-10-21")));

  it("checks a body against the version --api-version names", () => {
    const run = msglint(["--no-config-lookup", "-f", "compact", "--api-version", "2026-10-21", "body.json"], dir);
    expect(run.stdout).toContain(SCHEMA_FINDING);
    expect(run.stdout).not.toContain("not loaded");
  });

  it("checks with the version a config file names, in two workers and from standard input", () => {
    const configured = mkdtempSync(join(tmpdir(), "msglint-versions-config-"));
    writeFileSync(join(configured, ".msglintrc.json"), JSON.stringify({ apiVersion: "2026-10-21" }));
    const files = Array.from({ length: 60 }, (_, i) => `body-${i}.json`);
    for (const file of files) writeFileSync(join(configured, file), JSON.stringify(body));
    const pooled = msglint(["-f", "compact", "--concurrency", "2", ...files], configured);
    expect(pooled.stdout.split("\n").filter((line) => line.endsWith(SCHEMA_FINDING))).toHaveLength(60);
    expect(pooled.stdout).not.toContain("not loaded");
    const stdin = msglint(["-f", "compact", "-"], configured, JSON.stringify(body));
    expect(stdin.stdout).toContain(SCHEMA_FINDING);
  });

  it("checks a HAR capture's entries against the version their headers name", () => {
    const run = msglint(["--no-config-lookup", "-f", "compact", "capture.har"], dir);
    expect(run.stdout).toContain(SCHEMA_FINDING);
    expect(run.stdout).not.toContain("not loaded");
  });

  it("loads the version a capture names and lints it again, for a capture in a .json file and on standard input", () => {
    writeFileSync(join(dir, "capture.json"), JSON.stringify(capture("2026-10-21")));
    for (const run of [
      msglint(["--no-config-lookup", "-f", "compact", "capture.json"], dir),
      msglint(["--no-config-lookup", "-f", "compact", "-"], dir, JSON.stringify(capture("2026-10-21"))),
    ]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(SCHEMA_FINDING);
      expect(run.stdout).not.toContain("not loaded");
    }
  });

  it("refuses an unknown but well-formed version, from the command line or a config file, naming the known ones", () => {
    const flag = msglint(["--no-config-lookup", "--api-version", "2023-01-01", "body.json"], dir);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("--api-version '2023-01-01': unknown API version; msglint knows 2023-06-01, 2026-10-21");
    const configured = mkdtempSync(join(tmpdir(), "msglint-versions-unknown-"));
    writeFileSync(join(configured, ".msglintrc.json"), JSON.stringify({ apiVersion: "2023-01-01" }));
    writeFileSync(join(configured, "body.json"), JSON.stringify(body));
    const config = msglint(["body.json"], configured);
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(/apiVersion.*must be one of "2023-06-01", "2026-10-21"/);
    // A capture whose header names an unknown version: an error on the request, not a skipped check.
    writeFileSync(join(dir, "unknown.har"), JSON.stringify(capture("2023-01-01")));
    const captured = msglint(["--no-config-lookup", "-f", "compact", "unknown.har"], dir);
    expect(captured.code).toBe(1);
    expect(captured.stdout).toContain('unknown API version "2023-01-01" (msglint knows 2023-06-01, 2026-10-21)');
  });

  it("lints the default version as before", () => {
    const run = msglint(["--no-config-lookup", "-f", "compact", "body.json"], dir);
    expect(run.stdout).toContain(SCHEMA_FINDING);
    expect(run.stdout).not.toContain("not loaded");
  });
});
