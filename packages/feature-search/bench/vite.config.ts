// The benchmark page's build (see main.tsx): served by `vite preview` with /api proxied to the demo API.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.BENCH_API_PORT ?? 4710);
const proxy = { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } };

// The app's shared messages (errors., common.) for the ?page=search mode, read here rather than imported: the page
// may not import the app.
const appMessages = readFileSync(fileURLToPath(new URL('../../../apps/frontoffice/intl/fr.json', import.meta.url)), 'utf8');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __APP_MESSAGES__: appMessages },
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  preview: { host: '127.0.0.1', strictPort: true, proxy },
});
