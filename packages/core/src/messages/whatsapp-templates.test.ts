import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultWhatsappTemplates,
  renderWhatsappTemplate,
  WHATSAPP_TEMPLATE_MAX_LENGTH,
  whatsappMessageKinds,
  whatsappPlaceholders,
  whatsappPlaceholdersOf,
  whatsappTemplateProblem,
  whatsappTemplatesBody,
  type WhatsappValues,
} from './whatsapp-templates';

const shipped: WhatsappValues = {
  name: 'Ayesha',
  shop: 'Khalis Botanicals',
  orderNumber: '5f3a9c2',
  items: '2 × Rose Water Toner\n1 × Neem Soap (deal)',
  total: 'Rs. 2,450',
  courier: 'TCS',
  trackingNumber: '770012345678',
  trackingLink: 'https://track.example.pk/tcs?cn=770012345678',
};

describe('renderWhatsappTemplate', () => {
  it("fills the shop's shipped message", () => {
    expect(renderWhatsappTemplate(defaultWhatsappTemplates.shipped, shipped)).toBe(
      [
        'Hello Ayesha, your order #5f3a9c2 from Khalis Botanicals is on its way.',
        'Courier: TCS',
        'Tracking number: 770012345678',
        'Track it here: https://track.example.pk/tcs?cn=770012345678',
        'Please keep Rs. 2,450 ready for the rider (Cash on Delivery).',
      ].join('\n'),
    );
  });

  it('leaves out a line whose placeholder has no value, whole, and keeps the lines around it', () => {
    const withoutLink: WhatsappValues = Object.fromEntries(Object.entries(shipped).filter(([name]) => name !== 'trackingLink'));
    expect(renderWhatsappTemplate(defaultWhatsappTemplates.shipped, withoutLink).split('\n')).toEqual([
      'Hello Ayesha, your order #5f3a9c2 from Khalis Botanicals is on its way.',
      'Courier: TCS',
      'Tracking number: 770012345678',
      'Please keep Rs. 2,450 ready for the rider (Cash on Delivery).',
    ]);
    // An empty value counts as none; a line with no placeholder always stays; the message is trimmed.
    expect(renderWhatsappTemplate('{courier} has it\nThank you\nTrack: {trackingLink}', { courier: 'TCS', trackingLink: '' })).toBe('TCS has it\nThank you');
    expect(renderWhatsappTemplate('Link: {confirmLink}\nHello {name}', { name: 'Sana' })).toBe('Hello Sana');
    expect(renderWhatsappTemplate('{confirmLink}', {})).toBe('');
  });

  it('puts a value in as it is written: replacement patterns and placeholders in it are not read', () => {
    for (const name of ['$&', "$'", '$`', '$1', '$$', '$<name>', '{total}', '{name}', '{{name}}']) {
      expect(renderWhatsappTemplate('Hello {name}, total {total}', { name, total: 'Rs. 10' })).toBe(`Hello ${name}, total Rs. 10`);
    }
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => !text.includes('\n') && text.trim() === text),
        (name) => {
          expect(renderWhatsappTemplate('[{name}|{name}]', { name })).toBe(`[${name}|${name}]`);
        },
      ),
    );
  });

  it('keeps a multi-line value (the items) together under its placeholder', () => {
    expect(renderWhatsappTemplate('Your items:\n{items}\nTotal {total}', shipped)).toBe(
      'Your items:\n2 × Rose Water Toner\n1 × Neem Soap (deal)\nTotal Rs. 2,450',
    );
  });
});

