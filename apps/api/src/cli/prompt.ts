import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export class PromptClosedError extends Error {
  override name = 'PromptClosedError';
  constructor() {
    super('Stopped before every answer was given; nothing was changed.');
  }
}

export interface PromptStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Read key by key and echo what is typed (a terminal); otherwise read whole lines (a pipe, a test). */
  terminal: boolean;
}

/** Questions asked one after the other on a terminal, or on the streams a test hands it. */
export interface Prompt {
  say(text: string): void;
  ask(question: string): Promise<string>;
  /** As ask, without showing what is typed. */
  askSecret(question: string): Promise<string>;
  close(): void;
}

export function terminalStreams(): PromptStreams | null {
  // On standard error, as every other line of the command line: standard output carries the exports.
  if (!process.stdin.isTTY || !process.stderr.isTTY) return null;
  return { input: process.stdin, output: process.stderr, terminal: true };
}

export function openPrompt({ input, output, terminal }: PromptStreams): Prompt {
  let hidden = false;
  // What readline writes (the question, the echo of each key) passes here, and is dropped while a secret is typed.
  const shown = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) output.write(chunk);
      done();
    },
  });
  // readline wraps and redraws a long line at the terminal's width.
  Object.defineProperty(shown, 'columns', { get: () => (output as { columns?: number }).columns });
  const readline = createInterface({ input, output: shown, terminal });
  // Collects the lines from the start, so that an answer typed (or piped) ahead of its question is kept.
  const lines = readline[Symbol.asyncIterator]();
  const answer = async (question: string, hide: boolean): Promise<string> => {
    // As readline's own prompt, so that a line it redraws (after a backspace) keeps the question.
    readline.setPrompt(question);
    if (hide) {
      // Hidden before readline reads on: keys typed ahead of the question are not echoed either.
      hidden = true;
      output.write(question);
    }
    readline.prompt();
    try {
      const next = await lines.next();
      if (next.done) throw new PromptClosedError();
      return next.value;
    } finally {
      hidden = false;
      // A terminal ends the echoed line itself, but that end was hidden with the secret; a pipe echoes nothing.
      if (hide || !terminal) output.write('\n');
    }
  };
  return {
    say: (text) => output.write(`${text}\n`),
    ask: async (question) => (await answer(question, false)).trim(),
    askSecret: (question) => answer(question, true),
    close: () => readline.close(),
  };
}
