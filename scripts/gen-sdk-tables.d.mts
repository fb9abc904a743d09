// Types of scripts/gen-sdk-tables.mjs, for the test that imports it.
/** packages/core/src/dialects/anthropic/sdk-tables.generated.ts */
export declare const OUTPUT: string;
/** The generated module's text, from the installed @anthropic-ai/sdk. */
export declare function render(): Promise<string>;
/** `November 30th, 2026` → `2026-11-30`; throws on any other form. */
export declare function isoDate(text: string): string;
