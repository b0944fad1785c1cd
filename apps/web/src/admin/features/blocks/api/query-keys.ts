export const adminBlockKeys = {
  all: ['admin', 'blocks'] as const,
};
