// Types of scripts/gen-schema.mjs, for the tests that import it.
export declare const SCHEMA_DIR: string;
export declare const VERSIONS: { version: string; sdk: string; sdkVersion: string }[];
/** Every generated file, by name relative to packages/core/src/schema. */
export declare function generate(options?: { versions?: string[]; variants?: ("ga" | "beta")[] }): Promise<Record<string, string>>;
