/**
 * The neutral view of a conversation: what the HTML report draws, whatever the format. A dialect turns its model
 * into this (`Dialect.view`), so the report has one drawing for every dialect, not a template per format. Each
 * turn and item keeps the node it was read from (pointer and provider's path), so findings land on it; tool
 * calls and results carry the pairing analysis's verdict and the call each result answers, so the report draws
 * links without pairing anything itself.
 */
import type { DialectId } from "../types.js";

export interface ConversationView {
  dialect: DialectId;
  /** The messages in request order: the system prompt first where the format keeps it apart from the messages. */
  turns: ViewTurn[];
}

/** One message as written in the request (consecutive messages of one role stay apart: the report shows the file as it is). */
export interface ViewTurn {
  /** `user`, `assistant`, `system`, `tool`, `model`, …: the format's own word; `?` for a message with no readable role. */
  role: string;
  pointer: string;
  path: string;
  items: ViewItem[];
  /** Set where the view is placed in an input (`Linter.views`): the document, when it is not the request's own (a transcript's line). */
  document?: number;
  /** As `UnitLocation.within`: the place inside the JSON held by the string at `pointer` (a captured body). */
  within?: string;
}

export type ViewItemKind = "text" | "image" | "document" | "call" | "result" | "thinking" | "other";

/** What the pairing analysis says of a call (`CallStatus`) or a result (`ResultStatus`), or of a server tool's call. */
export type ViewPairing = "answered" | "missing" | "result-not-first" | "not-last" | "unexpected" | "duplicate" | "displaced" | "in-flight";

export interface ViewItem {
  kind: ViewItemKind;
  pointer: string;
  path: string;
  /** The format's own type name (`tool_use`, `functionCall`, `redacted_thinking`), when it has one. */
  type?: string;
  /** The text to show: a text's text, a call's arguments as JSON, a result's text, a thinking's summary. */
  text?: string;
  /** A call's id, or the id of the call a result answers. */
  id?: string;
  /** A call's tool name. */
  name?: string;
  /** A result the tool marked as an error. */
  isError?: boolean;
  /** An image's or document's source: inline data (base64), or a reference (URL, file id) the report never fetches. */
  media?: { mediaType?: string; data?: string; url?: string };
  /** For calls and results: the pairing analysis's verdict. */
  pairing?: ViewPairing;
  /** For a result: where the call it answers is drawn, by index in `turns` and in that turn's `items` (the report links the two both ways). */
  answers?: { turn: number; item: number };
  /** For a result: the blocks of its content, when it holds blocks (an image a tool returned). */
  items?: ViewItem[];
  /** Placement, as on `ViewTurn`. */
  document?: number;
  within?: string;
}
