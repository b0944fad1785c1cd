import type { TestimonialDto } from '@shop/core/content/dtos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { TestimonialsSection } from './testimonials-section';

function testimonial(overrides: Partial<TestimonialDto>): TestimonialDto {
  return { _id: 't-1', name: 'Maryam Javed', content: 'Lovely soap.', rating: 5, platform: 'instagram', status: 'approved', ...overrides };
}

describe('TestimonialsSection', () => {
  it('shows the testimonials with their stars and platform; an unknown platform shows as Website', async () => {
    const list = [
      testimonial({ _id: 't-1', name: 'Maryam Javed', rating: 4, platform: 'instagram' }),
      testimonial({ _id: 't-2', name: 'Imran Sheikh', platform: 'carrier-pigeon' }),
    ];
    stubApi({ 'GET /api/testimonials': () => json(list) });
    renderWithProviders(<TestimonialsSection />);

    const carousel = await screen.findByRole('region', { name: 'Customer testimonials' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(within(slides[0]!).getByText('Maryam Javed')).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(slides[0]!).getByText('Instagram')).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Website')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    stubApi({ 'GET /api/testimonials': () => json([]) });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials available yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back later for customer reviews!')).toBeInTheDocument();
  });

  it('shows the error and Retry loads again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/testimonials': () => {
        calls += 1;
        return calls === 1 ? json({ success: false, message: 'Server is busy' }, 503) : json([testimonial({})]);
      },
    });
    const { user } = renderWithProviders(<TestimonialsSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server is busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maryam Javed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load testimonials' when the server gives no message", async () => {
    stubApi({ 'GET /api/testimonials': () => new Response('oops', { status: 500 }) });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load testimonials');
  });
});
