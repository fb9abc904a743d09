// Types of scripts/schemas/bedrock-converse.mjs, for the tests that import it.
export declare const SCHEMA_DIR: string;
export declare const BASE: string;
export declare const CONSTRAINTS: Record<string, Record<string, unknown>>;
/** Every generated file, by name relative to SCHEMA_DIR. */
export declare function files(): Promise<Record<string, string>>;
/** Writes the files into `outDir` (default: the dialect's schema folder); resolves to their names. */
export declare function generate(outDir?: string): Promise<string[]>;
