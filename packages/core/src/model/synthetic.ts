/**
 * Content msglint writes when a repair must answer a call nobody answered: the same words every time, so a
 * repaired history stays byte-identical across runs and keeps the provider's prompt cache valid.
 */
export const INTERRUPTED_CALL_TEXT = "The tool call was interrupted and returned no result.";
