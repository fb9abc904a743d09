// Types of scripts/gen-sdk-tables.mjs, for the test that imports it.
/** packages/core/src/dialects/anthropic/sdk-tables.generated.ts */
export declare const OUTPUT: string;
/** The generated module's text, from the installed @anthropic-ai/sdk. */
export declare function render(): Promise<string>;
