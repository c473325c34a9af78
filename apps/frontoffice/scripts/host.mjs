#!/usr/bin/env node
// Regenerates the production host's files from config.json (README, "The production host"): the policy of
// index.html and index-cards.html, and the nginx file. `vite build` runs the same code at its end; an operator who
// replaces config.json runs this afterwards:
//   node apps/frontoffice/scripts/host.mjs [--dist apps/frontoffice/dist] [--out dist-host/frontoffice.conf]
//        [--root /var/www/frontoffice] [--listen 8080] [--proxy /api/=http://10.0.0.5:8000 ...]
import { parseArgs } from 'node:util';
import { applyHostConfig } from '../host/documents.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: new URL('../dist', import.meta.url).pathname },
    out: { type: 'string' },
    root: { type: 'string' },
    listen: { type: 'string' },
    proxy: { type: 'string', multiple: true, default: [] },
  },
});

const proxies = values.proxy.map((item) => {
  const [path, upstream] = item.split('=');
  if (!path?.startsWith('/') || !upstream) throw new Error(`--proxy ${item}: expected /path/=http://upstream`);
  return { path, upstream };
});

const { policies, out } = applyHostConfig({ dist: values.dist, out: values.out, root: values.root, listen: values.listen, proxies });
console.info(`Content-Security-Policy (every page): ${policies.base}`);
console.info(`Content-Security-Policy (card pages): ${policies.cards}`);
console.info(`nginx file: ${out}`);
