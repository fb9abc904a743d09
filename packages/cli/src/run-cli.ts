/** The CLI as a process: its arguments, standard streams, terminal and exit code wired to `run` (src/cli.ts). */
import { run } from "./cli.js";
import { forcedColor, terminalColor } from "./color-support.js";

async function readStdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function runCli(): void {
  // A reader that stops early (`msglint … | head`) closes the pipe: output ends there, quietly (no EPIPE stack trace).
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  });

  run(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stdoutStream: process.stdout,
    stderr: (text) => process.stderr.write(text),
    readStdin: async () => (await readStdinBytes()).toString(),
    readStdinBytes,
    stdinChunks: () => process.stdin,
    color: terminalColor(process.env, process.stdout.isTTY === true),
    forceColor: forcedColor(process.env),
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
}
