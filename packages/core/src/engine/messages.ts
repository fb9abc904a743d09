/** Message and hint templates: `{{name}}` placeholders filled from a finding's data. */

/** A template cut at its placeholders: text, then `{{name}}` as written and the name, alternately. */
type TemplateParts = readonly string[];

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function cut(template: string): TemplateParts {
  const parts: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[0], match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

function fill(parts: TemplateParts, value: (name: string) => string | undefined): string {
  if (parts.length === 1) return parts[0]!;
  let out = parts[0]!;
  for (let k = 1; k < parts.length; k += 3) out += (value(parts[k + 1]!) ?? parts[k]!) + parts[k + 2]!;
  return out;
}

/** Fills `{{name}}` placeholders; an unknown placeholder is left as it is, so a typo shows in tests. */
export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return fill(cut(template), (name) => (Object.prototype.hasOwnProperty.call(data, name) ? String(data[name]) : undefined));
}

/**
 * One linter's templates, each cut once: a message is filled for every finding. Bounded, as callers may pass
 * any template.
 */
export class Templates {
  readonly #parts = new Map<string, TemplateParts>();

  fill(template: string, value: (name: string) => string | undefined): string {
    let parts = this.#parts.get(template);
    if (parts === undefined) {
      parts = cut(template);
      if (this.#parts.size >= 1000) this.#parts.clear();
      this.#parts.set(template, parts);
    }
    return fill(parts, value);
  }
}
