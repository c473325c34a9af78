import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
const path = process.argv[2] ?? 'account/bookings-history';
const origin = 'http://127.0.0.1:5391';
const api = 'http://127.0.0.1:5392/tenants/cityshare/api';
const tok = await (await fetch(`${api}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'fr' }, body: JSON.stringify({ grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id: 'frontoffice', client_secret: 'frontoffice-secret' }) })).json();
const user = (await (await fetch(`${api}/user`, { headers: { authorization: `Bearer ${tok.access_token}`, accept: 'application/json', 'accept-language': 'fr', 'content-type': 'application/json' } })).json()).user;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ technical: true, analytics: false })), url: `${origin}/frontofficev2/` }]);
await context.addInitScript(([a, r, id]) => {
  if (sessionStorage.getItem('w')) return; sessionStorage.setItem('w', '1');
  localStorage.setItem('access_token', a); localStorage.setItem('refresh_token', r); localStorage.setItem('token_type', 'member'); localStorage.setItem('welcome_seen', String(id));
}, [tok.access_token, tok.refresh_token, user.id]);
const page = await context.newPage();
// a warm-up visit (what the app stores at a visit before), then the measured one
await page.goto(`${origin}/frontofficev2/${path}`); await page.waitForTimeout(3000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(`${origin}/frontofficev2/${path}`);
await page.waitForTimeout(7000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof/load.cpuprofile', JSON.stringify(profile));
// long tasks: rebuild from samples — print self time by function and the heaviest subtrees
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const total = new Map();
const deltas = profile.timeDeltas; let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]; const dt = (deltas[i + 1] ?? 0) / 1000;
  const n = nodes.get(id); const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
  self.set(key(n), (self.get(key(n)) ?? 0) + dt);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const k = key(nodes.get(cur)); if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + dt); seen.add(k); } cur = parent.get(cur); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(self, 25)); console.log('TOTAL\n' + top(total, 60));
await browser.close();