describe('whatsappTemplateProblem', () => {
  it("finds nothing wrong with the shop's own texts", () => {
    for (const kind of whatsappMessageKinds) expect(whatsappTemplateProblem(kind, defaultWhatsappTemplates[kind]), kind).toBeUndefined();
  });

  it("wants the confirmation's link and the status update's status", () => {
    expect(whatsappTemplateProblem('confirmation', 'Hello {name}, please confirm.')).toBe('This message must include {confirmLink}');
    expect(whatsappTemplateProblem('statusUpdate', 'Hello {name}, news about #{orderNumber}.')).toBe('This message must include {status}');
    expect(whatsappTemplateProblem('shipped', 'On its way!')).toBeUndefined();
    expect(whatsappTemplateProblem('deliveryAttempt', 'We missed you.')).toBeUndefined();
  });

  it("refuses a placeholder the kind cannot fill, listing those it can; one of another kind's is as unknown", () => {
    expect(whatsappTemplateProblem('confirmation', 'Hi {foo} {confirmLink}')).toBe(
      '{foo} cannot be used in this message. Use {name}, {shop}, {orderNumber}, {items}, {total}, {confirmLink}',
    );
    expect(whatsappTemplateProblem('statusUpdate', '{status}: {trackingLink}')).toBe(
      '{trackingLink} cannot be used in this message. Use {name}, {shop}, {orderNumber}, {items}, {total}, {status}',
    );
    expect(whatsappTemplateProblem('deliveryAttempt', 'Sorry about {items}')).toMatch(/^\{items\} cannot be used in this message/);
    // Case matters: {Name} is not {name}.
    expect(whatsappTemplateProblem('shipped', 'Hello {Name}')).toMatch(/^\{Name\} cannot be used/);
    // Braces that hold no placeholder name are plain text.
    expect(whatsappTemplateProblem('shipped', 'Smile {:-)} and {} and {order number}')).toBeUndefined();
  });

  it('lets every kind use each of its own placeholders, and only those', () => {
    for (const kind of whatsappMessageKinds) {
      const required = kind === 'confirmation' ? ' {confirmLink}' : kind === 'statusUpdate' ? ' {status}' : '';
      for (const placeholder of Object.keys(whatsappPlaceholders)) {
        const problem = whatsappTemplateProblem(kind, `{${placeholder}}${required}`);
        if ((whatsappPlaceholdersOf[kind] as readonly string[]).includes(placeholder)) expect(problem, `${kind} {${placeholder}}`).toBeUndefined();
        else expect(problem, `${kind} {${placeholder}}`).toMatch(/cannot be used in this message/);
      }
    }
  });
});

describe('whatsappTemplatesBody', () => {
  it('takes a kind, null for the shop’s text, and leaves out the kinds not given', () => {
    expect(whatsappTemplatesBody.parse({ shipped: '  On its way, {name}  ', confirmation: null })).toEqual({
      shipped: 'On its way, {name}',
      confirmation: null,
    });
    expect(whatsappTemplatesBody.parse({})).toEqual({});
    expect(whatsappTemplatesBody.parse({ statusUpdate: 'Now {status}\r\nThanks\rBye' })).toEqual({ statusUpdate: 'Now {status}\nThanks\nBye' });
    const longest = `{confirmLink}${'x'.repeat(WHATSAPP_TEMPLATE_MAX_LENGTH - '{confirmLink}'.length)}`;
    expect(whatsappTemplatesBody.parse({ confirmation: longest }).confirmation).toBe(longest);
  });

  it('names the kind of a text that is empty, too long or has a problem', () => {
    const first = (input: unknown) => {
      const issue = whatsappTemplatesBody.safeParse(input).error?.issues[0];
      return issue && [issue.path.join('.'), issue.message];
    };
    expect(first({ shipped: '   ' })).toEqual(['shipped', 'Please write the message, or reset it to the shop’s text']);
    expect(first({ shipped: 'x'.repeat(WHATSAPP_TEMPLATE_MAX_LENGTH + 1) })).toEqual(['shipped', 'A message must be at most 1000 characters']);
    expect(first({ confirmation: 'Please confirm' })).toEqual(['confirmation', 'This message must include {confirmLink}']);
    expect(first({ deliveryAttempt: '{foo}' })?.[0]).toBe('deliveryAttempt');
    expect(first({ statusUpdate: 5 })?.[0]).toBe('statusUpdate');
  });
});
