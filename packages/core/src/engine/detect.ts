/** Which dialect a request is in, when neither the settings nor the input say. */
import type { Dialect } from "./dialect.js";

/** The dialect a value reads as; or, when two formats claim it equally with features of their own, the candidates. */
export interface Detection {
  dialect?: Dialect;
  candidates?: readonly Dialect[];
}

const ceiling = (dialect: Dialect) => dialect.detectMax ?? Number.MAX_SAFE_INTEGER;

/** The order detection asks dialects in: the highest `detectMax` first, the given order among equals. */
export function detectionOrder(dialects: readonly Dialect[]): readonly Dialect[] {
  return [...dialects].sort((a, b) => ceiling(b) - ceiling(a));
}

/**
 * The dialect whose `detect` is surest. A shape several formats share (score 1) goes to the first of them, in the
 * linter's order; a tie between features only one format has each (score 2 or more) is ambiguous. `order` is
 * `detectionOrder(dialects)`, passed by a caller that detects often: once a dialect is sure (Chat Completions on a
 * body with tool calls), the dialects whose `detectMax` is lower are not asked.
 */
export function detectDialect(value: unknown, dialects: readonly Dialect[], order = detectionOrder(dialects)): Detection {
  let best = 0;
  let top: Dialect[] = [];
  for (const dialect of order) {
    if (ceiling(dialect) < best) break;
    const score = dialect.detect(value);
    if (score > best) {
      best = score;
      top = [dialect];
    } else if (score === best && score > 0) top.push(dialect);
  }
  if (best === 0) return {};
  if (top.length === 1) return { dialect: top[0]! };
  const tied = dialects.filter((dialect) => top.includes(dialect));
  return best < 2 ? { dialect: tied[0]! } : { candidates: tied };
}
