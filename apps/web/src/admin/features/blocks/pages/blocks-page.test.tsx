import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { Block } from '../api/list-blocks';

beforeAll(async () => {
  await import('./blocks-page');
});

const phoneBlock: Block = {
  _id: 'b-phone',
  kind: 'phone',
  value: '03001234567',
  account: null,
  reason: 'Refused two parcels at the door',
  createdAt: '2026-11-21T10:42:00.000Z',
  openOrders: 2,
};
const accountBlock: Block = {
  _id: 'b-user',
  kind: 'user',
  value: 'user-bilal',
  account: { name: 'Bilal Ahmed', email: 'bilal@example.com' },
  reason: 'Fake orders',
  createdAt: '2026-11-20T05:00:00.000Z',
  openOrders: 0,
};

/** The server's blocklist: GET answers it as it is now; POST and DELETE change it unless a handler is given. */
function stubBlocks(start: Block[], routes: Record<string, FakeHandler> = {}) {
  let blocks = start;
  const stub = stubApi({
    ...signInAsOwner(),
    'GET /api/admin/blocks': () => json({ success: true, blocks }),
    'POST /api/admin/blocks': (request) => {
      const body = request.body as { phone?: string; email?: string; reason: string };
      const block: Block = {
        _id: `b-${blocks.length + 1}`,
        kind: body.phone ? 'phone' : 'email',
        value: body.phone ?? body.email!,
        account: null,
        reason: body.reason,
        createdAt: '2026-11-22T07:00:00.000Z',
        openOrders: 0,
      };
      blocks = [block, ...blocks];
      return json({ success: true, message: `${block.value} is blocked`, block }, 201);
    },
    ...Object.fromEntries(
      start.map((block) => [
        `DELETE /api/admin/blocks/${block._id}`,
        () => {
          blocks = blocks.filter((kept) => kept._id !== block._id);
          return json({ success: true, message: 'The block is lifted' });
        },
      ]),
    ),
    ...routes,
  });
  const writes = (method: string) => stub.requests.filter((request: FakeRequest) => request.method === method);
  return { ...stub, writes };
}

const blockList = async () => within(await screen.findByRole('list', { name: 'Blocks' }));

describe('Blocklist', () => {
  it('lists each block: what it stops, the account for an account, the reason, the date and the open orders', async () => {
    stubBlocks([phoneBlock, accountBlock]);
    renderApp('/admin/blocks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blocklist' })).toBeInTheDocument();
    const list = await blockList();
    const [phone, account] = list.getAllByRole('article');
    expect(within(phone!).getByRole('heading', { name: '03001234567' })).toBeInTheDocument();
    expect(phone).toHaveTextContent('Phone number');
    expect(phone).toHaveTextContent('Refused two parcels at the door');
    expect(phone).toHaveTextContent('Blocked 21-Nov-2026, 3:42 pm');
    expect(phone).toHaveTextContent('2 open orders');
    expect(within(account!).getByRole('heading', { name: 'Bilal Ahmed' })).toBeInTheDocument();
    expect(account).toHaveTextContent('Account');
    expect(account).toHaveTextContent('bilal@example.com');
    expect(account).toHaveTextContent('No open orders');
  });

  it('says who can be blocked when no one is', async () => {
    stubBlocks([]);
    renderApp('/admin/blocks');
    expect(await screen.findByText('No one is blocked')).toBeInTheDocument();
    expect(screen.getByText('Block a phone number, email or account from an order, or here.')).toBeInTheDocument();
  });

  it('says why the list could not be loaded and loads it again', async () => {
    let down = true;
    stubBlocks([], { 'GET /api/admin/blocks': (request) => (down ? networkDown(request) : json({ success: true, blocks: [phoneBlock] })) });
    const { user } = renderApp('/admin/blocks');
    expect(await screen.findByText('The blocklist could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '03001234567' })).toBeInTheDocument();
  });

  it('blocks a phone number or an email with a reason, and lists it', async () => {
    const { writes } = stubBlocks([accountBlock]);
    const { user } = renderApp('/admin/blocks');
    await blockList();

    await user.click(screen.getByRole('button', { name: 'Block a phone or email' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Block a phone number or email' }));
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription('Write the phone number');
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why this customer is blocked');
    expect(writes('POST')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Phone number' }), ' 03219876543 ');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake orders on WhatsApp');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('03219876543 is blocked')).toBeInTheDocument();
    expect(await (await blockList()).findByRole('heading', { name: '03219876543' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Block a phone or email' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Block' }), 'An email');
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'fake@example.com');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake orders');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(writes('POST').map((request) => request.body)).toEqual([
      { phone: '03219876543', reason: 'Fake orders on WhatsApp' },
      { email: 'fake@example.com', reason: 'Fake orders' },
    ]);
  });

  it("puts the server's refusal of the number under it: unknown, blocked already, or not a mobile", async () => {
    const answers = [
      json({ success: false, code: 'BLOCK_TARGET_UNKNOWN', message: 'No order was ever placed with 03219876543.' }, 404),
      json({ success: false, code: 'ALREADY_BLOCKED', message: '03219876543 is blocked already.' }, 409),
      json({ success: false, code: 'INVALID_REQUEST', message: 'phone must be a Pakistani mobile number, e.g. 03001234567', fields: ['phone'] }, 400),
    ];
    stubBlocks([], { 'POST /api/admin/blocks': () => answers.shift()! });
    const { user } = renderApp('/admin/blocks');
    await screen.findByText('No one is blocked');

    await user.click(screen.getByRole('button', { name: 'Block a phone or email' }));
    const dialog = within(await screen.findByRole('dialog'));
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '03219876543');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Refused');
    for (const message of [
      'No order was ever placed with 03219876543.',
      '03219876543 is blocked already.',
      'phone must be a Pakistani mobile number, e.g. 03001234567',
    ]) {
      await user.click(dialog.getByRole('button', { name: 'Block' }));
      await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    }
    expect(phone).toHaveValue('03219876543');
  });

  it('lifts a block after asking, and it leaves the list', async () => {
    const { writes } = stubBlocks([phoneBlock, accountBlock]);
    const { user } = renderApp('/admin/blocks');
    const list = await blockList();

    await user.click(list.getByRole('button', { name: 'Lift the block on Bilal Ahmed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lift this block?' }));
    expect(dialog.getByText('Bilal Ahmed')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(writes('DELETE')).toHaveLength(0);

    await user.click(list.getByRole('button', { name: 'Lift the block on Bilal Ahmed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lift block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The block is lifted')).toBeInTheDocument();
    await waitFor(() => expect(list.queryByRole('heading', { name: 'Bilal Ahmed' })).not.toBeInTheDocument());
    expect(writes('DELETE').map((request) => request.path)).toEqual(['/api/admin/blocks/b-user']);
  });

  it('is under More on a phone, with the other screens the bottom bar has no room for', async () => {
    stubBlocks([]);
    const { user } = renderApp('/admin/blocks');
    await screen.findByText('No one is blocked');
    const bar = screen.getAllByRole('navigation', { name: 'Console' }).find((nav) => within(nav).queryByRole('button', { name: 'More' }))!;
    expect(within(bar).queryByRole('link', { name: 'Blocklist' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('navigation', { name: 'More screens' })).getByRole('link', { name: 'Blocklist' })).toHaveAttribute('href', '/admin/blocks');
  });
});
