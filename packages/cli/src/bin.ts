import { run } from "./cli.js";

/** Colour follows the terminal, NO_COLOR and FORCE_COLOR (https://no-color.org, https://force-color.org). */
function wantsColor(): boolean {
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== "0") return true;
  if (process.env.NO_COLOR) return false;
  return process.stdout.isTTY === true;
}

async function readStdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

run(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: async () => (await readStdinBytes()).toString(),
  readStdinBytes,
  stdinChunks: () => process.stdin,
  color: wantsColor(),
  stderrIsTTY: process.stderr.isTTY === true,
  debug: process.env.MSGLINT_DEBUG === "1",
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`msglint: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
