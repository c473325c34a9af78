import type { Tenant } from '@frontoffice/api-client';
import { describe, expect, it } from 'vitest';
import { readCachedTenant, TENANT_CACHE_KEY, writeCachedTenant } from './tenantCache.ts';

/** A Map-backed storage, as local storage behaves. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const tenant = {
  human_name: 'CityShare',
  theme: 'cityshare',
  favicon_url: null,
  language: 'fr',
  use_multi_language: true,
  use_cookie_consent: true,
  contact_phone: '+33100000000',
} as unknown as Tenant;

describe('the last visit’s tenant frame (issue 18 item 2)', () => {
  it('keeps only what the frame needs, for the API it came from', () => {
    const storage = memoryStorage();
    writeCachedTenant(storage, '/tenants/cityshare/api', tenant);
    expect(JSON.parse(storage.values.get(TENANT_CACHE_KEY) ?? '')).toEqual({
      api: '/tenants/cityshare/api',
      tenant: { human_name: 'CityShare', theme: 'cityshare', favicon_url: null, language: 'fr', use_multi_language: true },
    });
    expect(readCachedTenant(storage, '/tenants/cityshare/api')).toEqual({
      human_name: 'CityShare',
      theme: 'cityshare',
      favicon_url: null,
      language: 'fr',
      use_multi_language: true,
    });
  });

  it('gives nothing for another API (config.json changed), nothing stored, or what it cannot read', () => {
    const storage = memoryStorage();
    expect(readCachedTenant(storage, '/api')).toBeNull();
    writeCachedTenant(storage, '/tenants/cityshare/api', tenant);
    expect(readCachedTenant(storage, '/tenants/demo/api')).toBeNull();
    for (const broken of ['{', '"text"', '{"api":"/api","tenant":null}', '{"api":"/api","tenant":{"theme":"x"}}']) {
      storage.setItem(TENANT_CACHE_KEY, broken);
      expect(readCachedTenant(storage, '/api'), broken).toBeNull();
    }
    expect(readCachedTenant(undefined, '/api')).toBeNull();
  });

  it('never fails start-up when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCachedTenant(refusing, '/api', tenant)).not.toThrow();
    expect(readCachedTenant(refusing, '/api')).toBeNull();
  });
});
