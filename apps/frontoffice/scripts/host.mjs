#!/usr/bin/env node
// Regenerates the production host's files from config.json (README, "The production host"): the policy of
// index.html and index-cards.html, the nginx file, and the tenant's web app manifest and icons (issue 33). `vite build`
// runs the same code at its end; an operator who replaces config.json, or whose tenant changes its favicon, runs this
// afterwards:
//   node apps/frontoffice/scripts/host.mjs [--dist apps/frontoffice/dist] [--out dist-host/frontoffice.conf]
//        [--root /var/www/frontoffice] [--listen 8080] [--proxy /api/=http://10.0.0.5:8000 ...]
//        [--tenant https://api.operator.example/api/tenant | saved-answer.json | <demo tenant id>]
// The tenant (spec §1: the answer of GET /tenant) comes from --tenant, else from config.json's apiBaseUrl when it is
// absolute (`<apiBaseUrl>/tenant`), else from FRONTOFFICE_TENANT; with none of them the build's manifest and icons
// stay as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyHostConfig } from '../host/documents.mjs';
import { tenantSource } from '../host/manifest.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: new URL('../dist', import.meta.url).pathname },
    out: { type: 'string' },
    root: { type: 'string' },
    listen: { type: 'string' },
    proxy: { type: 'string', multiple: true, default: [] },
    tenant: { type: 'string' },
  },
});

const proxies = values.proxy.map((item) => {
  const [path, upstream] = item.split('=');
  if (!path?.startsWith('/') || !upstream) throw new Error(`--proxy ${item}: expected /path/=http://upstream`);
  return { path, upstream };
});

const config = JSON.parse(readFileSync(join(values.dist, 'config.json'), 'utf8'));
const tenant = tenantSource({ flag: values.tenant, config }) ?? null;

try {
  const { policies, out, app } = await applyHostConfig({
    dist: values.dist,
    out: values.out,
    root: values.root,
    listen: values.listen,
    proxies,
    config,
    tenant,
  });
  console.info(`Content-Security-Policy (every page): ${policies.base}`);
  console.info(`Content-Security-Policy (card pages): ${policies.cards}`);
  console.info(`nginx file: ${out}`);
  if (app) {
    console.info(`Web app manifest: "${app.manifest.name}" ("${app.manifest.short_name}"), theme ${app.theme}, from ${app.source}`);
    console.info(`Icons (${app.icons.map((icon) => `${icon.name}`).join(', ')}) from ${app.favicon}`);
    for (const warning of app.warnings) console.warn(`Warning: ${warning}`);
  } else {
    console.info('Web app manifest and icons: kept as they are (no --tenant, no absolute apiBaseUrl, no FRONTOFFICE_TENANT)');
  }
} catch (error) {
  // Issue 33: a tenant or favicon that cannot be read stops the step before anything is written.
  console.error(`Nothing was written. ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
