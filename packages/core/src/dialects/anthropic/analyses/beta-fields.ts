/** Top-level fields that exist only with a beta (api-rules.md §15): the request schema has them only in its beta variant. */
import type { ResolvedSettings } from "../../../types.js";

/** Beta-only top-level fields and the betas that allow them: reported only when the configured betas are known. */
export const BETA_FIELDS: Readonly<Record<string, { betas: RegExp; name: string }>> = {
  context_management: { betas: /^(context-management|compact)-/, name: "`context-management-2025-06-27`" },
  mcp_servers: { betas: /^mcp-client-/, name: "`mcp-client-2025-11-20`" },
  output_format: { betas: /^structured-outputs-/, name: "`structured-outputs-2025-11-13`" },
};

/**
 * The configured betas are known and none allows the beta-only `field`: the API refuses the field itself
 * (`<field>: Extra inputs are not permitted`, unknown-top-level-field), before anything inside it is read.
 */
export function betaFieldRefused(field: string, settings: ResolvedSettings): boolean {
  const beta = Object.prototype.hasOwnProperty.call(BETA_FIELDS, field) ? BETA_FIELDS[field] : undefined;
  return beta !== undefined && settings.betas !== undefined && !settings.betas.some((name) => beta.betas.test(name));
}
