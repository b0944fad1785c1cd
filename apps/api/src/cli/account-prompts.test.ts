import { PassThrough, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createAdminAnswers, NO_PASSWORD_WITHOUT_TERMINAL, resetPasswordAnswers } from './account-prompts';
import { openPrompt, PromptClosedError } from './prompt';

const passphrase = 'green tea and rose water';

/**
 * A fake terminal that types each answer only once its question has appeared after the previous one,
 * so a flow that asks out of order, or asks something the steps do not expect, stops short of its end.
 */
function conversation(steps: [question: string, answer: string][], terminal = true) {
  const input = new PassThrough();
  let transcript = '';
  let answered = 0;
  let readUpTo = 0;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      transcript += chunk.toString();
      while (answered < steps.length) {
        const [question, answer] = steps[answered]!;
        const at = transcript.indexOf(question, readUpTo);
        if (at === -1) break;
        readUpTo = at + question.length;
        answered += 1;
        input.write(`${answer}\r`);
      }
      done();
    },
  });
  const prompt = openPrompt({ input, output, terminal });
  return {
    prompt,
    /** Everything shown, with the terminal's cursor moves taken out. */
    transcript: () => stripVTControlCharacters(transcript),
    answered: () => answered,
    hangUp: () => input.end(),
  };
}

const noAccount = async () => null;

describe('create-admin on a terminal', () => {
  it('asks for the email, the name, then the password twice after stating its rule, asking again until both are right', async () => {
    const talk = conversation([
      ['Email address: ', 'owner at khalis'],
      ['Email address: ', ' Owner@Khalis.pk '],
      ['Your name', 'Sana Malik'],
      ['Password: ', 'short'],
      ['Password: ', passphrase],
      ['The same password again: ', 'green tea and rose'],
      ['Password: ', passphrase],
      ['The same password again: ', passphrase],
    ]);
    const answers = await createAdminAnswers({}, talk.prompt, noAccount);
    talk.prompt.close();

    expect(answers).toEqual({ email: 'owner@khalis.pk', name: 'Sana Malik', password: passphrase });
    expect(talk.answered()).toBe(8);
    const shown = talk.transcript();
    expect(shown).toContain('Please enter a valid email address.');
    const rule = shown.indexOf('An admin password needs at least 12 characters');
    expect(rule).toBeGreaterThan(shown.indexOf('Sana Malik'));
    expect(rule).toBeLessThan(shown.indexOf('Password: '));
    expect(shown).toContain('must not contain "owner"');
    expect(shown).toContain('Password: \nAn admin password needs at least 12 characters.\nPassword: ');
    expect(shown).toContain('The two passwords differ.');
    // What is typed shows, except the passwords.
    expect(shown).toContain('Owner@Khalis.pk');
    expect(shown).not.toContain('green tea');
    expect(shown).not.toContain('short');
  });

  it('leaves the name alone for an existing account, and says it becomes an admin', async () => {
    const talk = conversation([
      ['Email address: ', 'fatima.khan@example.pk'],
      ['Password: ', passphrase],
      ['The same password again: ', passphrase],
    ]);
    const answers = await createAdminAnswers({}, talk.prompt, async (email) => (email === 'fatima.khan@example.pk' ? { role: 'customer' } : null));
    talk.prompt.close();
    expect(answers).toEqual({ email: 'fatima.khan@example.pk', password: passphrase });
    expect(talk.transcript()).toContain('fatima.khan@example.pk has an account already: it becomes an admin');
    expect(talk.transcript()).not.toContain('Your name');
  });

  it('asks only for the password when the email is given, and keeps the given name', async () => {
    const talk = conversation([
      ['Password: ', passphrase],
      ['The same password again: ', passphrase],
    ]);
    expect(await createAdminAnswers({ email: 'owner@khalis.pk', name: 'Sana' }, talk.prompt, noAccount)).toEqual({
      email: 'owner@khalis.pk',
      name: 'Sana',
      password: passphrase,
    });
    talk.prompt.close();
    expect(talk.transcript()).not.toContain('Email address');
  });

  it('gives up after three refused passwords, changing nothing', async () => {
    const talk = conversation([
      ['Password: ', 'password1234'],
      ['Password: ', 'owner-of-the-shop'],
      ['Password: ', passphrase],
      ['The same password again: ', 'something else'],
    ]);
    await expect(createAdminAnswers({ email: 'owner@khalis.pk' }, talk.prompt, noAccount)).rejects.toThrow(
      'No password was chosen after 3 tries; nothing was changed.',
    );
    talk.prompt.close();
    expect(talk.transcript()).toContain('That password is too easy to guess.');
    expect(talk.transcript()).toContain('The password must not contain the email name.');
  });

  it('stops when the input ends mid-way (Ctrl-D), changing nothing', async () => {
    const talk = conversation([['Email address: ', 'owner@khalis.pk']]);
    const asked = createAdminAnswers({}, talk.prompt, noAccount);
    await expect.poll(() => talk.transcript()).toContain('Your name');
    talk.hangUp();
    await expect(asked).rejects.toBeInstanceOf(PromptClosedError);
    talk.prompt.close();
  });

  it('reads whole lines when the input is not a terminal', async () => {
    const talk = conversation(
      [
        ['Password: ', passphrase],
        ['The same password again: ', passphrase],
      ],
      false,
    );
    expect((await createAdminAnswers({ email: 'owner@khalis.pk', name: 'Sana' }, talk.prompt, noAccount)).password).toBe(passphrase);
    talk.prompt.close();
  });
});

