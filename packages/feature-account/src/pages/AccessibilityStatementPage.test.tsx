import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { AccessibilityStatementPage } from './AccessibilityStatementPage.tsx';

setupMswServer();

const BUILT = '2026-12-01';

/** The statement's part under a heading: the section that heading names. */
const part = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('AccessibilityStatementPage', () => {
  it('issue 31: one h1 naming the tenant, then the parts of the W3C model statement as h2 headings', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Déclaration d’accessibilité du site Demo Mobility']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Notre engagement',
      'État de conformité',
      'Comment l’accessibilité est vérifiée',
      'Limites connues et solutions de remplacement',
      'Signaler un obstacle',
      'Voies de recours',
      'Technologies utilisées',
    ]);
  });

  it('issue 31: WCAG 2.2 AA aimed at, partially conformant, checked by the sweep, the keyboard journeys and the reflow checks of the build of that date', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />);
    const status = part('État de conformité');
    expect(within(status).getByRole('link', { name: 'WCAG 2.2' }).getAttribute('href')).toBe('https://www.w3.org/TR/WCAG22/');
    expect(status.textContent).toContain('niveau AA');
    expect(status.textContent).toContain('Ce site est partiellement conforme aux WCAG 2.2 niveau AA');
    const checks = part('Comment l’accessibilité est vérifiée');
    expect(within(checks).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('chaque page est contrôlée par axe'),
      expect.stringContaining('au clavier seul'),
      expect.stringContaining('zoom de 200 % et sur un écran de 320 pixels de large'),
      expect.stringContaining('dans chacun des thèmes visuels'),
    ]);
    expect(checks.textContent).toContain('la version que vous consultez a été construite le 1 décembre 2026.');
  });

  it('issue 31: the known limitations say only what the product offers: the station list beside the map, the French-only policy, the provider’s card form', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />);
    const items = within(part('Limites connues et solutions de remplacement'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('un bouton affiche la liste des stations de la partie visible de la carte'),
      expect.stringContaining('Les textes publiés par Demo Mobility'),
      // demo has no privacy policy URL of its own (spec §1: the static French one) and takes payments (D34).
      'La politique de confidentialité n’est publiée qu’en français.',
      expect.stringContaining('prestataire de paiement (Stripe)'),
    ]);
  });

  it('issue 31: on fleetco (its own privacy policy, in English) no French-only policy is claimed', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />, { tenant: 'fleetco', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement for FleetCo' })).toBeTruthy();
    const items = within(part('Known limitations and alternatives'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).not.toContain('The privacy policy is published in French only.');
    expect(items[0]).toContain('Beside the map, a button lists the stations in the visible part of the map');
    expect(part('How accessibility is checked').textContent).toContain('the version you are using was built on 1 December 2026.');
  });

  it('issue 31: a barrier is reported to the tenant’s contact phone and e-mail (GET /tenant), the phone formatted nationally (D36)', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />, { tenant: 'cityshare' });
    const report = part('Signaler un obstacle');
    expect(report.textContent).toContain('signalez-le à CityShare');
    expect(within(report).getByRole('link', { name: '01 84 80 12 34' }).getAttribute('href')).toBe('tel:+33184801234');
    expect(within(report).getByRole('link', { name: 'bonjour@cityshare.example' }).getAttribute('href')).toBe('mailto:bonjour@cityshare.example');
    expect(part('Voies de recours').textContent).toContain('acte européen sur l’accessibilité');
  });

  it('issue 31: a tenant without contact settings sends the report to its contact page', async () => {
    await renderPage(<AccessibilityStatementPage buildDate={BUILT} />, { tenantOverrides: { contact_phone: null, contact_email: null } });
    const report = part('Signaler un obstacle');
    expect(within(report).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/contact']);
    expect(within(report).getByRole('link', { name: 'par la page de contact' })).toBeTruthy();
  });
});
