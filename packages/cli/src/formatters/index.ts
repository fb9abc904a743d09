import type { Formatter } from "../types.js";
import compact from "./compact.js";
import json from "./json.js";
import stylish from "./stylish.js";

export const formatters: Record<string, Formatter> = { stylish, compact, json };
