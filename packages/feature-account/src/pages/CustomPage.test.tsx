import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { CustomPage } from './CustomPage.tsx';

setupMswServer();

describe('CustomPage', () => {
  it('D5: shows the tenant content of the type, its title as the page heading', async () => {
    const page = await renderPage(<CustomPage type="welcome" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur la nouvelle plateforme Demo Mobility' })).toBeTruthy();
    expect(screen.getByText(/Vos réservations et vos documents ont été transférés/)).toBeTruthy();
    const [request] = requestsTo(page.requests, 'GET', '/custom_contents');
    expect(new URL((request as RecordedRequest).url).searchParams.get('type')).toBe('welcome');
  });

  it('D5: only the first entry is rendered when there are several', async () => {
    await renderPage(<CustomPage type="news" />, {
      prepare() {
        server.use(
          http.get(`${API_BASE}/custom_contents`, () =>
            HttpResponse.json({
              custom_contents: [
                { id: 1, type: 'news', title: 'Première', content: '<p>Texte un</p>' },
                { id: 2, type: 'news', title: 'Seconde', content: '<p>Texte deux</p>' },
              ],
            }),
          ),
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Première' })).toBeTruthy();
    expect(screen.getByText('Texte un')).toBeTruthy();
    expect(screen.queryByText('Texte deux')).toBeNull();
  });

  it('D5 (English): a type without content shows the empty state', async () => {
    await renderPage(<CustomPage type="nothing-here" />, { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