describe('create-admin from a script', () => {
  it('takes the flags and ADMIN_PASSWORD as given, asking nothing', async () => {
    expect(await createAdminAnswers({ email: 'owner@khalis.pk', password: passphrase }, null, noAccount)).toEqual({
      email: 'owner@khalis.pk',
      password: passphrase,
    });
  });

  it('says how to give what is missing', async () => {
    await expect(createAdminAnswers({ password: passphrase }, null, noAccount)).rejects.toThrow('Give a valid email address with --email.');
    await expect(createAdminAnswers({ email: 'owner@khalis.pk' }, null, noAccount)).rejects.toThrow(NO_PASSWORD_WITHOUT_TERMINAL);
  });
});

describe('reset-password on a terminal', () => {
  it("states the account's own rule: a customer's is 8 characters", async () => {
    const talk = conversation([
      ['Email address: ', 'fatima.khan@example.pk'],
      ['Password: ', 'rose-tea'],
      ['The same password again: ', 'rose-tea'],
    ]);
    const answers = await resetPasswordAnswers({}, talk.prompt, async () => ({ role: 'customer' }));
    talk.prompt.close();
    expect(answers).toEqual({ email: 'fatima.khan@example.pk', password: 'rose-tea' });
    expect(talk.transcript()).toContain('A password needs at least 8 characters.');
    expect(talk.transcript()).not.toContain('rose-tea');
  });

  it("holds an admin's new password to the admin rule", async () => {
    const talk = conversation([
      ['Password: ', 'rose-tea'],
      ['Password: ', passphrase],
      ['The same password again: ', passphrase],
    ]);
    expect(await resetPasswordAnswers({ email: 'owner@khalis.pk' }, talk.prompt, async () => ({ role: 'admin' }))).toEqual({
      email: 'owner@khalis.pk',
      password: passphrase,
    });
    talk.prompt.close();
    expect(talk.transcript()).toContain('An admin password needs at least 12 characters.');
  });

  it('refuses an unknown address before asking for a password', async () => {
    const talk = conversation([['Email address: ', 'nobody@example.pk']]);
    await expect(resetPasswordAnswers({}, talk.prompt, noAccount)).rejects.toThrow('No account uses nobody@example.pk.');
    talk.prompt.close();
    expect(talk.transcript()).not.toContain('Password: ');
  });
});
