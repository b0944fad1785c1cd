import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Room for a few page loads at the shared findBy/waitFor wait (src/test/setup.ts), so a slow
      // wait fails with Testing Library's message and the DOM rather than a bare test timeout.
      testTimeout: 30_000,
      unstubGlobals: true,
      restoreMocks: true,
    },
  }),
);
