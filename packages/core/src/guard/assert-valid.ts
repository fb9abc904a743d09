import { lintValue } from "../linter.js";
import type { Diagnostic, LintOptions } from "../types.js";

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

/** The error-severity findings for a request value (a body, a bare `messages` array or a batch). */
export function requestErrors(request: unknown, options: LintOptions = {}): Diagnostic[] {
  return lintValue(request, options).filter((d) => d.severity === "error");
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
