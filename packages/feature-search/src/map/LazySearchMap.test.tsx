import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf } from '@frontoffice/test-utils/pageHarness';
import { LazySearchMap } from './LazySearchMap.tsx';
import { supportsWebGL } from './webgl.ts';

afterEach(cleanup);

describe('LazySearchMap without WebGL (issue 8)', () => {
  it.each(['fr', 'en'] as const)('says why there is no map, in %s, without loading maplibre', (lang) => {
    // happy-dom has no WebGL, like a browser with it disabled.
    expect(supportsWebGL()).toBe(false);
    render(
      <IntlProvider locale={lang} messages={messagesOf(lang, 'feature-search')}>
        <LazySearchMap stations={[]} />
      </IntlProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe(
      lang === 'fr'
        ? "La carte ne peut pas s'afficher : ce navigateur ne prend pas en charge WebGL. La recherche et la liste des résultats restent disponibles."
        : 'The map cannot be shown: this browser does not support WebGL. The search and the list of results still work.',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
