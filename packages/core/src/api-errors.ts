/**
 * The provider's errors a dialect knows, one entry per id of its specification: each rule's own (from its meta),
 * the rows rules check beyond their own (`meta.api.rows`), and the errors no rule can check offline (the dialect's
 * `unchecked`). Derived from meta on each call, nothing stored: the README's table and `explain` read it.
 */
import type { Dialect } from "./engine/dialect.js";
import type { ApiRow, DialectId, EvidenceStatus, ResolvedRuleMeta, RuleCategory, Target } from "./types.js";

export interface ApiErrorEntry {
  dialect: DialectId;
  /** The specification's id: a rule's, a row's that rules check beyond their own, or an unchecked error's. */
  id: string;
  /** As `ApiErrorMeta.row`; undefined for msglint's own findings. */
  row: string | undefined;
  area: string;
  category: RuleCategory;
  status: EvidenceStatus | undefined;
  /** The provider's texts, the current one first; empty where none is known. */
  texts: readonly string[];
  /** The messages of the rule of the same id, which `explain` recognises too (msglint's own words included). */
  messages: readonly string[];
  errorCode: string | undefined;
  /** As `ApiErrorMeta.paths`. */
  paths: readonly string[] | undefined;
  targets: readonly Target[];
  /** `no`: the request alone cannot decide it, so no rule checks it. */
  offline: "yes" | "heuristic" | "no";
  /** How a rule decides it offline, or why it cannot be decided offline and what to do. */
  reason: string;
  /** For an error no rule can check: what it means, why it cannot be checked offline, and what to do, apart. */
  unchecked?: { meaning: string | undefined; why: string; action: string | undefined };
  /** The rules that report it, in specification order; empty when none can. */
  checkedBy: readonly string[];
}

/**
 * Where a row stands in the specification: numbered rows in order (`80b` after `80`), then sections, then msglint's own
 * and the rows of a specification without numbers (`—`, providers.md's), in the order they are given.
 */
function rank(row: string | undefined): [number, number, string] {
  if (row === undefined || row === "—") return [2, 0, ""];
  const numbered = /^(\d+)(b?)$/.exec(row);
  if (numbered) return [0, Number(numbered[1]) + (numbered[2] ? 0.5 : 0), ""];
  return [1, 0, row];
}

/** Compares two rows in specification order. */
export function compareRows(a: string | undefined, b: string | undefined): number {
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
}

/** The texts a rule's entry lists as the provider's: its messages, unless they are msglint's own words, then its other wordings. */
function providerTexts(meta: ResolvedRuleMeta): string[] {
  const own = meta.api?.wording === "msglint" ? [] : Object.values(meta.messages);
  return [...own, ...(meta.api?.texts ?? [])];
}

/** Every error of the dialect's specification and msglint's own findings, in specification order. */
export function apiErrors(dialect: Dialect): ApiErrorEntry[] {
  const rules = [...dialect.rules].map((rule) => rule.meta as ResolvedRuleMeta);
  // Rules in the order of their own rows, so that each entry lists the rules that check it in that order.
  const ordered = rules.map((meta, index) => ({ meta, index })).sort((a, b) => compareRows(a.meta.api?.row, b.meta.api?.row) || a.index - b.index);
  const entries = new Map<string, ApiErrorEntry>();
  for (const { meta } of ordered) {
    const api = meta.api ?? {};
    entries.set(meta.id, {
      dialect: dialect.id,
      id: meta.id,
      row: api.row,
      area: api.area ?? "",
      category: meta.category,
      status: api.status,
      texts: providerTexts(meta),
      messages: Object.values(meta.messages),
      errorCode: api.errorCode,
      paths: api.paths,
      targets: meta.targets,
      offline: api.offline ?? "yes",
      reason: api.reason ?? "",
      checkedBy: [meta.id],
    });
  }
  // The rows a rule checks beyond its own: given whole by one rule, named by the others.
  const rows: { meta: ResolvedRuleMeta; row: ApiRow }[] = ordered.flatMap(({ meta }) => (meta.api?.rows ?? []).map((row) => ({ meta, row })));
  for (const { meta, row } of rows) {
    if (row.area === undefined || entries.has(row.id)) continue;
    entries.set(row.id, {
      dialect: dialect.id,
      id: row.id,
      row: row.row,
      area: row.area,
      category: meta.category,
      status: row.status,
      texts: row.texts ?? [],
      messages: [],
      errorCode: undefined,
      paths: row.paths,
      targets: dialect.targets,
      offline: "yes",
      reason: row.reason ?? "",
      checkedBy: [],
    });
  }
  for (const { meta, row } of rows) {
    const entry = entries.get(row.id);
    if (entry && !entry.checkedBy.includes(meta.id)) entries.set(row.id, { ...entry, checkedBy: [...entry.checkedBy, meta.id] });
  }
  for (const error of dialect.unchecked ?? []) {
    entries.set(error.id, {
      dialect: dialect.id,
      id: error.id,
      row: error.row,
      area: error.area,
      category: error.category,
      status: error.status,
      texts: error.texts,
      messages: [],
      errorCode: error.errorCode,
      paths: undefined,
      targets: error.targets ?? dialect.targets,
      offline: "no",
      reason: error.action === undefined ? error.reason : `${error.reason} ${error.action}`,
      unchecked: { meaning: error.meaning, why: error.reason, action: error.action },
      checkedBy: [],
    });
  }
  const order = [...entries.values()];
  return order
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => compareRows(a.entry.row, b.entry.row) || a.index - b.index)
    .map((e) => e.entry);
}
