/** The specification's rows live in rule meta (`meta.api`) and each dialect's `unchecked` list: these keep them whole. */
import { describe, expect, it } from "vitest";
import { apiErrors } from "../src/api-errors.js";
import { anthropic } from "../src/dialects/anthropic/index.js";
import { builtinDialects } from "../src/dialects/index.js";
import type { ApiRow } from "../src/types.js";

const META = "the rule's meta.api";
const UNCHECKED = "packages/core/src/dialects/anthropic/unchecked.ts";

/** Every place a row is given whole: a rule's own row, a row a rule gives in `rows`, an unchecked error. */
function definitions() {
  const out: { row: string; id: string; where: string }[] = [];
  for (const { meta } of anthropic.rules) {
    if (meta.api?.row !== undefined) out.push({ row: meta.api.row, id: meta.id, where: meta.id });
    for (const row of meta.api?.rows ?? []) if (row.area !== undefined) out.push({ row: row.row, id: row.id, where: `${meta.id} rows` });
  }
  for (const error of anthropic.unchecked ?? []) out.push({ row: error.row, id: error.id, where: "unchecked" });
  return out;
}

/** A row a rule names with its id only: it checks a row given elsewhere. */
const isReference = (row: ApiRow) => row.area === undefined;

describe("the rows of api-rules.md, in meta and the unchecked list", () => {
  it("has rows 1 to 87 and 80b, each given once", () => {
    const rows = definitions()
      .map((d) => d.row)
      .filter((row) => /^\d+b?$/.test(row));
    const expected = [...Array.from({ length: 87 }, (_, i) => String(i + 1)), "80b"];
    expect([...rows].sort(), `give each row once: in ${META} (row, or rows) or in ${UNCHECKED}`).toEqual([...expected].sort());
  });

  it("gives each id once", () => {
    const ids = definitions().map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("names only rows given elsewhere, under their ids, when a rule checks another rule's row", () => {
    const given = new Map(definitions().map((d) => [d.row === "§14" || d.row === "§15" ? d.id : d.row, d.id]));
    const wrong = anthropic.rules.flatMap(({ meta }) =>
      (meta.api?.rows ?? []).filter(isReference).flatMap((row) => (given.get(row.row) === row.id ? [] : [`${meta.id}: row ${row.row} ${row.id}`])),
    );
    expect(wrong).toEqual([]);
  });

  it("says for every rule where it stands and how it decides, and for every unchecked error why it cannot", () => {
    const missing = anthropic.rules.filter(({ meta }) => !meta.api?.area || !meta.api.reason?.trim()).map(({ meta }) => meta.id);
    expect(missing, `give these rules api.area and api.reason in ${META}`).toEqual([]);
    expect((anthropic.unchecked ?? []).filter((error) => error.reason.trim() === "").map((error) => error.id)).toEqual([]);
    const ruleIds = new Set(anthropic.rules.map(({ meta }) => meta.id));
    expect(
      (anthropic.unchecked ?? []).filter((error) => ruleIds.has(error.id)).map((error) => error.id),
      "a rule checks these: drop them from the unchecked list",
    ).toEqual([]);
  });

  it("derives one entry per id, in specification order, for every dialect", () => {
    for (const dialect of builtinDialects) {
      const entries = apiErrors(dialect);
      const ids = entries.map((entry) => entry.id);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        dialect.id,
      ).toEqual([]);
      for (const { meta } of dialect.rules) expect(entries.find((entry) => entry.id === meta.id)?.checkedBy, meta.id).toContain(meta.id);
    }
    const entries = apiErrors(anthropic);
    expect(entries.slice(0, 3).map((entry) => entry.row)).toEqual(["1", "2", "3"]);
    expect(entries.find((entry) => entry.id === "tool-result-not-first-legacy")?.checkedBy).toEqual([
      "tool-use-missing-result",
      "tool-result-not-first",
    ]);
    expect(entries.find((entry) => entry.id === "context-window-exceeded")).toMatchObject({ offline: "no", checkedBy: [] });
  });
});
