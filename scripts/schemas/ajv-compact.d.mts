/** Types of scripts/schemas/ajv-compact.mjs, for the test that imports it. */
export declare function compactStandalone(code: string): string;
export declare function compactErrorPushes(code: string): string;
export declare function compactErrorAppends(code: string): string;
export declare const PUSH_ERROR: string;
export declare const CONCAT_ERRORS: string;
export declare const DUPLICATE_ITEMS: string;
