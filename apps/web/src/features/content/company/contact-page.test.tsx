import type { BusinessDetails, Store } from '@shop/core/business/business-details';
import { fallbackOperatingHours } from '@shop/core/business/business-details';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessDetailsResponse, seededBusinessDetails } from '../../../test/business-details-fixture';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const sent = "Message sent successfully! We'll get back to you soon.";

function stubContact(routes: Record<string, FakeHandler> = {}, details: BusinessDetails = seededBusinessDetails()) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse(details)),
    'POST /api/contact': () => json({ success: true, message: sent }, 201),
    ...routes,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Send us a message' }));

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(form().getByRole('textbox', { name: 'Name' }), 'Maryam Javed');
  await user.type(form().getByRole('textbox', { name: 'Email' }), 'Maryam@Example.com ');
  await user.type(form().getByRole('textbox', { name: /Phone/ }), '0300 1234567');
  await user.selectOptions(form().getByRole('combobox', { name: 'Subject' }), 'Bulk order');
  await user.type(form().getByRole('textbox', { name: 'Message' }), 'Forty soaps for a wedding, please.');
}

describe('Contact page: the message form', () => {
  it('offers every subject by its label', async () => {
    stubContact();
    renderApp('/contact');
    const subject = await screen.findByRole('combobox', { name: 'Subject' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a subject',
      'Bulk order',
      'General inquiry',
      'Order support',
      'Feedback',
      'Suggestions',
      'Partnership',
      'Technical support',
      'Shipping issues',
      'Other',
    ]);
  });

  it("shows the schema's texts under the fields and sends nothing", async () => {
    const { requests } = stubContact();
    const { user } = renderApp('/contact');
    await user.type(await screen.findByRole('textbox', { name: /Phone/ }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await form().findByText('Please enter your name')).toBeInTheDocument();
    expect(form().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form().getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(form().getByText('Please choose a subject')).toBeInTheDocument();
    expect(form().getByText('Please write your message')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter your name');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the message, says so and clears the form', async () => {
    const delivery = heldAnswer();
    const { requests } = stubContact({ 'POST /api/contact': delivery.handler });
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Send us a message' });
    await fillForm(user);
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await form().findByRole('button', { name: 'Sending...' })).toBeDisabled();
    delivery.release(json({ success: true, message: sent }, 201));

    expect(await form().findByText(sent)).toBeInTheDocument();
    expect(form().getByRole('status')).toHaveTextContent(sent);
    await waitFor(() => expect(screen.getAllByText(sent)).toHaveLength(2)); // the toast and the note under the form
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Maryam Javed',
      email: 'maryam@example.com',
      phone: '0300 1234567',
      subject: 'bulk-order',
      message: 'Forty soaps for a wedding, please.',
    });
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(form().getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(form().getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    expect(form().getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses, and keeps what was typed", async () => {
    const limited = 'Too many messages from your connection. Please try again in 7 minutes.';
    stubContact({ 'POST /api/contact': () => json({ success: false, message: limited }, 429) });
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Send us a message' });
    await fillForm(user);
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await form().findByRole('alert')).toHaveTextContent(limited);
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('Maryam Javed');
  });

  it("says 'Failed to send message. Please try again.' when the server cannot be reached", async () => {
    stubContact({ 'POST /api/contact': networkDown });
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Send us a message' });
    await fillForm(user);
    await user.click(form().getByRole('button', { name: 'Send Message' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });
});

describe('Contact page: details and locations', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists phone, email and address as links, and only the social networks that are set', async () => {
    stubContact();
    renderApp('/contact');
    const touch = within(await screen.findByRole('region', { name: 'Get in touch' }));
    expect(await touch.findByRole('link', { name: '+92 321 4567890' })).toHaveAttribute('href', 'tel:+923214567890');
    expect(touch.getByRole('link', { name: 'care@greenvalley.pk' })).toHaveAttribute('href', 'mailto:care@greenvalley.pk');
    expect(touch.getByText('45 Mall Road, Lahore, Punjab 54000')).toBeInTheDocument();
    expect(touch.getByText('Mon-Sat 9am-6pm')).toBeInTheDocument();
    expect(touch.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', 'https://facebook.com/greenvalleynaturals');
    expect(touch.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', 'https://instagram.com/greenvalleynaturals');
    expect(touch.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/923214567890');
    expect(touch.queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to load business information' when the details cannot load, and the form still works", async () => {
    stubApi({ 'GET /api/business-details': () => json({ success: false, message: 'Down' }, 500) });
    renderApp('/contact');
    expect(await within(await screen.findByRole('region', { name: 'Get in touch' })).findByRole('alert')).toHaveTextContent(
      'Failed to load business information',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Our Locations' })).not.toBeInTheDocument();
  });

  it("shows each store with its status, this week's hours (today marked), map and directions", async () => {
    // Wednesday 11 March 2026, midday in Lahore.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T07:00:00Z'));
    const details = seededBusinessDetails();
    const [open] = details.multiStore.stores as [Store];
    const warehouse: Store = {
      ...open,
      storeId: 'warehouse',
      storeName: 'Raiwind Road Workshop',
      storeType: 'warehouse',
      status: 'inactive',
      operatingHours: { ...fallbackOperatingHours, wednesday: { open: '10:30', close: '20:00', closed: false } },
    };
    stubContact({}, { ...details, multiStore: { ...details.multiStore, stores: [open, warehouse] } });
    renderApp('/contact');

    const locations = within(await screen.findByRole('region', { name: 'Our Locations' }));
    const cards = locations.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Mall Road Store' })).toBeInTheDocument();
    expect(first.getByText('Retail store')).toBeInTheDocument();
    expect(first.getByText('Open Now')).toBeInTheDocument();
    expect(first.getByText('Closes at 18:00')).toBeInTheDocument();
    expect(first.getByText('45 Mall Road, Lahore, Punjab 54000')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '+92 42 1234567' })).toHaveAttribute('href', 'tel:+92421234567');
    expect(first.getByText('Manager: Ayesha Khan')).toBeInTheDocument();
    const rows = first.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday9:00 AM – 6:00 PM',
      'Tuesday9:00 AM – 6:00 PM',
      'Wednesday(today)9:00 AM – 6:00 PM',
      'Thursday9:00 AM – 6:00 PM',
      'Friday9:00 AM – 6:00 PM',
      'Saturday9:00 AM – 6:00 PM',
      'SundayClosed',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'date');
    const map = first.getByTitle('Map of Mall Road Store');
    expect(map).toHaveAttribute('src', 'https://maps.google.com/maps?q=45%20Mall%20Road%2C%20Lahore%2C%20Punjab%2054000&z=17&output=embed');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(first.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', 'https://maps.google.com/?q=Mall+Road+Lahore');

    const second = within(cards[1]!);
    expect(second.getByText('Warehouse')).toBeInTheDocument();
    expect(second.getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(second.queryByText('Open Now')).not.toBeInTheDocument();
    // Inactive: closed whatever its hours say, with no promise of when it opens.
    expect(second.queryByText(/^Opens/)).not.toBeInTheDocument();
    expect(second.getAllByRole('row')[2]).toHaveTextContent('Wednesday(today)10:30 AM – 8:00 PM');
  });

  it("reads 'Open Now' from the hours on the shop's clock: closed at 03:00 in Pakistan, with when it opens", async () => {
    // Wednesday 11 March 2026, 03:00 in Lahore (22:00 UTC the evening before).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T22:00:00Z'));
    stubContact();
    renderApp('/contact');
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText('Opens at 09:00')).toBeInTheDocument();
    expect(card.queryByText('Open Now')).not.toBeInTheDocument();
    expect(card.getAllByRole('row')[2]).toHaveAttribute('aria-current', 'date');
  });

  it("uses the shop's time zone from the business details, not the device's", async () => {
    // 12:00 in Lahore is 03:00 in New York, where the same hours are closed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T07:00:00Z'));
    stubContact({ 'GET /api/business-details': () => json(businessDetailsResponse({ ...seededBusinessDetails(), timeZone: 'America/New_York' })) });
    renderApp('/contact');
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Opens at 09:00')).toBeInTheDocument();
  });

  it('turns to Closed at closing time without a reload', async () => {
    // Wednesday 17:59:30 in Lahore; the store closes at 18:00.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-11T12:59:30Z'));
    stubContact();
    renderApp('/contact');
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Open Now')).toBeInTheDocument();
    expect(card.getByText('Closes at 18:00')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(card.getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText('Opens Thursday at 09:00')).toBeInTheDocument();
  });

  it('leaves Our Locations out when the shop has no store list', async () => {
    const details = seededBusinessDetails();
    stubContact({}, { ...details, multiStore: { ...details.multiStore, enabled: false } });
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: 'care@greenvalley.pk' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Locations' })).not.toBeInTheDocument();
  });
});
