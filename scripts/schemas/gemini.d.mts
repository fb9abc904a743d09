/** Types of scripts/schemas/gemini.mjs, for the tests that import it. */
export declare const SCHEMA_DIR: string;
export declare function generate(outDir?: string): Promise<Record<string, string>>;
export declare function requestSchema(raw: Record<string, unknown>): Record<string, unknown>;
export declare function fieldMessages(schema: { definitions: Record<string, unknown> }): Record<string, string>;
