import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRM_ATTEMPTS_PER_CLIENT, CONFIRM_CODE_LENGTH, CONFIRM_WINDOW_MINUTES, confirmCodeAlphabet, isConfirmCode } from '../orders/confirm-code';
import { deliveryAttemptBody, orderNoteBody } from './admin-schemas';
import {
  deliveryAttemptFailedText,
  deliveryAttemptReasonLabels,
  deliveryAttemptReasons,
  deliveryAttemptStatuses,
  orderCallOutcomes,
  unansweredCallStreak,
  type OrderCallOutcome,
} from './parcel-story';

const calls = (...outcomes: (OrderCallOutcome | null)[]) => outcomes.map((call) => ({ call }));
/** The first issue's path and message, as the API names the field. */
const problem = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : undefined;
};

describe('constants', () => {
  it('match docs/product.md §4 and decision 019', () => {
    expect(deliveryAttemptReasons).toEqual(['not-at-home', 'phone-off', 'refused', 'wrong-address', 'another-day']);
    expect(Object.keys(deliveryAttemptReasonLabels)).toEqual([...deliveryAttemptReasons]);
    expect(deliveryAttemptStatuses).toEqual(['Shipped', 'Out for delivery']);
    expect(orderCallOutcomes).toEqual(['answered', 'no-answer', 'wrong-number']);
    expect(deliveryAttemptFailedText('not-at-home')).toBe('Delivery attempt failed: Not at home');
    expect(deliveryAttemptFailedText('refused')).toBe('Delivery attempt failed: Refused at the door');
    expect(CONFIRM_CODE_LENGTH).toBe(12);
    expect(CONFIRM_ATTEMPTS_PER_CLIENT).toBe(30);
    expect(CONFIRM_WINDOW_MINUTES).toBe(10);
  });
});

describe('unansweredCallStreak', () => {
  it('counts the no-answers since the customer last picked up, ignoring plain notes and wrong numbers', () => {
    expect(unansweredCallStreak([])).toBe(0);
    expect(unansweredCallStreak(calls(null, null))).toBe(0);
    expect(unansweredCallStreak(calls('no-answer'))).toBe(1);
    expect(unansweredCallStreak(calls('no-answer', null, 'no-answer', 'wrong-number', 'no-answer'))).toBe(3);
    expect(unansweredCallStreak(calls('no-answer', 'no-answer', 'answered'))).toBe(0);
    expect(unansweredCallStreak(calls('no-answer', 'answered', 'no-answer', null))).toBe(1);
  });

  it('is the count of no-answers after the last answered call, whatever came before', () => {
    const outcome = fc.constantFrom<OrderCallOutcome | null>(null, ...orderCallOutcomes);
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 30 }), (outcomes) => {
        const sinceAnswered = outcomes.slice(outcomes.lastIndexOf('answered') + 1);
        expect(unansweredCallStreak(calls(...outcomes))).toBe(sinceAnswered.filter((call) => call === 'no-answer').length);
      }),
    );
  });
});

