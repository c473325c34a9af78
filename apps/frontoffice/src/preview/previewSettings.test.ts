import type { Tenant } from '@frontoffice/api-client';
import { TENANT_FEATURES } from '@frontoffice/domain';
import { tenantFixtures } from '@frontoffice/tenants';
import { describe, expect, it } from 'vitest';
import en from '../../intl/en.json';
import fr from '../../intl/fr.json';
import { optionMessages, screenMessages, settingMessages, stepMessages } from './previewMessages.ts';
import { changedPreviewSettings, PREVIEW_SETTINGS, readSharedSettings, SHARE_PARAMETER, shareLink } from './previewSettings.ts';

const cityshare = tenantFixtures.cityshare.tenant as unknown as Tenant;
const messages = [fr as Record<string, string>, en as Record<string, string>];

describe('the switch panel’s settings (issue 20, decision D38)', () => {
  it('spec §3: every feature switch is in the panel, entities included', () => {
    const keys = PREVIEW_SETTINGS.map((setting) => setting.key);
    for (const key of [...Object.values(TENANT_FEATURES), 'use_entities']) expect(keys).toContain(key);
  });

  it('issue 20: and the settings that change screens', () => {
    const keys = PREVIEW_SETTINGS.map((setting) => setting.key);
    for (const key of ['platform_type', 'search_engine', 'one_way', 'carpooling_mode', 'carpooling_driver_can_add_passengers', 'registration_steps', 'theme', 'language', 'date_format', 'distance_unit', 'timezone']) {
      expect(keys).toContain(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every setting names at least one screen, and every label, screen, value and step has both languages', () => {
    for (const setting of PREVIEW_SETTINGS) {
      expect(setting.screens.length, setting.key).toBeGreaterThan(0);
      const ids = [settingMessages[setting.key].id, ...setting.screens.map((screen) => screenMessages[screen].id)];
      if (setting.kind === 'steps') ids.push(...setting.options.map((step) => (stepMessages as Record<string, { id: string }>)[step]?.id ?? `missing step ${step}`));
      if (setting.kind === 'choice' && !['theme', 'timezone', 'date_format'].includes(setting.key)) {
        ids.push(...setting.options.map((option) => (optionMessages as Record<string, { id: string }>)[option]?.id ?? `missing option ${option}`));
      }
      for (const catalogue of messages) for (const id of ids) expect(catalogue[id], id).toBeTruthy();
    }
  });
});

describe('the share link (issue 20)', () => {
  const changed = { ...cityshare, use_carpooling: false, platform_type: 'private', registration_steps: ['registration'] } as Tenant;

  it('carries the settings that differ from the fixtures, on the page shown', () => {
    const link = new URL(shareLink('https://previews.example/frontofficev2/search?start=x#top', cityshare, changed));
    expect(link.pathname).toBe('/frontofficev2/search');
    expect(link.searchParams.get('start')).toBe('x');
    expect(link.hash).toBe('');
    expect(JSON.parse(link.searchParams.get(SHARE_PARAMETER) ?? '')).toEqual({ use_carpooling: false, platform_type: 'private', registration_steps: ['registration'] });
  });

  it('is the plain page when nothing differs, and replaces an older share parameter', () => {
    expect(shareLink('https://previews.example/frontofficev2/login', cityshare, cityshare)).toBe('https://previews.example/frontofficev2/login');
    const again = new URL(shareLink(`https://previews.example/frontofficev2/?${SHARE_PARAMETER}=%7B%7D`, cityshare, changed));
    expect(again.searchParams.getAll(SHARE_PARAMETER)).toHaveLength(1);
  });

  it('reads back what it wrote', () => {
    const link = new URL(shareLink('https://previews.example/frontofficev2/', cityshare, changed));
    expect(readSharedSettings(link.searchParams.get(SHARE_PARAMETER) ?? '')).toEqual(changedPreviewSettings(cityshare, changed));
  });

  it('keeps only the panel’s settings with a value the panel could set', () => {
    expect(
      readSharedSettings(JSON.stringify({ use_carpooling: 'no', platform_type: 'secret', theme: 'cityshare', human_name: 'Evil', registration_steps: ['hack'], one_way: false })),
    ).toEqual({ theme: 'cityshare', one_way: false });
    expect(readSharedSettings('not json')).toBeNull();
    expect(readSharedSettings('[1]')).toBeNull();
  });
});
