/** Files found in a folder or by a glob that hold no conversation are skipped, by core's own finding about them. */
import type { FileResult } from "./types.js";

/** Why a skipped file was not linted. */
export const NOT_A_CONVERSATION = "not a conversation";

/**
 * Core's own signal that a text holds no conversation: every finding is `unrecognized-input` (no input format, not a
 * request body, a messages array, a batch, a transcript or a HAR capture, read a request from it). The CLI does not
 * tell formats apart itself. A text that does not parse is not such a text: a broken recording is reported.
 */
export function holdsNoConversation(diagnostics: readonly { ruleId: string | null }[]): boolean {
  return diagnostics.length > 0 && diagnostics.every((d) => d.ruleId === "unrecognized-input");
}

/** The result of a file that was skipped: nothing to report. */
export function skippedResult(filePath: string): FileResult {
  return { filePath, messages: [], errorCount: 0, warningCount: 0, skipped: NOT_A_CONVERSATION };
}
