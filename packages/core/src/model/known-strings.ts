/**
 * Known strings, shared: `intern(value)` is the list's own copy of a string equal to one of `known`, else `value`.
 *
 * V8 internalizes only the strings of up to 10 characters that `JSON.parse` makes. A longer one (an item `type` such
 * as `function_call_output`) is compared character by character with every literal a rule checks it against, and
 * hashed in full by the first `Map` or `Set` it meets. The list's copy is the literal itself, so those comparisons
 * become pointer checks. Candidates are found by length, not by a `Map`: a `Map` would hash the fresh string, which
 * is the cost this avoids (see BENCHMARKS.md, session 17).
 */
export function knownStrings(known: readonly string[]): (value: string) => string {
  const byLength: (string[] | undefined)[] = [];
  for (const text of known) (byLength[text.length] ??= []).push(text);
  return (value) => {
    const candidates = byLength[value.length];
    if (candidates !== undefined) for (let i = 0; i < candidates.length; i++) if (candidates[i] === value) return candidates[i]!;
    return value;
  };
}
