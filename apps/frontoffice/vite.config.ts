import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from './messagesPlugin.ts';

/** Where the demo operator API listens in development, previews and end-to-end tests (issue 4). */
const demoApi = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? '4010'}`;

const proxy = {
  '/api': { target: demoApi, changeOrigin: false },
  '/tenants': { target: demoApi, changeOrigin: false },
};

export default defineConfig({
  // spec §2: the application lives under /frontofficev2/.
  base: '/frontofficev2/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    vanillaExtractPlugin(),
    messagesPlugin(),
  ],
  resolve: {
    // Messages arrive precompiled, so the ICU parser is left out of the bundle (shared/toolchain.md).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
});
