import { deliveryPromise } from '@shop/core/delivery/delivery';
import { Truck } from 'lucide-react';
import { toDeliverySettings } from '../../../lib/cart-lines';
import { useDeliverySettings } from '../api/get-delivery-settings';

/**
 * docs/product.md §2 Home: the delivery promise under the banner, from the owner's delivery settings (the
 * page's HTML carries them), so it says what the cart will charge. It keeps its height while they load.
 */
export function DeliveryPromiseStrip() {
  const { data: settings } = useDeliverySettings();
  return (
    <p className="shop-container min-h-12 py-3 text-center text-sm font-medium text-leaf-800">
      {settings ? (
        <>
          <Truck aria-hidden="true" className="mr-2 inline size-5 align-[-0.3em]" />
          {deliveryPromise(toDeliverySettings(settings))}
        </>
      ) : null}
    </p>
  );
}
