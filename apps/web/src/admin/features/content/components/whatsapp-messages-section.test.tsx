import { defaultWhatsappTemplates, whatsappMessageKinds, type WhatsappTemplates } from '@shop/core/messages/whatsapp-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDetailsResponse } from '../../../../test/business-details-fixture';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const ownConfirmation = ['Assalam o Alaikum {name}! {shop} here about order #{orderNumber}:', '{items}', 'Total {total}', 'Tap to confirm: {confirmLink}'].join(
  '\n',
);

/** The owner has reworded the confirmation; the other three are the shop's text. */
const ownerTemplates: WhatsappTemplates = { ...defaultWhatsappTemplates, confirmation: ownConfirmation };

/** The server's PUT: a text rewords its kind (trimmed), null puts the shop's back, a kind left out keeps its text. */
function putLikeTheServer(held: WhatsappTemplates): FakeHandler {
  return (request) => {
    const body = request.body as Partial<Record<keyof WhatsappTemplates, string | null>>;
    for (const kind of whatsappMessageKinds) {
      const text = body[kind];
      if (text === null) held[kind] = defaultWhatsappTemplates[kind];
      else if (text !== undefined) held[kind] = text.trim();
    }
    return json({ success: true, message: 'WhatsApp messages saved', templates: { ...held }, defaults: defaultWhatsappTemplates });
  };
}

