export const adminPushKeys = {
  devices: ['admin', 'push', 'devices'] as const,
};
