/** `settings.msglint` in an ESLint config: where the requests are sent, with the CLI's config keys. */
import type { Linter, LintSettings, Target } from "@msglint/core";

export interface MsglintSettings extends LintSettings {
  /** Add the diagnostic's hint (the real cause, where the API's text misleads) to the message, on its own line. Default false. */
  hints?: boolean;
}

/** The dialects and targets a linter knows (`vertex` is the Messages API's and Gemini's), made once per linter. */
interface Known {
  dialects: readonly string[];
  targets: readonly Target[];
}
const knownByLinter = new WeakMap<Linter, Known>();

function knownTo(linter: Linter): Known {
  let known = knownByLinter.get(linter);
  if (!known) {
    const dialects = ["auto", ...linter.dialects.map((dialect) => dialect.id)];
    knownByLinter.set(linter, (known = { dialects, targets: [...new Set(linter.dialects.flatMap((dialect) => dialect.targets))] }));
  }
  return known;
}

const NO_SETTINGS: MsglintSettings = Object.freeze({});
const read = new WeakMap<object, MsglintSettings>();

/**
 * The plugin's settings from ESLint's shared settings; anything malformed is an error the user should see.
 * ESLint hands every rule of a file the same settings object, so all of them get the same result object, and
 * caches keyed by it are shared.
 */
export function readSettings(settings: Readonly<Record<string, unknown>> | undefined, linter: Linter): MsglintSettings {
  const raw = settings?.msglint;
  if (raw === undefined) return NO_SETTINGS;
  if (raw !== null && typeof raw === "object") {
    let out = read.get(raw);
    if (!out) read.set(raw, (out = parseSettings(raw, knownTo(linter))));
    return out;
  }
  return parseSettings(raw, knownTo(linter));
}

function parseSettings(raw: unknown, { dialects: DIALECTS, targets: TARGETS }: Known): MsglintSettings {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new TypeError("settings.msglint must be an object");
  const { dialect, target, model, region, endpoint, apiVersion, betas, now, hints } = raw as Record<string, unknown>;
  const out: MsglintSettings = {};
  if (dialect !== undefined) {
    if (!DIALECTS.includes(dialect as string)) throw new TypeError(`settings.msglint.dialect must be one of ${DIALECTS.join(", ")}`);
    out.dialect = dialect as string;
  }
  if (target !== undefined) {
    if (!TARGETS.includes(target as Target)) throw new TypeError(`settings.msglint.target must be one of ${TARGETS.join(", ")}`);
    out.target = target as Target;
  }
  if (model !== undefined) {
    if (typeof model !== "string") throw new TypeError("settings.msglint.model must be a string");
    out.model = model;
  }
  if (region !== undefined) {
    if (typeof region !== "string") throw new TypeError("settings.msglint.region must be a string");
    out.region = region;
  }
  if (endpoint !== undefined) {
    if (typeof endpoint !== "string") throw new TypeError("settings.msglint.endpoint must be a string");
    out.endpoint = endpoint;
  }
  if (apiVersion !== undefined) {
    if (typeof apiVersion !== "string") throw new TypeError("settings.msglint.apiVersion must be a string");
    out.apiVersion = apiVersion;
  }
  if (betas !== undefined) {
    if (!Array.isArray(betas) || !betas.every((b) => typeof b === "string")) {
      throw new TypeError("settings.msglint.betas must be an array of strings");
    }
    out.betas = betas as string[];
  }
  if (now !== undefined) {
    if (typeof now !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(now)) throw new TypeError("settings.msglint.now must be a date, YYYY-MM-DD");
    out.now = now;
  }
  if (hints !== undefined) {
    if (typeof hints !== "boolean") throw new TypeError("settings.msglint.hints must be a boolean");
    out.hints = hints;
  }
  return out;
}

const forCore = new WeakMap<MsglintSettings, LintSettings>();

/** The part of the settings core sees: one object per settings object, so runs cached by it are shared. */
export function lintSettings(settings: MsglintSettings): LintSettings {
  let out = forCore.get(settings);
  if (!out) {
    const { hints: _hints, ...rest } = settings;
    forCore.set(settings, (out = rest));
  }
  return out;
}
