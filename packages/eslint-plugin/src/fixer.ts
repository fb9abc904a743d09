/** Core's fixes (edits on pointers) as ESLint fixers (edits on text ranges). */
import { toTextEdits, toTextEditsWith, type Edit, type ValueLocator } from "@msglint/core";

export interface Fixer {
  replaceTextRange(range: [number, number], text: string): unknown;
}

export function fixerFor(text: string, edits: Edit[], locator?: ValueLocator) {
  return (fixer: Fixer) => {
    let textEdits;
    try {
      textEdits = locator ? toTextEditsWith(text, edits, locator) : toTextEdits(text, edits);
    } catch {
      // An edit the text cannot take (code the fix may not touch, or a core bug) is no fix, not a crash.
      return null;
    }
    return textEdits.map((edit) => fixer.replaceTextRange([edit.start, edit.end], edit.text)) as never;
  };
}
