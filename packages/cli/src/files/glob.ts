/**
 * Glob patterns (`*`, `**`, `?`, `[...]`, `{a,b}`) matched by simulating the pattern as a set of states over
 * the path's characters: time O(path × pattern) whatever the pattern, so no input can make matching blow up
 * the way a backtracking regular expression can (`*a*a*a*b`).
 */

type Token =
  | { kind: "char"; char: string }
  /** `?`: one character other than `/`. */
  | { kind: "one" }
  /** `*`: any run of characters other than `/`. */
  | { kind: "star" }
  /** `**` as a whole segment before `/` (`**` then `/`): nothing, or any run of characters ending in `/`. */
  | { kind: "dirs" }
  /** `**` as the last segment: any run of characters. */
  | { kind: "rest" }
  | { kind: "class"; negated: boolean; ranges: [number, number][] };

/** The most alternatives `{a,b}` may expand to; beyond, braces are taken literally. */
const MAX_ALTERNATIVES = 256;

/** True when the text holds glob syntax (an argument that is not a literal path). */
export function hasMagic(text: string): boolean {
  return /[*?[{]/.test(text);
}

/** Expands `{a,b}` groups (nested too) into plain patterns. An unbalanced brace is a literal character. */
export function expandBraces(pattern: string): string[] {
  const open = findBraceGroup(pattern);
  if (!open) return [pattern];
  const { start, end, parts } = open;
  const head = pattern.slice(0, start);
  const tail = pattern.slice(end + 1);
  const out: string[] = [];
  for (const part of parts) {
    for (const expanded of expandBraces(head + part + tail)) {
      out.push(expanded);
      if (out.length > MAX_ALTERNATIVES) return [pattern.replace(/[{}]/g, "\\$&")];
    }
  }
  return out;
}

/** The first `{...}` with a top-level comma, and its comma-separated parts. */
function findBraceGroup(pattern: string): { start: number; end: number; parts: string[] } | undefined {
  for (let start = 0; start < pattern.length; start++) {
    if (pattern[start] === "\\") {
      start++;
      continue;
    }
    if (pattern[start] !== "{") continue;
    let depth = 0;
    const commas: number[] = [];
    for (let i = start; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "\\") i++;
      else if (c === "{") depth++;
      else if (c === "," && depth === 1) commas.push(i);
      else if (c === "}" && --depth === 0) {
        if (commas.length === 0) break; // `{a}` is literal, as in bash
        const bounds = [start, ...commas, i];
        const parts = bounds.slice(1).map((b, k) => pattern.slice(bounds[k]! + 1, b));
        return { start, end: i, parts };
      }
    }
  }
  return undefined;
}

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  const segments = pattern.split("/");
  segments.forEach((segment, s) => {
    const last = s === segments.length - 1;
    if (segment === "**") {
      tokens.push(last ? { kind: "rest" } : { kind: "dirs" });
      return; // `dirs` includes its `/`
    }
    for (let i = 0; i < segment.length; i++) {
      const c = segment[i]!;
      if (c === "\\" && i + 1 < segment.length) tokens.push({ kind: "char", char: segment[++i]! });
      else if (c === "?") tokens.push({ kind: "one" });
      else if (c === "*") {
        while (segment[i + 1] === "*") i++; // `a**b` is `a*b`
        tokens.push({ kind: "star" });
      } else if (c === "[") {
        const parsed = parseClass(segment, i);
        if (parsed) {
          tokens.push(parsed.token);
          i = parsed.end;
        } else tokens.push({ kind: "char", char: c });
      } else tokens.push({ kind: "char", char: c });
    }
    if (!last) tokens.push({ kind: "char", char: "/" });
  });
  return tokens;
}

function parseClass(segment: string, open: number): { token: Token; end: number } | undefined {
  let i = open + 1;
  const negated = segment[i] === "!" || segment[i] === "^";
  if (negated) i++;
  const ranges: [number, number][] = [];
  let first = true;
  for (; i < segment.length; i++) {
    let c = segment[i]!;
    if (c === "]" && !first) return { token: { kind: "class", negated, ranges }, end: i };
    first = false;
    if (c === "\\" && i + 1 < segment.length) c = segment[++i]!;
    const low = c.codePointAt(0)!;
    if (segment[i + 1] === "-" && segment[i + 2] !== undefined && segment[i + 2] !== "]") {
      let high = segment[i + 2]!;
      i += 2;
      if (high === "\\" && i + 1 < segment.length) high = segment[++i]!;
      ranges.push([low, high.codePointAt(0)!]);
    } else ranges.push([low, low]);
  }
  return undefined;
}

/**
 * A compiled pattern. States are token positions; `dirs` has a second state (`inside`) for "in the middle of
 * the directories it skips", which must end at a `/`.
 */
class Program {
  constructor(private readonly tokens: Token[]) {}

  /** Adds `state` and every state reachable from it without reading a character. */
  private close(states: Set<number>, state: number): void {
    if (states.has(state)) return;
    states.add(state);
    const index = state >> 1;
    const token = this.tokens[index];
    if (!token || (state & 1) === 1) return;
    if (token.kind === "star" || token.kind === "dirs" || token.kind === "rest") this.close(states, (index + 1) << 1);
  }

  matches(text: string): boolean {
    let states = new Set<number>();
    this.close(states, 0);
    const end = this.tokens.length << 1;
    for (const char of text) {
      const next = new Set<number>();
      for (const state of states) {
        const index = state >> 1;
        const token = this.tokens[index];
        if (!token) continue;
        const advance = (index + 1) << 1;
        switch (token.kind) {
          case "char":
            if (token.char === char) this.close(next, advance);
            break;
          case "one":
            if (char !== "/") this.close(next, advance);
            break;
          case "star":
            if (char !== "/") this.close(next, state);
            break;
          case "rest":
            this.close(next, state);
            break;
          case "dirs":
            // Any character keeps us inside the skipped directories; a `/` may also end them.
            this.close(next, (index << 1) | 1);
            if (char === "/") this.close(next, advance);
            break;
          case "class": {
            const code = char.codePointAt(0)!;
            const inside = token.ranges.some(([low, high]) => code >= low && code <= high);
            if (char !== "/" && inside !== token.negated) this.close(next, advance);
            break;
          }
        }
      }
      if (next.size === 0) return false;
      states = next;
    }
    return states.has(end);
  }
}

export interface GlobMatcher {
  (path: string): boolean;
  /** The pattern as written. */
  pattern: string;
}

/** Compiles a glob for POSIX paths. `*` and `?` never cross `/`; `**` as a segment crosses any number of directories. */
export function compileGlob(pattern: string): GlobMatcher {
  const programs = expandBraces(pattern).map((p) => new Program(tokenize(p)));
  const matcher = ((path: string) => programs.some((program) => program.matches(path))) as GlobMatcher;
  matcher.pattern = pattern;
  return matcher;
}

// The leading segments without glob syntax: where a walk for the pattern starts (`logs/2024/**/*.json` gives `logs/2024`).
export function staticPrefix(pattern: string): string {
  const segments = pattern.split("/");
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (hasMagic(segment) || segment.includes("\\")) break;
    fixed.push(segment);
  }
  return fixed.join("/");
}
