/** The candidate nearest to a mistyped word (a rule id), if one is near enough to be what was meant: core's, shared with the ESLint plugin. */
export { closestName as closest } from "@msglint/core";
