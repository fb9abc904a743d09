/** A count with its noun: `1 character`, `2 characters` (`plural(n, "match", "matches")` for other plurals). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
