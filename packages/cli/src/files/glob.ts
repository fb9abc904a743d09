/**
 * Glob arguments (`*`, `**`, `?`, `[...]`, `{a,b}`), expanded by tinyglobby. Its matcher (picomatch) compiles a
 * glob to a regular expression that backtracks: its time grows as the name's length to the power of the `*` in one
 * path segment, and as the path's depth to the power of the `**` segments (measured: `*a*a*a*a*b` takes 80 ms on a
 * 255-character name, one more `*` seconds; four `**` take 110 s on a path 1,000 folders deep). So a glob argument
 * may hold at most MAX_STARS `*` in a segment and MAX_GLOBSTARS `**` segments. Patterns read from files (`.gitignore`,
 * the config) go through the `ignore` package instead, whose matching does not backtrack.
 */
export const MAX_STARS = 3;
export const MAX_GLOBSTARS = 2;

/** True when the text holds glob syntax (an argument that is not a literal path). */
export function hasMagic(text: string): boolean {
  return /[*?[{]/.test(text);
}

/**
 * The glob an argument means: on Windows `\` separates folders (a Windows path is never read as glob escapes), so it
 * becomes `/`, which globs and Windows both take; elsewhere `\` escapes the next character.
 */
export function globOf(argument: string, platform: string = process.platform): string {
  return platform === "win32" ? argument.replace(/\\/g, "/") : argument;
}

/** Why a glob is refused (it could make matching take exponential time), or undefined. */
export function globProblem(pattern: string): string | undefined {
  const segments = pattern.split("/");
  const globstars = segments.filter((segment) => segment === "**").length;
  if (globstars > MAX_GLOBSTARS)
    return `it has ${globstars} \`**\` segments; at most ${MAX_GLOBSTARS} are allowed (one \`**\` already crosses any number of folders)`;
  for (const segment of segments) {
    if (segment === "**") continue;
    const stars = segment.match(/(?<!\\)\*+/g)?.length ?? 0;
    if (stars > MAX_STARS) return `its segment "${segment}" has ${stars} \`*\`; at most ${MAX_STARS} are allowed in one segment`;
  }
  return undefined;
}

/** The leading segments without glob syntax: where a walk for the pattern starts (`logs/2024/**\/*.json` gives `logs/2024`). */
export function staticPrefix(pattern: string): string {
  const segments = pattern.split("/");
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (hasMagic(segment) || segment.includes("\\")) break;
    fixed.push(segment);
  }
  return fixed.join("/");
}
