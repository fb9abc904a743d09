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
