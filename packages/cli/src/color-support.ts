/**
 * Whether the report is coloured, by the conventions of supports-color (what chalk, ESLint and most Node CLIs
 * follow) and no-color.org: `FORCE_COLOR` decides when set to a level (0 or `false` off; 1–3, `true` or empty
 * on), over everything, flags included; then `--color` / `--no-color` (and supports-color's spellings of them);
 * then `NO_COLOR` (set and not empty: off); then whether the stream is a terminal that is not `TERM=dumb`.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** `FORCE_COLOR`'s verdict, as supports-color reads it: undefined when unset or not a level (`FORCE_COLOR=yes`). */
export function forcedColor(env: Env): boolean | undefined {
  const value = env.FORCE_COLOR;
  if (value === undefined) return undefined;
  if (value === "true" || value === "") return true;
  if (value === "false") return false;
  const level = Math.min(Number.parseInt(value, 10), 3);
  return level >= 0 && level <= 3 ? level > 0 : undefined;
}

/** Colour for a stream when neither `FORCE_COLOR` nor a flag decides. */
export function terminalColor(env: Env, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  // Azure Pipelines shows colour in its logs, which are no terminal (supports-color's one exception).
  if (env.TF_BUILD !== undefined && env.AGENT_NAME !== undefined) return true;
  return isTTY && env.TERM !== "dumb";
}

const ON = new Set(["--color", "--colors", "--color=always", "--color=256", "--color=16m", "--color=full", "--color=truecolor"]);
const OFF = new Set(["--no-colors", "--color=never"]);

/** supports-color's spellings of the flags, as the one boolean `--color` / `--no-color` (up to `--`). */
export function normalizeColorFlags(argv: readonly string[]): string[] {
  const end = argv.indexOf("--");
  return argv.map((arg, i) => (end >= 0 && i > end ? arg : ON.has(arg) ? "--color" : OFF.has(arg) ? "--no-color" : arg));
}

export interface ColorChoice {
  /** `FORCE_COLOR`'s verdict. */
  forced?: boolean;
  /** `--color` (true) or `--no-color` (false). */
  flag?: boolean;
  /** What the stream's terminal and `NO_COLOR` say. */
  terminal: boolean;
}

/** Colour for a stream; a report written to a file is coloured only when `--color` asks (and `FORCE_COLOR` is not 0). */
export function useColor({ forced, flag, terminal }: ColorChoice, toFile = false): boolean {
  if (toFile) return forced !== false && flag === true;
  return forced ?? flag ?? terminal;
}
