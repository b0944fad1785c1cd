// The couriers module's owner routes, as the console's admin scope (console/routes.ts) registers them.
export { adminCourierBalanceRoutes } from './balance-routes';
export { adminCourierPayoutRoutes } from './payout-routes';
