/**
 * JSON with comments and trailing commas, for config files. Comments and trailing commas become spaces, so
 * every offset in the cleaned text is the same as in the file and errors point at the right line.
 */
import { findSyntaxError, LineIndex, locatePointers } from "@msglint/core";

/** The text with line and block comments and trailing commas blanked out (newlines kept). */
export function stripJsonc(text: string): string {
  const out = text.split("");
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n" && out[k] !== "\r") out[k] = " ";
  };
  let lastSignificant = -1; // offset of the last character that is not whitespace or a comment
  let beforeComma = -1; // the last significant character before the last comma
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      lastSignificant = Math.min(j, text.length - 1);
      i = j;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const to = end < 0 ? text.length : end;
      blank(i, to);
      i = to - 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const to = end < 0 ? text.length : end + 2;
      blank(i, to);
      i = to - 1;
    } else if (c === "}" || c === "]") {
      // A comma after a value and before the closing bracket; `{,}` and `[1,,]` stay errors.
      if (lastSignificant >= 0 && out[lastSignificant] === "," && beforeComma >= 0 && !"{[,".includes(out[beforeComma]!)) out[lastSignificant] = " ";
      lastSignificant = i;
    } else if (!/\s/.test(c)) {
      if (c === ",") beforeComma = lastSignificant;
      lastSignificant = i;
    }
  }
  return out.join("");
}

export class JsoncError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Parses JSONC; a syntax error throws a `JsoncError` with its line and column. */
export function parseJsonc(text: string): unknown {
  const clean = stripJsonc(text.charCodeAt(0) === 0xfeff ? " " + text.slice(1) : text);
  try {
    return JSON.parse(clean);
  } catch (error) {
    const problem = findSyntaxError(clean) ?? { offset: 0, detail: (error as Error).message };
    const { line, column } = new LineIndex(clean).position(problem.offset);
    throw new JsoncError(`invalid JSON: ${problem.detail}`, line, column);
  }
}

/** Line and column of the value at `pointer` in a JSONC text, or of its nearest parent that exists. */
export function locateInJsonc(text: string, pointer: string): { line: number; column: number } | undefined {
  const clean = stripJsonc(text.charCodeAt(0) === 0xfeff ? " " + text.slice(1) : text);
  try {
    const span = locatePointers(clean, [pointer]).get(pointer);
    return span ? new LineIndex(clean).position(span.start) : undefined;
  } catch {
    return undefined;
  }
}
