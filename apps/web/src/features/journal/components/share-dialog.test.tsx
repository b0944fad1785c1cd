import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog';

const url = 'https://shop.example/blog/hair-oil';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

/** Clicks and lets the clipboard's promise settle, as a shopper's click would. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('ShareDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("copies the link and says 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareDialog url={url} title="Hair oil" onClose={() => {}} />);

    await click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to your clipboard.');

    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('Instagram only copies the link, then says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareDialog url={url} title="Hair oil" onClose={() => {}} />);

    await click(screen.getByRole('button', { name: 'Instagram' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied! Instagram has no share link, so paste it into your story, post or bio.');
  });

  it('the Copy button beside the read-only field copies too', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareDialog url={url} title="Hair oil" onClose={() => {}} />);

    const field = screen.getByRole('textbox', { name: 'Article link' });
    expect(field).toHaveAttribute('readonly');
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('selects the link for the shopper to copy when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    render(<ShareDialog url={url} title="Hair oil" onClose={() => {}} />);

    await click(screen.getByRole('button', { name: 'Copy Link' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Article link' });
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(url.length);
    expect(screen.getByRole('status')).toHaveTextContent('The link is selected: press Ctrl+C (or ⌘C) to copy it.');
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('closes on Escape and on the close button', () => {
    const onClose = vi.fn();
    render(<ShareDialog url={url} title="Hair oil" onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
