import { lintValue } from "../linter.js";
import type { Diagnostic, LintOptions } from "../types.js";
import { withKeys } from "../model/values.js";

/** Thrown by `assertValid` and the request guards: the request would be rejected. */
export class MsglintError extends Error {
  override readonly name = "MsglintError";
  /** Every error-severity finding, in document order. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[]) {
    const [first] = diagnostics;
    const more = diagnostics.length - 1;
    super(`${first?.message ?? "msglint: invalid request"}${more > 0 ? ` (and ${more} more problem${more === 1 ? "" : "s"})` : ""}`);
    this.diagnostics = diagnostics;
  }
}

/** Without levels of the caller's: one object for every call, so the linter knows it again (`Linter`'s `#lastConfig`). */
const SENDING_RULES: NonNullable<LintOptions["rules"]> = Object.freeze({ "model-retired": "error" });

/**
 * The rule levels where a request is about to be sent: a model past its end of life is an error there (the API
 * answers 404), while linting recordings reports it as a warning, so that a recorded fixture does not start failing
 * CI because the calendar moved. Levels the caller sets win.
 */
export function sendingRules(rules: LintOptions["rules"]): NonNullable<LintOptions["rules"]> {
  return rules === undefined ? SENDING_RULES : { "model-retired": "error", ...rules };
}

/** The error-severity findings for a request value (a body, a bare `messages` array or a batch), as it is about to be sent. */
export function requestErrors(request: unknown, options: LintOptions = {}): Diagnostic[] {
  return lintValue(request, withKeys(options, { rules: sendingRules(options.rules) })).filter((d) => d.severity === "error");
}

/**
 * Returns the request unchanged when the API would accept it; throws `MsglintError` with every finding
 * otherwise. Generic, so the SDK's request types pass through without casts.
 */
export function assertValid<T>(request: T, options: LintOptions = {}): T {
  const errors = requestErrors(request, options);
  if (errors.length > 0) throw new MsglintError(errors);
  return request;
}
