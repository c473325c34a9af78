// @vitest-environment node
import { tenantFixtures } from '@frontoffice/tenants';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, pngSize, type WebAppManifest } from '../host/manifest.mjs';

// Issue 33 item 1: an operator runs scripts/host.mjs after changing config.json or the tenant's favicon; it writes the
// manifest and icons of the tenant its --tenant names (the URL of the operator's GET /tenant, or a file of its answer,
// spec §1), or of config.json's API when apiBaseUrl is absolute. A tiny HTTP server plays the operator API.

const script = fileURLToPath(new URL('../scripts/host.mjs', import.meta.url));
const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const favicon = readFileSync(new URL('../../../tenants/fleetco/favicon.svg', import.meta.url));
const html = '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body></body>\n</html>\n';

/** The operator API: GET /api/tenant answers FleetCo's settings, whose favicon is a path on the API's host. */
let server: Server;
let origin = '';
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.accept}`);
    if (request.url === '/api/tenant') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ tenant: { ...tenantFixtures.fleetco.tenant, favicon_url: '/api/__demo/assets/favicon.svg' } }));
    } else if (request.url === '/api/__demo/assets/favicon.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(favicon);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let dir = '';
let dist = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'host-script-test-'));
  dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(shipped));
  requests.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs scripts/host.mjs on the test's build (asynchronously: the server above answers it from this process). */
async function host(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env.FRONTOFFICE_TENANT;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, '--dist', dist, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const manifest = () => JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as WebAppManifest;

describe('scripts/host.mjs --tenant (issue 33 item 1)', () => {
  it("spec §1: --tenant <URL of GET /tenant> writes that tenant's manifest and icons, its favicon fetched from the API's host", async () => {
    const run = await host('--tenant', `${origin}/api/tenant`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Web app manifest: "FleetCo" ("FleetCo"), theme fleetco, from ${origin}/api/tenant`);
    expect(run.stdout).toContain(`from ${origin}/api/__demo/assets/favicon.svg`);
    expect(requests).toEqual([`GET /api/tenant application/json`, `GET /api/__demo/assets/favicon.svg image/svg+xml, image/png`]);
    expect(manifest()).toMatchObject({ name: 'FleetCo', lang: 'en', theme_color: '#13294d', background_color: '#f2f4f7' });
    expect(pngSize(readFileSync(join(dist, 'icons', 'pwa-512x512.png')))).toEqual({ width: 512, height: 512 });
    expect(readFileSync(join(dist, 'index-cards.html'), 'utf8')).toContain('<meta name="theme-color" content="#13294d">');
  }, 30_000);

  it('--tenant <file of a saved answer> reads it, and its favicon URL', async () => {
    const saved = join(dir, 'tenant.json');
    writeFileSync(saved, JSON.stringify({ tenant: { ...tenantFixtures.cityshare.tenant, favicon_url: `${origin}/api/__demo/assets/favicon.svg` } }));
    const run = await host('--tenant', saved);
    expect(run.code).toBe(0);
    expect(manifest()).toMatchObject({ name: 'CityShare', theme_color: '#0b4f3c' });
    expect(requests).toEqual([`GET /api/__demo/assets/favicon.svg image/svg+xml, image/png`]);
  }, 30_000);

  it("without --tenant, config.json's absolute apiBaseUrl gives GET <apiBaseUrl>/tenant", async () => {
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ ...shipped, apiBaseUrl: `${origin}/api` }));
    const run = await host();
    expect(run.code).toBe(0);
    expect(requests[0]).toBe('GET /api/tenant application/json');
    expect(manifest().name).toBe('FleetCo');
    // The same run writes the policy for that API.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`connect-src 'self' ${origin}`);
  }, 30_000);

  it('without --tenant and with a relative apiBaseUrl, the manifest and icons of the build are kept, and it says so', async () => {
    await host('--tenant', 'campus');
    const before = readFileSync(join(dist, MANIFEST_FILE), 'utf8');
    const run = await host();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Web app manifest and icons: kept as they are');
    expect(readFileSync(join(dist, MANIFEST_FILE), 'utf8')).toBe(before);
    expect(requests).toEqual([]);
  }, 30_000);

  it('a favicon the API does not have: exit 1, a message naming it, nothing written (no half-manifest)', async () => {
    const saved = join(dir, 'tenant.json');
    writeFileSync(saved, JSON.stringify({ tenant: { ...tenantFixtures.demo.tenant, favicon_url: `${origin}/missing.png` } }));
    const run = await host('--tenant', saved);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Nothing was written. The tenant's favicon: ${origin}/missing.png answered 404 Not Found`);
    expect(existsSync(join(dist, MANIFEST_FILE))).toBe(false);
    expect(existsSync(join(dist, 'icons'))).toBe(false);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(html);
    const unreachable = await host('--tenant', `${origin}/nope/tenant`);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`The tenant (GET /tenant): ${origin}/nope/tenant answered 404 Not Found`);
  }, 30_000);
});
