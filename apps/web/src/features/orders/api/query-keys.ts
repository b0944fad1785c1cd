const all = ['orders'] as const;

export const orderKeys = {
  all,
  list: (userId: string) => [...all, userId] as const,
  detail: (userId: string, orderId: string) => [...all, userId, 'order', orderId] as const,
  cancellationReasons: ['cancellation-reasons'] as const,
};
