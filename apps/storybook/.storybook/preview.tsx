import type { Preview } from '@storybook/react-vite';
import { isTenantId, tenantFixtures, tenantIds, type TenantId } from '@frontoffice/tenants';

// ui's preview (toolbars, decorators, a11y, viewports, overflow check) comes first through main.ts
// `previewAnnotations`; this adds the screens to the sidebar order and the tenant toolbar (issue 20).

/** The tenant Storybook opens on: `TENANT=<id> pnpm storybook` (main.ts passes it on as STORYBOOK_TENANT). */
const env = (import.meta as unknown as { env: Record<string, string | undefined> }).env;
const startTenant: TenantId = isTenantId(env.STORYBOOK_TENANT ?? '') ? (env.STORYBOOK_TENANT as TenantId) : 'demo';
const settings = tenantFixtures[startTenant].tenant as { theme?: string; language?: string; human_name?: string };

const preview: Preview = {
  globalTypes: {
    // The screens' data and switches (the demo API serves this tenant), unless a story pins its own
    // (`pageStories({ tenant })`, e.g. fleetco's single sign-on). The theme and language toolbars stay free.
    tenant: {
      description: 'Tenant whose data and feature switches the screens read',
      toolbar: {
        title: 'Tenant',
        icon: 'database',
        items: tenantIds.map((id) => ({ value: id, title: String((tenantFixtures[id].tenant as { human_name?: string }).human_name ?? id) })),
        dynamicTitle: true,
      },
    },
  },
  // Opens as the tenant's drivers see it: its theme and its language.
  initialGlobals: { tenant: startTenant, theme: settings.theme ?? 'default', locale: settings.language === 'en' ? 'en' : 'fr' },
  parameters: {
    options: {
      storySort: {
        order: ['Overview', 'Screens', ['Account', 'Signup', 'Search'], 'Foundations', 'Actions', 'Forms', 'Pickers', 'Overlays', 'Navigation', 'Feedback', 'Data', 'Layout'],
      },
    },
  },
};

export default preview;
