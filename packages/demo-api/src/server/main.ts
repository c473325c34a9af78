// `pnpm --filter @frontoffice/demo-api start` (root: `pnpm demo-api`): the demo API on 127.0.0.1:${DEMO_API_PORT:-4010}.
//   --scale N          seeds N stations and 5N vehicles per tenant (performance tests, N up to 20,000)
//   --latency MS       delays every answer
//   DEMO_TENANT        the tenant under /api (default demo)
//   DEMO_FRONTOFFICE_URL  where e-mail links point (default /frontofficev2)
//   DEMO_API_LOG=1     one log line per request
import { defaultTenantId, isTenantId, tenantIds } from '@frontoffice/tenants';
import { startDemoServer } from './server.ts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

const started = performance.now();
const tenant = process.env.DEMO_TENANT ?? defaultTenantId;
if (!isTenantId(tenant)) {
  console.error(`DEMO_TENANT=${tenant} is not one of ${tenantIds.join(', ')}`);
  process.exit(1);
}
const scale = option('--scale') ? Number(option('--scale')) : undefined;
if (scale !== undefined && !(Number.isInteger(scale) && scale > 0 && scale <= 20_000)) {
  console.error('--scale takes a whole number from 1 to 20000');
  process.exit(1);
}
const port = Number(process.env.DEMO_API_PORT ?? 4010);
const server = await startDemoServer({
  defaultTenant: tenant,
  port,
  host: process.env.DEMO_API_HOST ?? '127.0.0.1',
  scale,
  latencyMs: option('--latency') ? Number(option('--latency')) : undefined,
  frontOfficeUrl: process.env.DEMO_FRONTOFFICE_URL,
  log: process.env.DEMO_API_LOG === '1',
});
// The default tenant is built now, so that its first request is fast; the others on first use, so that start-up
// stays short (most sessions use one tenant).
server.api(tenant);
console.info(
  `Demo API ready in ${Math.round(performance.now() - started)} ms at ${server.origin}/api (tenant ${tenant})` +
    ` and ${server.origin}/tenants/<${tenantIds.join('|')}>/api${scale ? `, scale ${scale}` : ''}.` +
    ` Controls: ${server.origin}/api/__demo`,
);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
