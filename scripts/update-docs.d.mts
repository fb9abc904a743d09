// Types of scripts/update-docs.mjs, for the tests that import it.
import type { CatalogEntry, Rule, Target } from "../packages/core/src/index.js";

export declare const HEADER_BEGIN: string;
export declare const HEADER_END: string;
export declare const TABLE_BEGIN: string;
export declare const TABLE_END: string;
export declare const SECTIONS: string[];
export declare function renderHeader(meta: Rule["meta"], allTargets: readonly Target[]): string;
export declare function inlineCode(text: string): string;
export declare function renderTable(rules: readonly Rule[], allTargets: readonly Target[]): string;
export declare function renderCatalogTable(rules: readonly Rule[], catalog: readonly CatalogEntry[], allTargets: readonly Target[]): string;
export declare function coverage(catalog: readonly CatalogEntry[]): { checked: number; checkable: number; total: number };
export declare function updatedPage(current: string | undefined, header: string): string;
