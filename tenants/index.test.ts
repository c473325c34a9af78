import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultTenantId, isTenantId, tenantIds } from './index.ts';

describe('demo tenants', () => {
  it('has five tenants with demo as the default', () => {
    expect(tenantIds).toHaveLength(5);
    expect(defaultTenantId).toBe('demo');
  });

  it('recognises only known tenant ids', () => {
    expect(isTenantId('cityshare')).toBe(true);
    expect(isTenantId('unknown')).toBe(false);
    expect(isTenantId('')).toBe(false);
  });

  it.each(tenantIds)('has a fixture folder for %s', (id) => {
    expect(existsSync(fileURLToPath(new URL(`./${id}/`, import.meta.url)))).toBe(true);
  });
});
