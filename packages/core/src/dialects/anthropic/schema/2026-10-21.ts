/** The request schemas of API version 2026-10-21: a chunk of their own, loaded on demand (`loadApiVersion`). */
import * as beta from "./2026-10-21.beta.validate.js";
import * as ga from "./2026-10-21.ga.validate.js";

export const schemas = { ga, beta };
