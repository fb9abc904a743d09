// Types of scripts/update-docs.mjs, for the tests that import it.
import type { ApiErrorEntry, Dialect, Rule, Target } from "../packages/core/src/index.js";

export declare const HEADER_BEGIN: string;
export declare const HEADER_END: string;
export declare const TABLE_BEGIN: string;
export declare const TABLE_END: string;
export declare const SECTIONS: string[];
export declare function renderHeader(meta: Rule["meta"], allTargets: readonly Target[]): string;
export declare function inlineCode(text: string): string;
export declare function renderRulesTable(rules: readonly Rule[], entries: readonly ApiErrorEntry[], allTargets: readonly Target[]): string;
export declare function renderTables(dialects: readonly Dialect[], apiErrors: (dialect: Dialect) => ApiErrorEntry[]): string;
export declare function coverage(entries: readonly ApiErrorEntry[]): { checked: number; checkable: number; total: number };
export declare function updatedPage(current: string | undefined, header: string): string;
