/**
 * A dialect is one request format (the Anthropic Messages API, Chat Completions, …): everything the engine needs
 * to lint a body of that format. Each lives in `dialects/<id>/` and exports one `Dialect`; the engine knows only
 * this interface, so a dialect is added by registering it, with no change to the engine.
 */
import type { PathForm } from "../model/pointer.js";
import type { ConversationView } from "../model/view.js";
import type { DialectId, Node, ResolvedSettings, Rule, Target, UncheckedError } from "../types.js";
import type { RequestPresence } from "./needs.js";

/** Runs the rules that visit one kind of node on a node of that kind, with its type (`item:function_call`). */
export type NodeVisit = (node: Node, type?: string) => void;

/**
 * What the engine hands the dialect's walk: the visit of one node kind, asked once per request; undefined when no
 * running rule visits that kind, so the walk skips those nodes.
 */
export type WalkVisit = (kind: string) => NodeVisit | undefined;

/** Where a bare list of messages goes in a request body, for a dialect whose bodies hold one (`messages`, `contents`, `input`). */
export interface ListShape {
  key: string;
}

// `any` by default: a linter holds dialects of different models and states.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Dialect<Model = any, State = any> {
  id: DialectId;
  /** The format's name in reports: `Anthropic Messages API`. */
  title: string;
  /** Where a body of this format is sent; the first is the default. Targets change limits and texts, not logic. */
  targets: readonly Target[];
  /** Every rule of the dialect, in the order they run. */
  rules: readonly Rule<Model>[];
  /**
   * The provider's errors no rule checks, because the request alone cannot decide them (a token count, a
   * signature, server state). `explain` still recognises their texts, and says why; the docs list them.
   */
  unchecked?: readonly UncheckedError[];
  /**
   * How sure the dialect is that a parsed value is one of its request bodies (an object) or a bare list of its
   * messages (an array): 0 not at all, 1 for a shape any format could have, 2 for a feature only this format has.
   */
  detect(value: unknown): number;
  /** The highest score `detect` returns: detection does not ask a dialect that cannot reach another's score. Absent: no limit. */
  detectMax?: number;
  /** Where a bare list goes in a body of this format; absent when the format has no list to stand alone. */
  list?: ListShape;
  /** Builds the model every rule of the dialect reads, once per request. */
  model(request: Readonly<Record<string, unknown>>, settings: ResolvedSettings, state: State): Model;
  /**
   * What a request holds that rules' `needs` name (its fields, block types, a `cache_control`): the engine skips each
   * rule whose needs the request does not meet (`meetsNeeds`, `engine/needs.ts`). Absent: every rule runs on every request.
   */
  presence?(model: Model): RequestPresence;
  /**
   * One instance of each class the model makes its nodes of, which the linter holds while it lives. When every
   * instance of a class dies between two requests, V8 drops its hidden class at the next full GC, and with it the
   * optimised code of each rule that read such nodes: recompiling after every full GC made `assertValid` 2× slower.
   */
  nodeShapes?(): readonly object[];
  /** Visits the model's nodes, in request order, for rules that subscribe to node kinds: each kind's visit asked once, up front. */
  walk?(model: Model, visit: WalkVisit): void;
  paths: PathForm;
  /** The dialect's state in one linter: what outlives a request (loaded schemas, caches). Made once per linter. */
  createState?(): State;
  /** API versions with schemas of their own, loaded on first use. */
  versions?: DialectVersions<State>;
  /** The settings a request names for itself (`model` in the body); the caller's settings win. */
  requestModel?(request: Readonly<Record<string, unknown>>): string | undefined;
  /** The model as the neutral view the HTML report draws. Absent: the report lists the request's findings without drawing it. */
  view?(model: Model): ConversationView;
}

/** A dialect whose structural schema depends on an API version sent with the request (`anthropic-version`). */
export interface DialectVersions<State = unknown> {
  /** The versions msglint has a schema for; the first is the default. */
  known: readonly string[];
  /** Loads a version's schema into this linter's state. Resolves to false for a version msglint has no schema for. */
  load(state: State, version: string): Promise<boolean>;
  /** Makes a version's schema available to synchronous linting, from a module the host imported statically. */
  register(state: State, version: string, schemas: unknown): void;
}
