const all = ['deals'] as const;

export const dealKeys = {
  /** The live deals, and under them every single deal. */
  all,
  single: (dealId: string) => [...all, 'single', dealId] as const,
};
