// A static page that starts the demo API in its service worker and calls it the way the front office does.
import { startDemoWorker } from '../../src/browser.ts';

const result = document.getElementById('result') as HTMLElement;
const json = { 'accept-language': 'fr', 'content-type': 'application/json' };

async function run(): Promise<string> {
  await startDemoWorker({ tenant: 'cityshare', baseUrl: '/api', serviceWorkerUrl: '/frontofficev2/mockServiceWorker.js' });
  const tenant = (await (await fetch('/api/tenant', { headers: json })).json()) as { tenant: { human_name: string; logo_url: string } };
  const login = await fetch('/api/oauth2/token', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id: 'frontoffice', client_secret: 'frontoffice-secret' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const rentals = await fetch('/api/user/rentals?statuses=pending,prepared', {
    headers: { ...json, accept: 'application/vnd.api.v0.3+json', authorization: `Bearer ${token}` },
  });
  const { meta } = (await rentals.json()) as { meta: { total: number } };
  const form = new FormData();
  form.set('document[file]', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'permis.png'));
  form.set('document[document_type]', 'licence_front');
  const upload = await fetch('/api/user/documents', { method: 'POST', headers: { 'accept-language': 'fr', authorization: `Bearer ${token}` }, body: form });
  const logo = await fetch(tenant.tenant.logo_url);
  const photo = await fetch('/api/__demo/assets/vehicles/2001.svg');
  return [
    `tenant=${tenant.tenant.human_name}`,
    `upcoming=${meta.total}`,
    `upload=${upload.status}`,
    `logo=${logo.status}:${(await logo.text()).startsWith('<svg')}`,
    `photo=${photo.status}:${photo.headers.get('content-type')}`,
  ].join(' ');
}

run().then(
  (text) => {
    result.textContent = `OK ${text}`;
  },
  (error: unknown) => {
    result.textContent = `FAILED ${String(error)}`;
  },
);
