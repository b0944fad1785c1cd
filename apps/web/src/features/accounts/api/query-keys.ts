const me = ['account', 'me'] as const;

export const accountKeys = {
  /** Every signed-in account's own details. */
  me,
  currentUser: (userId: string) => [...me, userId] as const,
  savedAddresses: (userId: string) => ['account', 'addresses', userId] as const,
};
