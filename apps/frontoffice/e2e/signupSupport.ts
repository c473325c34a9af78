import { expect, type Page } from '@playwright/test';
import { demoControl, type TenantId } from './support.ts';

/** A 1 × 1 PNG (a real image: the upload block decodes photos before sending, decision D35). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF (decision D35: a PDF is sent as it is). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 3 3]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A fresh e-mail for each run, so that tests never share an account. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** One upload slot (the drop zone carrying its state in `data-status`). */
export function uploadSlot(page: Page, label: string) {
  return page.locator('[data-status]').filter({ has: page.getByText(label, { exact: true }) });
}

/** The file picker of one upload slot (not the camera input). */
export function filePicker(page: Page, label: string) {
  return uploadSlot(page, label).locator('input[type="file"]:not([capture])');
}

/** Uploads a file into a slot and waits until it is sent. */
export async function uploadInto(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await filePicker(page, label).setInputFiles(file);
  await expect(uploadSlot(page, label)).toHaveAttribute('data-status', 'completed');
}

/** The last SMS code the demo API sent to a number. */
export async function smsCode(page: Page, tenant: TenantId, phone: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const outbox = (await demoControl(page, tenant, `outbox?to=${encodeURIComponent(phone)}`)) as { messages: { kind: string; code: string | null }[] };
      code = outbox.messages.filter((m) => m.kind === 'sms').at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * Takes a screenshot for review when SIGNUP_SHOTS is set (issue 14: every step at 390 and 1280, two tenants, fr and
 * en): into the folder it names when it is a path (`SIGNUP_SHOTS=/tmp/signup2-shots`), else /tmp/signup-shots.
 */
export async function shot(page: Page, name: string) {
  const target = process.env.SIGNUP_SHOTS;
  if (!target) return;
  const folder = target.startsWith('/') ? target : '/tmp/signup-shots';
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}
