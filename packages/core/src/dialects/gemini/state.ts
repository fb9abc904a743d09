/** What a linter keeps for Gemini bodies, from one body to the next. */
import { once } from "../../model/once.js";
import { bodyTable, type MatchNode } from "./analyses/body-schema.js";

export interface GeminiState {
  /** The body's schema table, compiled on the first body that needs it (`bodyTable`). */
  bodyTable: () => MatchNode;
}

export const createGeminiState = (): GeminiState => ({ bodyTable: once(bodyTable) });
