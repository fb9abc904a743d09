/** Which dialect a request is in, when neither the settings nor the input say. */
import type { Dialect } from "./dialect.js";

/** The dialect a value reads as; or, when two formats claim it equally with features of their own, the candidates. */
export interface Detection {
  dialect?: Dialect;
  candidates?: readonly Dialect[];
}

/**
 * The dialect whose `detect` is surest. A shape several formats share (score 1) goes to the first of them, in the
 * linter's order; a tie between features only one format has each (score 2 or more) is ambiguous.
 */
export function detectDialect(value: unknown, dialects: readonly Dialect[]): Detection {
  let best = 0;
  let top: Dialect[] = [];
  for (const dialect of dialects) {
    const score = dialect.detect(value);
    if (score > best) {
      best = score;
      top = [dialect];
    } else if (score === best && score > 0) top.push(dialect);
  }
  if (best === 0) return {};
  return top.length === 1 || best < 2 ? { dialect: top[0]! } : { candidates: top };
}
