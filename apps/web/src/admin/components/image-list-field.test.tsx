import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, json, stubApi } from '../../test/fake-api';
import { ImageListField } from './image-list-field';

afterEach(() => vi.unstubAllGlobals());

function PictureForm({ onSave }: { onSave: (images: string[]) => void }) {
  const [images, setImages] = useState<string[]>(['/uploads/products/a.webp', '/uploads/products/b.webp']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(images);
      }}
    >
      <ImageListField label="Images" folder="products" value={images} onChange={setImages} max={3} />
      <button type="submit">Save</button>
    </form>
  );
}

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('ImageListField', () => {
  it('uploads chosen pictures to their folder and puts them after the others, in order', async () => {
    const api = stubApi({ 'POST /api/admin/uploads': () => json({ success: true, message: 'Uploaded', images: ['/uploads/products/c.webp'] }, 201) });
    const onSave = vi.fn();
    render(<PictureForm onSave={onSave} />);
    await userEvent.upload(screen.getByLabelText('Images'), picture('soap.png'));
    expect(await screen.findByRole('img', { name: 'Picture 3' })).toHaveAttribute('src', '/uploads/products/c.webp');
    expect(api.requests[0]!.url.searchParams.get('folder')).toBe('products');
    expect((api.requests[0]!.body as FormData).getAll('images')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['/uploads/products/c.webp', '/uploads/products/b.webp']);
  });

  it('holds Save back while pictures are uploading, so the item is never stored without them', async () => {
    const upload = heldAnswer();
    stubApi({ 'POST /api/admin/uploads': upload.handler });
    const onSave = vi.fn();
    render(<PictureForm onSave={onSave} />);
    await userEvent.upload(screen.getByLabelText('Images'), picture('soap.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(/Uploading 1 picture… Save again once it is done\./)).toBeInTheDocument();

    upload.release(json({ success: true, message: 'Uploaded', images: ['/uploads/products/c.webp'] }, 201));
    expect(await screen.findByRole('img', { name: 'Picture 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp']);
  });

  it("shows the server's refusal and refuses more pictures than the item may have", async () => {
    stubApi({
      'POST /api/admin/uploads': () => json({ success: false, code: 'NOT_AN_IMAGE', message: 'Only JPEG, PNG, WebP or GIF pictures can be uploaded' }, 415),
    });
    render(<PictureForm onSave={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('Images'), picture('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF pictures can be uploaded');
    await userEvent.upload(screen.getByLabelText('Images'), [picture('one.png'), picture('two.png')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 1 more picture (at most 3).'));
  });
});
