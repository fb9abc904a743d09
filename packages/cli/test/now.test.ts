import { describe, expect, it } from "vitest";
import { json, msglint, project } from "./helpers.js";

const recording = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content: "Hello" }] });
const retired = (run: ReturnType<typeof msglint>) =>
  json(run).flatMap((r) => r.messages.filter((m) => m.ruleId === "model-retired").map((m) => [m.message, m.severity]));

describe("the `now` setting: the date model end-of-life is checked against", () => {
  const dir = project({ "rec.json": recording });

  it("takes --now over MSGLINT_NOW, and reports a retired model in a recording as a warning", () => {
    expect(retired(msglint(["rec.json", "-f", "json", "--now", "2026-12-03"], { cwd: dir }))).toEqual([["model: claude-sonnet-4-5", 1]]);
    expect(retired(msglint(["rec.json", "-f", "json", "--now", "2026-11-01"], { cwd: dir }))).toEqual([]);
    expect(retired(msglint(["rec.json", "-f", "json"], { cwd: dir, env: { MSGLINT_NOW: "2026-12-03" } }))).toEqual([["model: claude-sonnet-4-5", 1]]);
    expect(retired(msglint(["rec.json", "-f", "json", "--now", "2026-11-01"], { cwd: dir, env: { MSGLINT_NOW: "2026-12-03" } }))).toEqual([]);
  });

  it("reads `now` from the config file, over MSGLINT_NOW", () => {
    const configured = project({ "rec.json": recording, ".msglintrc.json": JSON.stringify({ now: "2027-01-01" }) });
    expect(retired(msglint(["rec.json", "-f", "json"], { cwd: configured, env: { MSGLINT_NOW: undefined } }))).toEqual([
      ["model: claude-sonnet-4-5", 1],
    ]);
    expect(retired(msglint(["rec.json", "-f", "json"], { cwd: configured, env: { MSGLINT_NOW: "2026-01-01" } }))).toEqual([
      ["model: claude-sonnet-4-5", 1],
    ]);
  });

  it("refuses a --now that is not a date", () => {
    const run = msglint(["rec.json", "--now", "tomorrow"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--now 'tomorrow': expected a date, YYYY-MM-DD/);
    expect(msglint(["rec.json"], { cwd: dir, env: { MSGLINT_NOW: "soon" } }).stderr).toMatch(/MSGLINT_NOW 'soon': expected a date/);
  });
});
