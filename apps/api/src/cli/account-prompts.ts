import { CommandError, emailProblem, parseEmail, passwordRuleFor, type PasswordRule } from './admin-commands';
import type { Prompt } from './prompt';

/** How often a question is asked before the command gives up; a typo is common, a fourth one is not. */
const TRIES = 3;

export const NO_PASSWORD_WITHOUT_TERMINAL = 'Set ADMIN_PASSWORD to pass the password when there is no terminal to type it in.';

/** What the command was given: flags, and the password from ADMIN_PASSWORD. */
export interface GivenAnswers {
  email?: string | undefined;
  name?: string | undefined;
  password?: string | undefined;
}

type FindAccount = (email: string) => Promise<{ role: 'admin' | 'customer' } | null>;

async function askEmail(prompt: Prompt): Promise<string> {
  for (let tries = 0; tries < TRIES; tries += 1) {
    const checked = emailProblem(await prompt.ask('Email address: '));
    if ('email' in checked) return checked.email;
    prompt.say(`${checked.problem}.`);
  }
  throw new CommandError(`No valid email address after ${TRIES} tries; nothing was changed.`);
}

/** The flag's address, else one typed at the terminal; with neither the command says to give --email. */
function emailFrom(given: GivenAnswers, prompt: Prompt | null): Promise<string> | string {
  return given.email === undefined && prompt ? askEmail(prompt) : parseEmail(given.email);
}

/** The rule first, then the password twice; a refused or mistyped one is asked again, saying why. */
export async function askNewPassword(prompt: Prompt, rule: PasswordRule): Promise<string> {
  prompt.say(rule.description);
  for (let tries = 0; tries < TRIES; tries += 1) {
    const password = await prompt.askSecret('Password: ');
    const problem = rule.problem(password);
    if (problem) {
      prompt.say(problem);
      continue;
    }
    if ((await prompt.askSecret('The same password again: ')) === password) return password;
    prompt.say('The two passwords differ.');
  }
  throw new CommandError(`No password was chosen after ${TRIES} tries; nothing was changed.`);
}

/**
 * create-admin's answers: what flags and ADMIN_PASSWORD give is taken as given (scripts); on a
 * terminal the rest is asked for, in order: the email, the name (for a new account, when the email
 * was asked for too), the password. Without a terminal a missing answer stops the command, saying how to give it.
 */
export async function createAdminAnswers(given: GivenAnswers, prompt: Prompt | null, findAccount: FindAccount) {
  const email = await emailFrom(given, prompt);
  let name = given.name;
  if (prompt && (given.email === undefined || given.password === undefined)) {
    if (await findAccount(email)) prompt.say(`${email} has an account already: it becomes an admin, with the password chosen now.`);
    else if (given.email === undefined && name === undefined)
      name = (await prompt.ask('Your name, as the console shows it (Enter for "Shop admin"): ')) || undefined;
  }
  const password = given.password ?? (prompt ? await askNewPassword(prompt, passwordRuleFor('admin', email)) : undefined);
  if (password === undefined) throw new CommandError(NO_PASSWORD_WITHOUT_TERMINAL);
  return { email, ...(name ? { name } : {}), password };
}

/** reset-password's answers, as create-admin's; the rule told is the account's own (an admin's is stricter). */
export async function resetPasswordAnswers(given: GivenAnswers, prompt: Prompt | null, findAccount: FindAccount) {
  const email = await emailFrom(given, prompt);
  if (given.password !== undefined) return { email, password: given.password };
  if (!prompt) throw new CommandError(NO_PASSWORD_WITHOUT_TERMINAL);
  const account = await findAccount(email);
  if (!account) throw new CommandError(`No account uses ${email}.`);
  return { email, password: await askNewPassword(prompt, passwordRuleFor(account.role, email)) };
}
