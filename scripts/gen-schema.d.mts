// Types of scripts/gen-schema.mjs, for the tests that import it.
export declare const SCHEMA_DIR: string;
export declare const VERSIONS: { version: string; sdk: string; sdkVersion: string }[];
export declare const META_SCHEMA_FILE: string;
/** Every generated file, by name relative to packages/core/src/dialects/anthropic/schema; `meta: false` leaves out the meta-schema validator. */
export declare function generate(options?: { versions?: string[]; variants?: ("ga" | "beta")[]; meta?: boolean }): Promise<Record<string, string>>;