describe('isConfirmCode', () => {
  it('takes 12 characters of base 62 and nothing else', () => {
    expect(isConfirmCode('J8XdzWsl2e1h')).toBe(true);
    expect(isConfirmCode('000000000000')).toBe(true);
    expect(isConfirmCode('zzzzzzzzzzzz')).toBe(true);
    for (const text of [
      '',
      'J8XdzWsl2e1',
      'J8XdzWsl2e1hX',
      'abc-def_ghij',
      'J8XdzWsl2e1 ',
      ' J8XdzWsl2e1',
      'J8XdzWsl2e1\n',
      'J8XdzWsl2e1é',
      'J8XdzWsl2e1٣',
      'J8XdzWsl2e1ｈ',
    ]) {
      expect(isConfirmCode(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('agrees with the alphabet: any 12 of its characters, and no other character anywhere', () => {
    expect(confirmCodeAlphabet).toHaveLength(62);
    expect(new Set(confirmCodeAlphabet).size).toBe(62);
    const fromAlphabet = fc.constantFrom(...confirmCodeAlphabet);
    fc.assert(fc.property(fc.array(fromAlphabet, { minLength: 12, maxLength: 12 }), (characters) => isConfirmCode(characters.join(''))));
    fc.assert(
      fc.property(
        fc.array(fromAlphabet, { minLength: 11, maxLength: 11 }),
        fc.nat({ max: 11 }),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }).filter((character) => !confirmCodeAlphabet.includes(character)),
        (characters, at, stranger) => {
          characters.splice(at, 0, stranger);
          return !isConfirmCode(characters.join(''));
        },
      ),
    );
  });
});

describe('deliveryAttemptBody', () => {
  it('takes a reason of the list and an optional note of at most 500 characters, trimmed', () => {
    expect(deliveryAttemptBody.parse({ reason: 'phone-off' })).toEqual({ reason: 'phone-off' });
    expect(deliveryAttemptBody.parse({ reason: 'refused', note: '  Said he never ordered \n' })).toEqual({ reason: 'refused', note: 'Said he never ordered' });
    expect(deliveryAttemptBody.parse({ reason: 'refused', note: `  ${'x'.repeat(500)}  ` }).note).toHaveLength(500);
  });

  it('names the field of a reason off the list or a note too long', () => {
    const reasons = ['reason', 'reason must be one of not-at-home, phone-off, refused, wrong-address, another-day'];
    expect(problem(deliveryAttemptBody.safeParse({ reason: 'lost' }))).toEqual(reasons);
    expect(problem(deliveryAttemptBody.safeParse({ reason: 'Not at home' }))).toEqual(reasons);
    expect(problem(deliveryAttemptBody.safeParse({}))).toEqual(reasons);
    expect(problem(deliveryAttemptBody.safeParse({ reason: 'refused', note: 'x'.repeat(501) }))).toEqual(['note', 'note must be at most 500 characters']);
    expect(problem(deliveryAttemptBody.safeParse({ reason: 'refused', note: 7 }))?.[0]).toBe('note');
  });
});

describe('orderNoteBody', () => {
  it('takes a note, a call, or a call with what was said', () => {
    expect(orderNoteBody.parse({ text: ' Deliver after 5 pm ' })).toEqual({ text: 'Deliver after 5 pm' });
    expect(orderNoteBody.parse({ call: 'no-answer' })).toEqual({ text: '', call: 'no-answer' });
    expect(orderNoteBody.parse({ call: 'answered', text: 'Home on Saturday' })).toEqual({ text: 'Home on Saturday', call: 'answered' });
    expect(orderNoteBody.parse({ call: 'wrong-number', text: '   ' })).toEqual({ text: '', call: 'wrong-number' });
    expect(orderNoteBody.parse({ text: 'y'.repeat(2000) }).text).toHaveLength(2000);
  });

  it('refuses an empty note that is no call, a call off the list and text over 2000 characters, naming the field', () => {
    const required = ['text', 'text is required for a note that is not a call'];
    expect(problem(orderNoteBody.safeParse({}))).toEqual(required);
    expect(problem(orderNoteBody.safeParse({ text: '' }))).toEqual(required);
    expect(problem(orderNoteBody.safeParse({ text: ' \n\t ' }))).toEqual(required);
    expect(problem(orderNoteBody.safeParse({ text: 'rang', call: 'busy' }))).toEqual(['call', 'call must be one of answered, no-answer, wrong-number']);
    expect(problem(orderNoteBody.safeParse({ text: 'x'.repeat(2001) }))).toEqual(['text', 'text must be at most 2000 characters']);
    expect(problem(orderNoteBody.safeParse({ text: 'x'.repeat(100_000), call: 'answered' }))).toEqual(['text', 'text must be at most 2000 characters']);
    expect(problem(orderNoteBody.safeParse({ call: null }))?.[0]).toBe('call');
  });
});