function stubMessages(routes: Record<string, FakeHandler> = {}) {
  const held = { ...ownerTemplates };
  return stubApi({
    ...signInAsOwner(),
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/admin/whatsapp-templates': () => json({ success: true, templates: { ...held }, defaults: defaultWhatsappTemplates }),
    'PUT /api/admin/whatsapp-templates': putLikeTheServer(held),
    ...routes,
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT').map((request) => request.body);

/** One message's card, by its heading. */
function card(label: string) {
  return within(screen.getByRole('region', { name: label }));
}

function textOf(label: string) {
  return card(label).getByRole('textbox', { name: `${label} Message text` });
}

function previewOf(label: string) {
  return card(label).getByRole('figure', { name: `Preview of ${label}` });
}

async function openMessages() {
  const view = renderApp('/admin/content/whatsapp');
  await screen.findByRole('form', { name: 'WhatsApp messages' });
  return view;
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: WhatsApp messages', () => {
  it("shows each message's text, whose it is, its placeholders and a preview of it with a sample order", async () => {
    stubMessages();
    await openMessages();

    expect(screen.getByRole('heading', { level: 2, name: 'WhatsApp messages' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Order confirmation',
      'Shipped',
      'Delivery attempt failed',
      'Other status updates',
    ]);
    expect(textOf('Order confirmation')).toHaveValue(ownConfirmation);
    expect(card('Order confirmation').getByText('Your wording')).toBeInTheDocument();
    expect(textOf('Shipped')).toHaveValue(defaultWhatsappTemplates.shipped);
    expect(card('Shipped').getByText('The shop’s text')).toBeInTheDocument();
    expect(textOf('Order confirmation')).toHaveAccessibleDescription(`${ownConfirmation.length} / 1000 characters`);

    // Each message offers only its own placeholders, each named with what it becomes.
    expect(
      card('Order confirmation')
        .getAllByRole('button', { name: /^Insert / })
        .map((chip) => chip.textContent),
    ).toEqual(['{name}', '{shop}', '{orderNumber}', '{items}', '{total}', '{confirmLink}']);
    expect(card('Order confirmation').getByRole('button', { name: 'Insert {confirmLink}: The short link that confirms the order' })).toHaveAttribute(
      'title',
      'The short link that confirms the order',
    );
    expect(card('Delivery attempt failed').getByRole('button', { name: 'Insert {reason}: Why the delivery failed, e.g. Not at home' })).toBeInTheDocument();

    // The previews, as the customer's phone will show them.
    const confirmation = previewOf('Order confirmation');
    expect(confirmation).toHaveTextContent('Assalam o Alaikum Ayesha! Green Valley Naturals here about order #5f3a9c2:');
    expect(confirmation).toHaveTextContent('2 × Goat Milk & Honey Soap');
    expect(confirmation).toHaveTextContent('1 × Rose Face Oil');
    expect(confirmation).toHaveTextContent('Total Rs. 2,450.00');
    expect(confirmation).toHaveTextContent(`Tap to confirm: ${window.location.origin}/c/k3X9mQ2pL7aZ`);
    expect(previewOf('Shipped')).toHaveTextContent('Courier: TCS');
    expect(previewOf('Shipped')).toHaveTextContent('Track it here: https://www.tcsexpress.com/track?cn=77312345678');
    expect(previewOf('Delivery attempt failed')).toHaveTextContent('TCS could not deliver your order #5f3a9c2: Not at home.');
    expect(previewOf('Other status updates')).toHaveTextContent('about your order #5f3a9c2: it is now Packing.');
  });

  it('inserts a placeholder where the cursor is, back in the text after it, and the preview follows the typing', async () => {
    stubMessages();
    const { user } = await openMessages();
    const text = textOf('Other status updates');
    await user.clear(text);
    await user.type(text, 'Salam , your parcel is {{status}.');
    expect(previewOf('Other status updates')).toHaveTextContent('Salam , your parcel is Packing.');

    // The cursor after "Salam ": the name goes there.
    (text as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(card('Other status updates').getByRole('button', { name: "Insert {name}: The customer's first name" }));
    expect(text).toHaveValue('Salam {name}, your parcel is {status}.');
    expect(text).toHaveFocus();
    expect((text as HTMLTextAreaElement).selectionStart).toBe('Salam {name}'.length);
    expect(previewOf('Other status updates')).toHaveTextContent('Salam Ayesha, your parcel is Packing.');
    expect(card('Other status updates').getByText('Not saved yet')).toBeInTheDocument();
    expect(screen.getByText('1 message changed, not saved yet.')).toBeInTheDocument();

    // Typed on from there; a selection is replaced.
    await user.keyboard('!');
    expect(text).toHaveValue('Salam {name}!, your parcel is {status}.');
    (text as HTMLTextAreaElement).setSelectionRange(0, 5);
    await user.click(card('Other status updates').getByRole('button', { name: /^Insert \{shop\}/ }));
    expect(text).toHaveValue('{shop} {name}!, your parcel is {status}.');
    expect(previewOf('Other status updates')).toHaveTextContent('Green Valley Naturals Ayesha!, your parcel is Packing.');
  });

  it('says at once what is wrong with a confirmation without {confirmLink}, or with a placeholder it cannot fill, and saves nothing', async () => {
    const api = stubMessages();
    const { user } = await openMessages();
    const text = textOf('Order confirmation');
    await user.clear(text);
    expect(text).toHaveAccessibleDescription('Please write the message, or reset it to the shop’s text 0 / 1000 characters');
    await user.type(text, 'Hello {{name}, please confirm your order.');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(`This message must include {confirmLink} ${'Hello {name}, please confirm your order.'.length} / 1000 characters`);

    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    expect(text).toHaveFocus();
    expect(card('Order confirmation').getByText('This message must include {confirmLink}')).toBeInTheDocument();

    await user.type(text, ' {{confirmLink} {{reason}');
    expect(card('Order confirmation').getByText(/^\{reason\} cannot be used in this message\. Use \{name\}, \{shop\}/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    expect(puts(api.requests)).toEqual([]);

    // Too long for WhatsApp's button: the counter says so too.
    await user.clear(text);
    await user.click(text);
    await user.paste(`{confirmLink} ${'x'.repeat(1000)}`);
    expect(card('Order confirmation').getByText('A message must be at most 1000 characters')).toBeInTheDocument();
    expect(card('Order confirmation').getByText('1014 / 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    expect(puts(api.requests)).toEqual([]);
  });

  it("sends only the message that changed, shows the server's words, and the card is saved again", async () => {
    const api = stubMessages();
    const { user } = await openMessages();
    const text = textOf('Shipped');
    await user.clear(text);
    await user.type(text, 'Hello {{name}, {{courier} has your parcel: {{trackingNumber}  ');
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));

    expect(await screen.findByText('WhatsApp messages saved')).toBeInTheDocument();
    expect(puts(api.requests)).toEqual([{ shipped: 'Hello {name}, {courier} has your parcel: {trackingNumber}  ' }]);
    expect(text).toHaveValue('Hello {name}, {courier} has your parcel: {trackingNumber}');
    expect(card('Shipped').queryByText('Not saved yet')).not.toBeInTheDocument();
    expect(card('Shipped').getByText('Your wording')).toBeInTheDocument();

    // Saved again with nothing changed: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    expect(await screen.findByText('Nothing to save: no message was changed.')).toBeInTheDocument();
    expect(puts(api.requests)).toHaveLength(1);
  });

  it("puts the shop's text back with null, after asking, and leaves the other messages' typing alone", async () => {
    const api = stubMessages();
    const { user } = await openMessages();
    await user.type(textOf('Shipped'), ' Shukriya!');
    expect(card('Shipped').getByRole('button', { name: 'Reset to the shop’s text: Shipped' })).not.toHaveAttribute('aria-disabled');
    expect(card('Other status updates').getByRole('button', { name: 'Reset to the shop’s text: Other status updates' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const reset = card('Order confirmation').getByRole('button', { name: 'Reset to the shop’s text: Order confirmation' });
    await user.click(reset);
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset “Order confirmation”?' }));
    expect(dialog.getByText(/Please confirm your order here: \{confirmLink\}/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reset to the shop’s text' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api.requests)).toEqual([{ confirmation: null }]);
    expect(textOf('Order confirmation')).toHaveValue(defaultWhatsappTemplates.confirmation);
    expect(card('Order confirmation').getByRole('status')).toHaveTextContent('WhatsApp messages saved');
    expect(card('Order confirmation').getByText('The shop’s text')).toBeInTheDocument();
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveFocus();
    expect(previewOf('Order confirmation')).toHaveTextContent('Hello Ayesha, this is Green Valley Naturals about your order #5f3a9c2:');
    // The Shipped typing is still there, still to be saved.
    expect(textOf('Shipped')).toHaveValue(`${defaultWhatsappTemplates.shipped} Shukriya!`);
    expect(card('Shipped').getByText('Not saved yet')).toBeInTheDocument();
  });

  it("shows the server's refusal under the message it names, keeping what was typed", async () => {
    const message = 'statusUpdate: {courier} cannot be used in this message. Use {name}, {shop}, {orderNumber}, {items}, {total}, {status}';
    stubMessages({
      'PUT /api/admin/whatsapp-templates': () => json({ success: false, code: 'INVALID_REQUEST', message, fields: ['statusUpdate'] }, 400),
    });
    const { user } = await openMessages();
    const text = textOf('Other status updates');
    await user.type(text, ' Thank you!');
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[{}.]/g, '\\$&')}`)));
    expect(text).toHaveValue(`${defaultWhatsappTemplates.statusUpdate} Thank you!`);
  });

  it("shows a refusal that names no message above the button, in the server's words", async () => {
    stubMessages({
      'PUT /api/admin/whatsapp-templates': () => json({ success: false, code: 'FORBIDDEN', message: 'Only the shop owner can do this' }, 403),
    });
    const { user } = await openMessages();
    await user.type(textOf('Shipped'), '!');
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop owner can do this');
  });
});
