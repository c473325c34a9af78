// The page of the map benchmark (apps/frontoffice/scripts/bench-map.mjs): the search map alone, full screen, with the
// stations of the demo API (seeded with --scale) drawn as the clustered layer or, with ?markers=html, as one HTML
// marker per station. Each time the map finishes drawing, the time is pushed to window.__benchIdle.
import { createApiClient, listStations, type Station } from '@frontoffice/api-client';
import { applyTheme } from '@frontoffice/ui/theme';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import messages from '../intl/fr.json';
import SearchMap from '../src/map/SearchMap.tsx';

declare global {
  interface Window {
    __benchIdle: number[];
    __benchStations: number;
  }
}

window.__benchIdle = [];
new MutationObserver(() => window.__benchIdle.push(performance.now())).observe(document.body, {
  subtree: true,
  attributes: true,
  attributeFilter: ['data-map-idle'],
});

const markers = new URLSearchParams(location.search).get('markers') === 'html' ? 'html' : 'clustered';
applyTheme('default', { favicon: false });

const client = createApiClient({
  apiBaseUrl: '/api',
  oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
  useRefreshTokens: false,
  getLanguage: () => 'fr',
});

const stations: Station[] = await listStations(client);
window.__benchStations = stations.length;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IntlProvider locale="fr" messages={messages}>
      <SearchMap stations={stations} oneWay={false} markers={markers} onChooseStart={() => undefined} />
    </IntlProvider>,
  );
}
