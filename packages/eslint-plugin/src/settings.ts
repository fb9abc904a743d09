/** `settings.msglint` in an ESLint config: where the requests are sent, with the CLI's config keys, checked as strictly. */
import {
  closestName,
  LINT_SETTING_KEYS,
  settingChoices,
  settingProblem,
  type Linter,
  type LintSettingKey,
  type LintSettings,
  type SettingChoices,
} from "@msglint/core";

export interface MsglintSettings extends LintSettings {
  /** Add the diagnostic's hint (the real cause, where the API's text misleads) to the message, on its own line. Default false. */
  hints?: boolean;
}

/** The keys `settings.msglint` takes: core's settings, and the plugin's own `hints`. */
const SETTING_KEYS: readonly string[] = [...LINT_SETTING_KEYS, "hints"];

/** The dialects and targets a linter knows (its own dialects included), made once per linter. */
const choicesByLinter = new WeakMap<Linter, SettingChoices>();

function choicesOf(linter: Linter): SettingChoices {
  let choices = choicesByLinter.get(linter);
  if (!choices) choicesByLinter.set(linter, (choices = settingChoices(linter.dialects)));
  return choices;
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
    if (!out) read.set(raw, (out = parseSettings(raw, choicesOf(linter))));
    return out;
  }
  return parseSettings(raw, choicesOf(linter));
}

function parseSettings(raw: unknown, choices: SettingChoices): MsglintSettings {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new TypeError("settings.msglint must be an object");
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!SETTING_KEYS.includes(key)) {
      // A misspelt key would otherwise leave its setting unset, and the rules that need it silent.
      const near = closestName(key, SETTING_KEYS);
      throw new TypeError(
        `settings.msglint.${key} is not a setting; ${near ? `did you mean ${near}?` : `the settings are ${SETTING_KEYS.join(", ")}`}`,
      );
    }
    if (value === undefined) continue;
    const problem =
      key === "hints" ? (typeof value === "boolean" ? undefined : "must be a boolean") : settingProblem(key as LintSettingKey, value, choices);
    if (problem) throw new TypeError(`settings.msglint.${key} ${problem}`);
    out[key] = value;
  }
  return out as MsglintSettings;
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
