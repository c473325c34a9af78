import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { fillPolicyText, PRIVACY_POLICY_FR } from './privacyPolicyFr.ts';

setupMswServer();

describe('PrivacyPolicyPage', () => {
  it('spec §1, §2: the French policy with the tenant name and contact filled in, every section numbered', async () => {
    const page = await renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(PRIVACY_POLICY_FR.map((section, index) => `${index + 1}. ${section.heading}`));
    expect(headings).toEqual(expect.arrayContaining(['8. Vos droits', '9. Cookies et stockage local']));
    expect(page.container.textContent).toContain('Demo Mobility (« nous ») exploite le service');
    expect(page.container.textContent).toContain('support@demo-mobility.example');
    expect(page.container.textContent).not.toMatch(/\{(operator|email|phone)\}/);
    expect(screen.queryByText('Cette politique est publiée en français uniquement.')).toBeNull();
  });

  it('spec §1: in English the title is translated but the text stays French, marked lang="fr"', async () => {
    await renderPage(<PrivacyPolicyPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('This policy is published in French only.')).toBeTruthy();
    const rights = screen.getByRole('heading', { level: 2, name: '8. Vos droits' });
    expect(rights.closest('[lang]')?.getAttribute('lang')).toBe('fr');
  });

  it('falls back to neutral wording when the tenant has no contact e-mail or phone', () => {
    expect(fillPolicyText('{operator} : {email}, ou {phone}.', { human_name: 'Campus Auto', contact_email: null, contact_phone: null })).toBe(
      'Campus Auto : notre service client, ou par le formulaire de contact.',
    );
  });
});
