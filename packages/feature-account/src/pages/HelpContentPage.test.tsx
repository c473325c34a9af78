import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { API_BASE, findNavigatedPath, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { HelpContentPage } from './HelpContentPage.tsx';

setupMswServer();

describe('HelpContentPage', () => {
  it('spec §2, §7: the FAQ asks GET /custom_contents?type=faq and shows every question of the tenant', async () => {
    const page = await renderPage(<HelpContentPage type="faq" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Comment réserver un véhicule ?' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByText(/Un agent vérifie vos documents sous 72 heures ouvrées/)).toBeTruthy();
    const [request] = requestsTo(page.requests, 'GET', '/custom_contents');
    expect(new URL((request as RecordedRequest).url).searchParams.get('type')).toBe('faq');
  });

  it('spec §2 (English): the contact page shows the first contact entry in English', async () => {
    const page = await renderPage(<HelpContentPage type="contact" />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@demo-mobility.example' }).getAttribute('href')).toBe(
      'mailto:support@demo-mobility.example',
    );
    const [request] = requestsTo(page.requests, 'GET', '/custom_contents');
    expect((request as RecordedRequest).headers.get('accept-language')).toBe('en');
  });

  it('spec §2, §7, decision D40: the terms page shows the current terms version, the text a driver accepts, not a custom content', async () => {
    const page = await renderPage(<HelpContentPage type="cgu" />);
    expect(screen.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeTruthy();
    // demo's version 12 (tenants/demo/terms.json), the one the footer's terms dialog and the acceptance dialog show.
    expect(await screen.findByText('Version du 1er septembre 2026 des conditions d’utilisation de Demo Mobility.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Objet' })).toBeTruthy();
    const [request] = requestsTo(page.requests, 'GET', '/terms_and_conditions_versions');
    expect(new URL((request as RecordedRequest).url).searchParams.get('current')).toBe('true');
    // demo also has a `cgu` custom content (tenants/demo/contents.json): it is not what this page shows.
    expect(requestsTo(page.requests, 'GET', '/custom_contents')).toEqual([]);
    expect(screen.queryByRole('heading', { level: 2, name: "Conditions générales d'utilisation" })).toBeNull();
  });

  it('spec §2, decision D40 (English): the current terms version in English', async () => {
    const page = await renderPage(<HelpContentPage type="cgu" />, { lang: 'en' });
    expect(await screen.findByText('Version of 1 September 2026 of the Demo Mobility terms of use.')).toBeTruthy();
    const [request] = requestsTo(page.requests, 'GET', '/terms_and_conditions_versions');
    expect((request as RecordedRequest).headers.get('accept-language')).toBe('en');
  });

  it('decision D40, D16: on a tenant without terms (campus) the terms page says there is nothing yet, never its cgu custom content', async () => {
    const page = await renderPage(<HelpContentPage type="cgu" />, { tenant: 'campus' });
    expect(await screen.findByRole('heading', { name: 'Aucun contenu pour le moment' })).toBeTruthy();
    expect(screen.queryByText(/Campus Go par ses membres/)).toBeNull();
    expect(requestsTo(page.requests, 'GET', '/custom_contents')).toEqual([]);
  });

  it('shows a loading skeleton, marked busy, until the content arrives', async () => {
    await renderPage(<HelpContentPage type="pricing" />, {
      prepare() {
        server.use(
          http.get(`${API_BASE}/custom_contents`, async () => {
            await delay(100);
            return HttpResponse.json({ custom_contents: [{ id: 1, type: 'pricing', title: 'Nos tarifs', content: '<p>10 $ l’heure</p>' }] });
          }),
        );
      },
    });
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('10 $ l’heure')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('shows an empty state when the operator wrote nothing for this page', async () => {
    await renderPage(<HelpContentPage type="contact" />, {
      prepare() {
        server.use(http.get(`${API_BASE}/custom_contents`, () => HttpResponse.json({ custom_contents: [] })));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Aucun contenu pour le moment' })).toBeTruthy();
  });

  it('a failed load offers a retry that asks again', async () => {
    let calls = 0;
    await renderPage(<HelpContentPage type="pricing" />, {
      prepare() {
        server.use(
          http.get(`${API_BASE}/custom_contents`, () => {
            calls += 1;
            return calls === 1
              ? HttpResponse.json({ errors: [{ code: 'bad' }] }, { status: 400 })
              : HttpResponse.json({ custom_contents: [{ id: 9, type: 'pricing', title: 'Tarifs', content: '<p>Article 1</p>' }] });
          }),
        );
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Article 1')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('spec §2: the close button goes back to the root', async () => {
    await renderPage(<HelpContentPage type="faq" />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fermer' }));
    expect(await findNavigatedPath()).toBe('/');
  });

  it('operator HTML goes through RichText: an inline event handler is dropped', async () => {
    await renderPage(<HelpContentPage type="contact" />, {
      prepare() {
        server.use(
          http.get(`${API_BASE}/custom_contents`, () =>
            HttpResponse.json({
              custom_contents: [{ id: 1, type: 'contact', title: 'Nous joindre', content: '<p onclick="alert(1)">Écrivez-nous</p>' }],
            }),
          ),
        );
      },
    });
    const paragraph = await screen.findByText('Écrivez-nous');
    await waitFor(() => expect(paragraph.getAttribute('onclick')).toBeNull());
  });
});

describe('HelpContentPage offline (issue 33, decision D42)', () => {
  it('D42: a help page never read says it comes back with the network, and gives the tenant’s phone (tel:) and e-mail; nothing is asked', async () => {
    try {
      // Offline once the tenant's settings are there (the app keeps them, D42): the page's own content was never read.
      const page = await renderPage(() => {
        onlineManager.setOnline(false);
        return <HelpContentPage type="faq" />;
      });
      expect(await screen.findByRole('heading', { name: 'Page indisponible hors ligne' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '+1 514-555-0142' }).getAttribute('href')).toBe('tel:+15145550142');
      expect(screen.getByRole('link', { name: 'support@demo-mobility.example' }).getAttribute('href')).toBe('mailto:support@demo-mobility.example');
      expect(requestsTo(page.requests, 'GET', '/custom_contents')).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
