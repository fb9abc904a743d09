/** Types of scripts/schemas/openai-chat.mjs, for the tests that import it. */
export declare const SCHEMA_DIR: string;
export declare const SPEC_COMMIT: string;
export declare const SPEC_EXCERPT: string;
export declare function excerpt(spec: Record<string, unknown>, rootName?: string): Record<string, unknown>;
export declare function buildTable(spec: Record<string, unknown>): Record<string, unknown>;
export declare function generate(spec: Record<string, unknown>, outDir?: string): Record<string, string>;
