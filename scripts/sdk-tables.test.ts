import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEPRECATED_MODELS, MODEL_NONSTREAMING_TOKENS, NONSTREAMING_TIMEOUT } from "../packages/core/src/dialects/anthropic/sdk-tables.generated.js";
import { isoDate, OUTPUT, render } from "./gen-sdk-tables.mjs";

const script = join(dirname(fileURLToPath(import.meta.url)), "gen-sdk-tables.mjs");

describe("scripts/gen-sdk-tables.mjs", () => {
  it("regenerates sdk-tables.generated.ts from the installed SDK exactly as committed (not stale)", async () => {
    expect(await render()).toBe(readFileSync(OUTPUT, "utf8"));
  });

  it("says so with --check, and exits 0", () => {
    const result = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
    expect(result.stdout + result.stderr).toMatch(/up to date/);
    expect(result.status).toBe(0);
  });

  it("reads the SDK's dates into ISO dates, and fails on a spelling it does not know", () => {
    expect(isoDate("November 30th, 2026")).toBe("2026-11-30");
    expect(isoDate("June 1st, 2027")).toBe("2027-06-01");
    expect(() => isoDate("2026-11-30")).toThrow(/cannot read the date/);
    expect(() => isoDate("Novembre 30, 2026")).toThrow(/cannot read the date/);
  });

  it("reads the SDK's tables and its non-streaming estimate", () => {
    expect(DEPRECATED_MODELS["claude-sonnet-4-5-20250929"]).toBe("November 30th, 2026");
    expect(DEPRECATED_MODELS["claude-mythos-preview"]).toBe("June 30th, 2026");
    expect(MODEL_NONSTREAMING_TOKENS["claude-opus-4-1@20250805"]).toBe(8192);
    expect(NONSTREAMING_TIMEOUT).toMatchObject({ maxTimeMs: 3_600_000, defaultTimeMs: 600_000, tokensInMaxTime: 128_000 });
    expect(NONSTREAMING_TIMEOUT.text).toMatch(/^Streaming is required for operations that may take longer than 10 minutes\./);
  });
});
