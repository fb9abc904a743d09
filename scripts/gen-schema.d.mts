// Types of scripts/gen-schema.mjs, for the tests that import it.
export declare const SCHEMA_DIR: string;
export declare const VERSIONS: { version: string; sdk: string; sdkVersion: string }[];
export declare const META_SCHEMA_FILE: string;
/** Every generated file, by name relative to packages/core/src/dialects/anthropic/schema; `meta: false` leaves out the meta-schema validator. */
export declare function generate(options?: { versions?: string[]; variants?: ("ga" | "beta")[]; meta?: boolean }): Promise<Record<string, string>>;
/** JSON Schemas of exported interfaces of an installed package's type declarations (shared by the dialects' generators). */
export declare function schemasOfTypes(packageDir: string, expectedVersion: string, roots: { file: string; type: string }[]): Promise<unknown[]>;
