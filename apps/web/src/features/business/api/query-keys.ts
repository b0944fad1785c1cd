export const businessKeys = {
  details: ['business-details'] as const,
};
