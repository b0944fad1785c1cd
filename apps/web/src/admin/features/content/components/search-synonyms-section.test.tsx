import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const builtIn = [
  { term: 'sabun', means: ['soap'] },
  { term: 'tel', means: ['oil'] },
];
const lipStuff = { term: 'lip stuff', means: ['lip balm', 'lip oil'] };
const toner = { term: 'toner', means: ['mist'] };

function stubSynonyms(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/search-synonyms': () => json({ success: true, builtIn, synonyms: [lipStuff, toner] }),
    'PUT /api/admin/search-synonyms': (request) =>
      json({ success: true, message: 'Search synonyms saved', builtIn, ...(request.body as { synonyms: unknown[] }) }),
    ...routes,
  });
}

const putBodies = (requests: { method: string; path: string; body?: unknown }[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/admin/search-synonyms').map((request) => request.body);

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: search words', () => {
  it("lists the owner's search words with what each also finds, and the built-in ones to read", async () => {
    stubSynonyms();
    renderApp('/admin/content/search');
    const own = within(await screen.findByRole('list', { name: 'Your search words' }));
    expect(own.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual([
      'lip stuff also finds lip balm, lip oil',
      'toner also finds mist',
    ]);
    expect(screen.getByText('Built in: 2 words, always on')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Built-in search words', hidden: true })).queryAllByRole('button', { hidden: true })).toHaveLength(0);
  });

  it('adds one, sending the whole list with it (issue 33: "face wash" finds the gel cleanser)', async () => {
    const api = stubSynonyms();
    const { user } = renderApp('/admin/content/search');
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search word' }));
    await user.type(dialog.getByLabelText('Shoppers type'), 'face wash');
    await user.type(dialog.getByLabelText('Also search for'), 'cleanser, gel cleanser, ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(api.requests)).toEqual([{ synonyms: [lipStuff, toner, { term: 'face wash', means: ['cleanser', 'gel cleanser'] }] }]);
  });

  it('changes one in place and removes another after asking', async () => {
    const api = stubSynonyms();
    const { user } = renderApp('/admin/content/search');
    await user.click(await screen.findByRole('button', { name: 'Edit toner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit search word' }));
    const means = dialog.getByLabelText('Also search for');
    expect(means).toHaveValue('mist');
    await user.clear(means);
    await user.type(means, 'mist, rose water');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove lip stuff' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove this search word?' }));
    expect(confirm.getByText('Searching for “lip stuff” will no longer find lip balm, lip oil.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(api.requests)).toEqual([{ synonyms: [lipStuff, { term: 'toner', means: ['mist', 'rose water'] }] }, { synonyms: [toner] }]);
  });

  it("puts the server's refusal of this word under its field", async () => {
    stubSynonyms({
      'PUT /api/admin/search-synonyms': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'synonyms: toner is listed twice', fields: ['synonyms.2.term'] }, 400),
    });
    const { user } = renderApp('/admin/content/search');
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New search word' }));
    await user.type(dialog.getByLabelText('Shoppers type'), 'Toner');
    await user.type(dialog.getByLabelText('Also search for'), 'spray');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByLabelText('Shoppers type')).toHaveAccessibleDescription(/synonyms: toner is listed twice/));
    expect(dialog.getByLabelText('Also search for')).toHaveValue('spray');
  });
});
