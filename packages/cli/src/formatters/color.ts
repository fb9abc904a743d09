/** ANSI styling that disappears when colour is off, so formatters stay pure functions of their context. */
export function palette(enabled: boolean) {
  const wrap = (open: number, close: number) => (text: string) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: wrap(31, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24), cyan: wrap(36, 39) };
}
