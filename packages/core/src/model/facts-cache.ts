/** Model facts by model string, per linter: asked once per request, for the one or few models a run sees. */
export class FactsCache<Facts> {
  readonly #facts = new Map<string, Facts | undefined>();

  constructor(private readonly compute: (model: string) => Facts | undefined) {}

  get(model: string | undefined): Facts | undefined {
    if (model === undefined) return undefined;
    if (this.#facts.has(model)) return this.#facts.get(model);
    // A run names a few models; a bound keeps a service that sees many from growing without end.
    if (this.#facts.size >= 64) this.#facts.clear();
    const facts = this.compute(model);
    this.#facts.set(model, facts);
    return facts;
  }
}

/**
 * The facts of the model a request goes to (the settings' model when given, else the body's `model`): from the linter's
 * cache when the builder has one, else computed (a model built alone, in a test).
 */
export function requestModelFacts<Facts>(
  request: Readonly<Record<string, unknown>>,
  settings: { model?: string | undefined } | undefined,
  cache: FactsCache<Facts> | undefined,
  compute: (model: string | undefined) => Facts | undefined,
): Facts | undefined {
  const model = settings ? settings.model : typeof request.model === "string" ? request.model : undefined;
  return cache ? cache.get(model) : compute(model);
}
