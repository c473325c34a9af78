import { expect, test } from '@playwright/test';
import { PDF } from './signupSupport.ts';
import { consentToCookies, createValidatedDriver, restoreSession, skipWelcomeOfSession, useTenant } from './support.ts';

// Issue 19 item 5, decision D35: uploads are checked by content (magic bytes), not by name, everywhere the upload block
// is used; signup's steps are covered by e2e/signup-resume.spec.ts, the account page's two kinds of slot here. Nothing
// is sent for a refused file.

test('issue 19, D35: the account photo and a document of the account page refuse a disguised file by its content, before sending', async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', await createValidatedDriver(page, 'demo', 'uploads'));
  await skipWelcomeOfSession(page, 'demo');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/user\/(photos|documents)$/.test(request.url())) sent.push(request.url());
  });
  await page.goto('account/details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const refusal = "Ce type de fichier n'est pas accepté";

  // The photo takes images only: a PDF named like a photo, then a page of HTML named .jpg, are refused.
  for (const file of [
    { name: 'moi.png', mimeType: 'image/png', buffer: PDF },
    { name: 'moi.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
  ]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^(Choisir un fichier|Choisir un autre fichier|Remplacer|Réessayer): Photo de profil$/ }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByText(refusal).first()).toBeVisible();
  }
  // A document slot takes PDFs, but not a Windows program named .pdf.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier: Permis de conduire, recto' }).click();
  await (await chooser).setFiles({ name: 'permis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program') });
  await expect(page.getByText(refusal)).toHaveCount(2);
  expect(sent).toEqual([]);
});
