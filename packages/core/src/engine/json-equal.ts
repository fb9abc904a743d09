/** Equality of JSON values, keys in any order (fast-deep-equal on JSON data); iterative, so no nesting overflows the stack. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const pending: unknown[] = [a, b];
  while (pending.length > 0) {
    const y = pending.pop();
    const x = pending.pop();
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) pending.push(x[i], y[i]);
      continue;
    }
    if (Array.isArray(y)) return false;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(y, key)) return false;
      pending.push((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]);
    }
  }
  return true;
}

/** Text written as it stands, between the values `jsonKey` writes. */
class Literal {
  constructor(readonly text: string) {}
}

/**
 * A text that two JSON values share exactly when `jsonEqual` holds for them: keys sorted, strings quoted, each
 * value tagged by its type. A map of these finds equal values in linear time where comparing every pair is quadratic.
 * Undefined for a value that holds NaN: under `jsonEqual` it equals nothing, itself included. Iterative, like `jsonEqual`.
 */
export function jsonKey(value: unknown): string | undefined {
  let out = "";
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof Literal) out += item.text;
    else if (typeof item === "string") out += JSON.stringify(item);
    else if (typeof item === "number") {
      if (Number.isNaN(item)) return undefined;
      out += String(item);
    } else if (typeof item !== "object" || item === null) out += String(item);
    else if (Array.isArray(item)) {
      out += "[";
      pending.push(new Literal("]"));
      for (let i = item.length - 1; i >= 0; i--) pending.push(item[i], new Literal(i > 0 ? "," : ""));
    } else {
      const record = item as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      out += "{";
      pending.push(new Literal("}"));
      for (let i = keys.length - 1; i >= 0; i--) pending.push(record[keys[i]!], new Literal(`${i > 0 ? "," : ""}${JSON.stringify(keys[i])}:`));
    }
  }
  return out;
}
