import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { json, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { DeliveryPromiseStrip } from './delivery-promise-strip';

const settings = (fixedCharge: number, freeDeliveryAbove: number) => () =>
  json({
    success: true,
    settings: { mode: 'fixed', fixedCharge: rupees(fixedCharge), freeDeliveryAbove: rupees(freeDeliveryAbove), deliveryDays: { min: 3, max: 5 } },
  });

describe('the home page delivery promise', () => {
  it("promises the free-delivery threshold the owner set, not the demo shop's", async () => {
    stubApi({ 'GET /api/delivery-settings': settings(250, 2500) });
    renderWithProviders(<DeliveryPromiseStrip />);
    expect(await screen.findByText('Free delivery on orders of Rs. 2,500.00 or more')).toBeInTheDocument();
    expect(screen.queryByText(/3,000/)).not.toBeInTheDocument();
  });

  it('says the charge when free delivery is off', async () => {
    stubApi({ 'GET /api/delivery-settings': settings(300, 0) });
    renderWithProviders(<DeliveryPromiseStrip />);
    expect(await screen.findByText('Delivery Rs. 300.00 on every order')).toBeInTheDocument();
  });
});
