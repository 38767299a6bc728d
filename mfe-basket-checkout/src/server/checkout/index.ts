export type {
  Address,
  CheckoutPaymentMethod,
  CheckoutState,
  Delivery,
  Order,
  OrderLine,
  OrderPricing,
  ParcelShop,
} from './types';
export { PROVIDER_METHODS } from './types';
export { readCheckout, startCheckout, saveDelivery, savePayment } from './checkout-store';
export { priceOrder, SHIPPING_CENTS, type PricingRefusal } from './order-pricing';
export {
  placeOrder,
  type CheckoutContext,
  type PlacementOutcome,
  type PlacementRefusal,
  type PlacementStep,
} from './place-order';
export { readOrder, customerOrders } from './order-store';
