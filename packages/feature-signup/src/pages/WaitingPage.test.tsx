import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { WaitingPage } from './WaitingPage.tsx';

setupMswServer();

describe('WaitingPage', () => {
  it('spec §2 waiting: the blocked message and the tenant contact content', async () => {
    const page = await renderPage(<WaitingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Compte bloqué' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Votre compte a été bloqué : vous ne pouvez plus réserver de véhicule pour le moment.',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Nous joindre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 514-555-0142' }).getAttribute('href')).toBe('tel:+15145550142');
    const [request] = requestsTo(page.requests, 'GET', '/custom_contents');
    expect(new URL((request as RecordedRequest).url).searchParams.get('type')).toBe('contact');
  });

  it('spec §2 waiting (English): blocked message and contact content in English', async () => {
    await renderPage(<WaitingPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account blocked' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
  });

  it('without contact content, the tenant contact phone and e-mail are shown instead', async () => {
    await renderPage(<WaitingPage />, {
      prepare() {
        server.use(http.get(`${API_BASE}/custom_contents`, () => HttpResponse.json({ custom_contents: [] })));
      },
    });
    expect((await screen.findByRole('link', { name: 'support@demo-mobility.example' })).getAttribute('href')).toBe(
      'mailto:support@demo-mobility.example',
    );
    expect(screen.getByRole('link', { name: '+1 514-555-0142' })).toBeTruthy();
  });
});
