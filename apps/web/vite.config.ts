import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the API serves this build from the same origin; in dev the API runs beside Vite.
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API serves files under assets/ as immutable; Vite's default names there carry a content hash.
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps each source module to its chunks; the bench reads it to add up
    // the JavaScript each route loads first. It is not served as part of the app.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the shop's code; in their own chunk they
        // stay cached across deploys. Other libraries are left where they are used, so a library
        // that only one lazy page needs is not pulled into the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
