// What the couriers module offers the others: Today reads the cash the couriers still hold.
export { courierCash } from './balances';
