/** What an input adapter is: how the engine asks it for the requests of one input, and what it answers. */
import type { InputFormat } from "../types.js";
import type { DetectDialect, ParsedDocument, RequestUnit } from "./documents.js";

/** What the engine tells the adapters besides the parsed documents. */
export interface ReadContext {
  /** The input format asked for; an adapter claims any input when it is named. */
  format?: InputFormat;
  /** Indices of the documents that did not parse (adapters see only the parsed ones). */
  unparsed?: readonly number[];
  /** Tells a value's dialect; absent: a request is an object with `messages` or a bare array, in the linter's first dialect. */
  detect?: DetectDialect;
}

/** A finding an adapter makes about the input itself (a duplicate `custom_id`), reported by the engine under `ruleId`. */
export interface EngineFinding {
  document: number;
  ruleId: string;
  /** Default: the rule's first message. */
  messageId?: string;
  data?: Record<string, string | number>;
  /** Pointer into the document. */
  pointer?: string;
  /** As `UnitLocation.within`: a place inside the JSON held by the string at `pointer`. */
  within?: string;
  path?: string;
  hint?: string;
}

/** A document that does not parse whose syntax error `ruleId` reports (instead of `body-not-json`). */
export interface SyntaxClaim {
  document: number;
  ruleId: string;
  messageId: string;
}

export interface ReadUnits {
  /** The whole-input adapter that read the input (`claude-code`, `har`, `batch`); absent when each document was read on its own. */
  adapter?: string;
  units: RequestUnit[];
  /** Documents that hold no request, with what they hold instead (and the formats that claim it, when several do). */
  unrecognized: { document: number; found: string; candidates?: string }[];
  findings?: EngineFinding[];
  syntax?: SyntaxClaim[];
}

export interface InputAdapter {
  /** The name `--input-format` uses. */
  name: string;
  /** What the format is, in a few words. */
  description?: string;
  /** The units of the input, or undefined when the input is not of this format (and the format was not named). */
  read(documents: readonly ParsedDocument[], context: ReadContext): RequestUnit[] | ReadUnits | undefined;
}
