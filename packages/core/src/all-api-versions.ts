/**
 * @msglint/core/all-api-versions: every API version's request schemas, bundled with this entry, for hosts that
 * lint synchronously from the start and cannot await `loadApiVersion` (ESLint rules). Costs their load time.
 */
import { schemas as schemas20261021 } from "./dialects/anthropic/schema/2026-10-21.js";
import type { Linter } from "./engine/linter.js";
import { defaultLinter } from "./linter.js";

/** Makes every API version msglint knows available to the synchronous `lint` and `assertValid` of a linter (default: the default one). */
export function loadAllApiVersions(linter: Linter = defaultLinter()): void {
  linter.registerApiVersion("2026-10-21", schemas20261021);
}
