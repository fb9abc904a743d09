/**
 * Finds the line of a JSON pointer in a block-style YAML config (`rules:` / `  some-rule: warn`), so that a
 * bad YAML config fails with a line like a JSON one. A heuristic on indentation, not a YAML parser: flow
 * style and anchors give the nearest key found, or nothing.
 */
export function locateInYaml(text: string, pointer: string): { line: number; column: number } | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  const tokens = pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  let from = 0;
  let parentIndent = -1;
  let found: { line: number; column: number } | undefined;
  for (const token of tokens) {
    let hit: { index: number; indent: number; column: number } | undefined;
    if (/^\d+$/.test(token)) {
      // The n-th `- ` item below the parent, at the indentation of the first one.
      let count = -1;
      let itemIndent = -1;
      for (let i = from; i < lines.length; i++) {
        const match = /^(\s*)- /.exec(lines[i]!);
        const indent = /^\s*/.exec(lines[i]!)![0].length;
        if (lines[i]!.trim() && indent <= parentIndent && !(match && indent === parentIndent)) break;
        if (!match || (itemIndent >= 0 && match[1]!.length !== itemIndent)) continue;
        itemIndent = match[1]!.length;
        if (++count === Number(token)) {
          hit = { index: i, indent: itemIndent + 1, column: itemIndent + 3 };
          break;
        }
      }
    } else {
      const key = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // linear: the key is escaped literal text; runs on one config line at a time.
      const pattern = new RegExp(`^(\\s*(?:- )?)(["']?)${key}\\2\\s*:`);
      for (let i = from; i < lines.length; i++) {
        const indent = /^\s*/.exec(lines[i]!)![0].length;
        if (i > from && lines[i]!.trim() && !lines[i]!.trim().startsWith("#") && indent <= parentIndent) break;
        const match = pattern.exec(lines[i]!);
        if (match && match[1]!.length > parentIndent) {
          hit = { index: i, indent: match[1]!.length, column: match[1]!.length + 1 };
          break;
        }
      }
    }
    if (!hit) return found;
    found = { line: hit.index + 1, column: hit.column };
    from = hit.index + (/^\d+$/.test(token) ? 0 : 1);
    parentIndent = hit.indent;
  }
  return found;
}
