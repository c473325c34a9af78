import { existsSync, readdirSync } from 'node:fs';
import { apiPortOf, portsOf } from '@frontoffice/vitest-config/ports';

/** The demo tenants: the folders of tenants/ with a tenant.json (@frontoffice/tenants imports JSON the loader here refuses). */
const tenantsFolder = new URL('../../../tenants/', import.meta.url);
const tenantIds = readdirSync(tenantsFolder).filter((name) => existsSync(new URL(`${name}/tenant.json`, tenantsFolder)));

/**
 * Seeds every demo tenant of the run's demo API now (it seeds a tenant on its first request) and records when, in
 * E2E_SEEDED_AT for the test workers: the specs count their days from that instant (support.ts `seededAt`), as the
 * seeded bookings and carpoolings are counted from it. A test that counted from its own clock met the seed a day off
 * when the run crossed midnight UTC (the carpooling "in three days" was not there).
 */
export default async function globalSetup(): Promise<void> {
  const ports = portsOf();
  const port = process.env.E2E_RUN === 'budget' ? ports.budget : ports.e2e;
  const api = `http://127.0.0.1:${apiPortOf(port)}`;
  process.env.E2E_SEEDED_AT = String(Date.now());
  await Promise.all(
    tenantIds.map(async (tenant) => {
      const answer = await fetch(`${api}/tenants/${tenant}/api/__demo`);
      if (!answer.ok) throw new Error(`the demo API did not answer for ${tenant}: ${answer.status}`);
    }),
  );
}
