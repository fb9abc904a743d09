// Types of scan-object.mjs, for tsdown.config.ts and the test that imports it.
export declare function scanObject(code: string, open: number, value?: (literal: string) => string): { text: string; close: number } | undefined;
