export const contentKeys = {
  activeBanners: ['banners', 'active'] as const,
  testimonials: ['testimonials'] as const,
  teamMembers: ['team-members'] as const,
  /** Keyed by the user id the token names, so one shopper's answer is never read for another. */
  accountNewsletter: (userId: string) => ['account', 'newsletter', userId] as const,
};
