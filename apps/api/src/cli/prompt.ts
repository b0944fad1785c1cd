import { createInterface } from 'node:readline';

/**
 * A secret from the environment variable when set (scripts), else typed at a prompt without echo.
 * Without a terminal and without the variable there is no way to ask, so it says how.
 */
export async function readSecret(question: string, variable: string): Promise<string> {
  const fromEnvironment = process.env[variable];
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) throw new Error(`Set ${variable} to pass the password when there is no terminal to type it in.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) {
      process.stdout.write(text);
      asked = true;
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}
