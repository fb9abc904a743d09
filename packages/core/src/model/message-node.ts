/** A message of a `messages` list, in the dotted path form the Messages API and Converse share. */

/**
 * The message at `/messages/N` (`messages.N`), with its blocks. It makes its pointer and path when a rule reads them
 * (to report), not when the model is built: a clean request reads none.
 */
export class DottedMessageNode<Role, Block> {
  readonly blocks: Block[] = [];
  constructor(
    readonly index: number,
    readonly role: Role | undefined,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return `/messages/${this.index}`;
  }
  get path(): string {
    return `messages.${this.index}`;
  }
}
