/**
 * The entry of `dist/msglint-udf.js`: the engine as one classic script for the JavaScript UDFs of SQL engines
 * (BigQuery, Snowflake), which run a bare V8: no modules, no Node built-ins, no `TextDecoder`. The script defines
 * one global, `msglintLint`. It lints through core's public `lint`, with every API version loaded, so whatever
 * core registers is in the bundle.
 */
import { loadAllApiVersions } from "./all-api-versions.js";
import { lint } from "./index.js";
import type { LintOptions, LintSettings, RuleSetting } from "./types.js";

/** A finding as the UDF returns it: what a table row needs (no line and column: a cell has no lines to show). */
export interface UdfFinding {
  ruleId: string;
  severity: "error" | "warning";
  message: string;
  path: string;
}

/** The second argument, as JSON: the settings and rule levels of core's `LintOptions`. */
export interface UdfOptions {
  settings?: LintSettings;
  rules?: Record<string, RuleSetting>;
}

/**
 * The engines promise no more than ES2020 (their V8 versions are not published); core uses two later built-ins.
 * Defined here only where missing, as the standard defines them.
 */
function installEs2022Fallbacks(): void {
  if (typeof Object.hasOwn !== "function") {
    const hasOwn = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);
    Object.defineProperty(Object, "hasOwn", { value: hasOwn, writable: true, configurable: true });
  }
  if (typeof Array.prototype.at !== "function") {
    const at = function <T>(this: T[], index: number): T | undefined {
      const i = Math.trunc(index) || 0;
      return this[i < 0 ? this.length + i : i];
    };
    Object.defineProperty(Array.prototype, "at", { value: at, writable: true, configurable: true });
  }
}

installEs2022Fallbacks();
// The script runs once per UDF environment; every version must be there before the first row, synchronously.
loadAllApiVersions();

const OPTION_KEYS = new Set(["settings", "rules"]);

/** A mistake in the options is the query author's, the same for every row: it fails the query, with a clear text. */
function parseOptions(optionsJson: string | null | undefined): LintOptions {
  if (optionsJson === null || optionsJson === undefined || optionsJson === "") return { format: "json" };
  let options: unknown;
  try {
    options = JSON.parse(optionsJson);
  } catch (error) {
    throw new Error(`msglintLint: the options are not JSON (${(error as Error).message})`, { cause: error });
  }
  if (options === null || typeof options !== "object" || Array.isArray(options))
    throw new Error('msglintLint: the options must be a JSON object: {"settings": {…}, "rules": {…}}');
  const unknown = Object.keys(options).filter((key) => !OPTION_KEYS.has(key));
  if (unknown.length > 0)
    throw new Error(`msglintLint: unknown option ${unknown.map((key) => JSON.stringify(key)).join(", ")}; the options are "settings" and "rules"`);
  const { settings, rules } = options as UdfOptions;
  // One cell holds one request body: never split it into JSON Lines.
  return { format: "json", ...(settings !== undefined ? { settings } : {}), ...(rules !== undefined ? { rules } : {}) };
}

/**
 * Lints one request body and returns its findings as a JSON array of `{ruleId, severity, message, path}`: `[]` for
 * a clean request. The body is a cell's text, or its value where the engine hands JSON over parsed (BigQuery's JSON
 * type, Snowflake's VARIANT). Text that is not JSON or not a request is a finding like any other. NULL in, NULL out.
 */
function msglintLint(request: unknown, optionsJson?: string | null): string | null {
  if (request === null || request === undefined) return null;
  // Snowflake hands BINARY over as a Uint8Array; decoding it would need a TextDecoder, which the engines lack.
  if (request instanceof Uint8Array)
    throw new Error("msglintLint: pass the request body as text (STRING, VARCHAR) or JSON (JSON, VARIANT), not as bytes");
  const findings: UdfFinding[] = lint(request, parseOptions(optionsJson)).map(({ ruleId, severity, message, path }) => ({
    ruleId,
    severity,
    message,
    path,
  }));
  return JSON.stringify(findings);
}

// The script's one global: an IIFE whose only export is the default one assigns it to `var msglintLint`.
export default msglintLint;
