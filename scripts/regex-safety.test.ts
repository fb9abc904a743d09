/**
 * Regular expressions that run on input must be linear-time: no quantified group that itself holds a
 * quantifier (star height above 1, the shape of catastrophic backtracking). Checks every regex literal in
 * the packages' sources. A RegExp built at run time, or a nested quantifier that cannot backtrack (its
 * group opens with a delimiter the inner part cannot match, as in `(-[a-z]+)+`), says why in a `// linear:`
 * comment on its line or the line above.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "schema" ? [] : sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** True when a quantified group contains a quantifier: `(a+)+`, `(?:\s*x)*`, `(a|b*){2,}`. */
export function hasNestedQuantifier(source: string): boolean {
  const stack: boolean[] = []; // for each open group: does it contain a quantifier?
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      continue;
    }
    if (c === "(") {
      stack.push(false);
      continue;
    }
    if (c === ")") {
      const quantifiedInside = stack.pop() ?? false;
      if (quantifiedInside && stack.length) stack[stack.length - 1] = true;
      const next = source[i + 1];
      if (
        quantifiedInside &&
        (next === "*" || next === "+" || (next === "{" && /^\{\d+,\d*\}/.test(source.slice(i + 1)) && !/^\{(\d+),\1\}/.test(source.slice(i + 1))))
      )
        return true;
      continue;
    }
    if (c === "*" || c === "+" || c === "?" || c === "{") {
      if (stack.length && (c !== "?" || !/[*+?}]/.test(source[i - 1] ?? ""))) stack[stack.length - 1] = true;
    }
  }
  return false;
}

describe("regex safety", () => {
  it("recognises nested quantifiers", () => {
    expect(hasNestedQuantifier("(a+)+")).toBe(true);
    expect(hasNestedQuantifier("(?:\\s*,)*x")).toBe(true);
    expect(hasNestedQuantifier("^[a-zA-Z0-9_-]+$")).toBe(false);
    expect(hasNestedQuantifier("(ab)+c*")).toBe(false);
    expect(hasNestedQuantifier("[(+)]+")).toBe(false);
  });

  const files = ["core", "cli", "eslint-plugin"].flatMap((p) => sources(join(root, "packages", p, "src")));
  it.each(files.map((f) => [f.slice(root.length + 1), f]))("%s", (_, file) => {
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n");
    const problems: string[] = [];
    lines.forEach((line, n) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      const explained = /\/\/ linear:/.test(line) || /\/\/ linear:/.test(lines[n - 1] ?? "");
      for (const match of line.matchAll(/(?<=[=(,:!&|?;{}\s]|^|return )\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/[dgimsuy]*/g)) {
        if (!explained && hasNestedQuantifier(match[1]!))
          problems.push(`line ${n + 1}: /${match[1]}/ has a quantified group that holds a quantifier`);
      }
      if (/new RegExp\(/.test(line) && !explained) {
        problems.push(`line ${n + 1}: a RegExp built at run time needs a \`// linear:\` comment saying why it cannot backtrack`);
      }
    });
    expect(problems).toEqual([]);
  });
});
