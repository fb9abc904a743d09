/**
 * The string-aware object scanner of the UDF build's metadata transforms (tsdown.config.ts): they rewrite a rule's
 * `meta.api` and `meta.hints` object literals in the source before bundling.
 */
/**
 * The object literal that opens at `code[open]` (a `{`), with each string value (a literal after a `:`) replaced by
 * `value(literal)`: its text and the index of its closing brace. Undefined when it holds a template with `${…}`, or
 * when a string or comment does not close. Comments are kept as they are: an apostrophe in one opens no string.
 *
 * @param {string} code
 * @param {number} open
 * @param {(literal: string) => string} [value]
 * @returns {{ text: string; close: number } | undefined}
 */
export function scanObject(code, open, value = (literal) => literal) {
  let out = "";
  let depth = 0;
  let afterColon = false;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "/" && (code[i + 1] === "/" || code[i + 1] === "*")) {
      const end = code[i + 1] === "/" ? code.indexOf("\n", i) : code.indexOf("*/", i + 2) + 1;
      if (end <= 0) return undefined;
      out += code.slice(i, end + 1);
      i = end;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      let end = i + 1;
      while (end < code.length && code[end] !== c) end += code[end] === "\\" ? 2 : 1;
      if (end >= code.length) return undefined;
      const literal = code.slice(i, end + 1);
      if (c === "`" && literal.includes("${")) return undefined;
      out += afterColon ? value(literal) : literal;
      i = end;
      afterColon = false;
      continue;
    }
    out += c;
    if (c === ":") afterColon = true;
    else if (!/\s/.test(c)) afterColon = false;
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return { text: out, close: i };
  }
  return undefined;
}
