/** Every Gemini rule, in the order they run. A test checks that each file in this folder is listed here. */
import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";
import geminiFcTurnOrder from "./gemini-fc-turn-order.js";
import geminiFrCount from "./gemini-fr-count.js";
import geminiFrTurnOrder from "./gemini-fr-turn-order.js";

export const rules: readonly Rule<Model>[] = [geminiFcTurnOrder, geminiFrCount, geminiFrTurnOrder];
