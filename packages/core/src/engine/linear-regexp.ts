/**
 * Regular expressions from user input (a tool schema's `pattern`) run on RE2 (re2js, pure JavaScript), whose
 * matching time grows linearly with the input: a JavaScript engine backtracks, and `^(a|a)*$` on 30 characters
 * takes minutes. A pattern is read with JavaScript's `u`-flag syntax and meaning, as ajv runs it: the few places
 * where RE2 means something else (`.`, `\s`, `\u` escapes) are rewritten; what RE2 cannot run (backreferences,
 * lookaround) is refused, and the caller says that pattern was not checked.
 */
import { RE2JS } from "re2js";

/** A compiled pattern: `test` finds a match anywhere in the text, as `RegExp.prototype.test`. */
export interface LinearRegExp {
  test(text: string): boolean;
}

// JavaScript's `\s`: the Unicode white space and line terminators (ECMA-262 WhiteSpace and LineTerminator).
const SPACE_RANGES = "\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}";
// JavaScript's `.` without the `s` flag: anything but a line terminator.
const DOT = "[^\\n\\r\\x{2028}\\x{2029}]";

/**
 * The pattern compiled for RE2, or a reason it cannot be: `pattern` must already compile as a JavaScript `u`
 * regular expression (ajv refuses the schema otherwise).
 */
export function compileLinear(pattern: string): LinearRegExp | { cannot: string } {
  const translated = toRe2(pattern);
  if (typeof translated !== "string") return translated;
  try {
    const compiled = RE2JS.compile(translated);
    return { test: (text) => compiled.test(text) };
  } catch (error) {
    return { cannot: unsupported(pattern) ?? `RE2 does not take it (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** What in a pattern RE2 cannot run, in words, when it is a construct JavaScript has and RE2 lacks. */
function unsupported(pattern: string): string | undefined {
  if (/\(\?<?[=!]/.test(pattern)) return "it uses lookaround, which a linear-time engine cannot run";
  if (/\\[1-9]|\\k</.test(pattern)) return "it uses a backreference, which a linear-time engine cannot run";
  return undefined;
}

/** The pattern in RE2's syntax with JavaScript's meaning, or why there is none. */
function toRe2(pattern: string): string | { cannot: string } {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "[" && !inClass) {
      inClass = true;
      // `[^]` is any character; `[]` none.
      if (pattern.startsWith("[^]", i)) {
        out += "[\\x00-\\x{10FFFF}]";
        i += 2;
        inClass = false;
      } else if (pattern.startsWith("[]", i)) {
        out += "[^\\x00-\\x{10FFFF}]";
        i += 1;
        inClass = false;
      } else out += c;
      continue;
    }
    if (c === "]" && inClass) {
      inClass = false;
      out += c;
      continue;
    }
    if (c === "." && !inClass) {
      out += DOT;
      continue;
    }
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = pattern[i + 1];
    if (e === undefined) return { cannot: "it ends with a lone backslash" };
    i++;
    if (e === "s") out += inClass ? SPACE_RANGES : `[${SPACE_RANGES}]`;
    else if (e === "S") {
      // A class cannot hold a negated class in RE2's syntax.
      if (inClass) return { cannot: "it has \\S inside a character class" };
      out += `[^${SPACE_RANGES}]`;
    } else if (e === "u") {
      const escaped = /^u\{([0-9a-fA-F]+)\}|^u([0-9a-fA-F]{4})(?:\\u([dD][c-fC-F][0-9a-fA-F]{2}))?/.exec(pattern.slice(i));
      if (!escaped) return { cannot: "it has a \\u escape RE2 cannot read" };
      let code = parseInt(escaped[1] ?? escaped[2]!, 16);
      // A surrogate pair written as two escapes is one code point in `u` mode.
      if (escaped[3] !== undefined && code >= 0xd800 && code <= 0xdbff)
        code = 0x10000 + ((code - 0xd800) << 10) + (parseInt(escaped[3], 16) - 0xdc00);
      else if (escaped[3] !== undefined) escaped[0] = escaped[0].slice(0, 5);
      out += `\\x{${code.toString(16)}}`;
      i += escaped[0].length - 1;
    } else if (e === "c") {
      const letter = pattern[i + 1] ?? "";
      if (!/^[a-zA-Z]$/.test(letter)) return { cannot: "it has a \\c escape RE2 cannot read" };
      out += `\\x{${(letter.charCodeAt(0) % 32).toString(16)}}`;
      i++;
    } else if (e === "b" && inClass) out += "\\x08";
    else if (e === "/") out += "/";
    else if (e === "0") out += "\\x00";
    else out += `\\${e}`;
  }
  return out;
}
