// The benchmark page's build (see main.tsx): served by `vite preview` with /api proxied to the demo API.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.BENCH_API_PORT ?? 4710);
const proxy = { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  preview: { host: '127.0.0.1', strictPort: true, proxy },
});
