import { requestSmsCode } from '@frontoffice/api-client';
import type { DemoApi } from '@frontoffice/demo-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonBody, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useSmsCodeConfirmation } from './useSmsCodeConfirmation.ts';

setupMswServer();

const PHONE = '+15145550142';
const INVALID = 'Le code saisi est incorrect. Vérifiez le SMS reçu et réessayez.';

function CodeForm({ onConfirmed }: { onConfirmed(): void }) {
  const confirm = useSmsCodeConfirmation({ onConfirmed });
  return <SmsCodeField {...confirm.field} phoneNumber="(514) 555-0142" />;
}

const sentCode = (api: DemoApi) => api.state.outbox.filter((message) => message.kind === 'sms' && message.to === PHONE).at(-1)?.code ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const box = (position: number) => screen.getByRole('textbox', { name: `Chiffre ${position} sur 6` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('');

/** A new account whose code was just sent to PHONE. */
async function renderCodeForm() {
  const onConfirmed = vi.fn();
  const page = await renderPage(<CodeForm onConfirmed={onConfirmed} />, {
    signedInAs: 'new@example.com',
    prepare: ({ client }) => requestSmsCode(client, PHONE),
  });
  return { page, onConfirmed, user: userEvent.setup() };
}

interface Snapshot {
  disabled: boolean;
  alert: boolean;
  digits: string;
  firstFocused: boolean;
}

/** Records the boxes at every change of the page (after React's commit and layout effects, before any paint). */
function watchBoxes(): { snapshots: Snapshot[]; stop(): void } {
  const snapshots: Snapshot[] = [];
  const observer = new MutationObserver(() => {
    const first = screen.queryByRole('textbox', { name: 'Chiffre 1 sur 6' }) as HTMLInputElement | null;
    if (!first) return;
    snapshots.push({
      disabled: first.disabled,
      alert: screen.queryByRole('alert') !== null,
      digits: values(),
      firstFocused: document.activeElement === first,
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  return { snapshots, stop: () => observer.disconnect() };
}

describe('SmsCodeField with useSmsCodeConfirmation (spec §5, §7 PUT /user/sms_code, §8 INVALID_SMS_CODE)', () => {
  it('§8: a refused code empties the same boxes at the moment its message shows, enabled, the focus in the first box', async () => {
    const { page, user } = await renderCodeForm();
    const firstBefore = box(1);
    const watch = watchBoxes();
    await user.type(box(1), wrongFor(sentCode(page.api)));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
    watch.stop();
    // The boxes are the same elements (never replaced), so nothing typed into them can be lost.
    expect(box(1)).toBe(firstBefore);
    // From the submit on, the boxes are disabled until the message shows; the first render that enables them shows
    // the message with the boxes empty and the focus in the first one.
    const afterSubmit = watch.snapshots.slice(watch.snapshots.findIndex((snapshot) => snapshot.disabled));
    const firstEnabled = afterSubmit.find((snapshot) => !snapshot.disabled);
    expect(firstEnabled).toEqual({ disabled: false, alert: true, digits: '', firstFocused: true });
    expect(afterSubmit.filter((snapshot) => snapshot.alert && snapshot.digits !== '')).toEqual([]);
  });

  it('§8: the message stays until the driver types again; what is typed after it is kept and the right code is accepted', async () => {
    const { page, onConfirmed, user } = await renderCodeForm();
    const code = sentCode(page.api);
    await user.type(box(1), wrongFor(code));
    await screen.findByRole('alert');
    // Typed straight away, into the focused first box.
    await user.keyboard(code.slice(0, 2));
    expect(values()).toBe(code.slice(0, 2));
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing empties the boxes later on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(values()).toBe(code.slice(0, 2));
    await user.keyboard(code.slice(2));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    const sent = await Promise.all(requestsTo(page.requests, 'PUT', '/user/sms_code').map((request) => jsonBody(request)));
    expect(sent).toEqual([{ sms_code: { code: wrongFor(code) } }, { sms_code: { code } }]);
  });

  it('§8: a second refused code empties the boxes again and shows its message again', async () => {
    const { page, user } = await renderCodeForm();
    const wrong = wrongFor(sentCode(page.api));
    await user.type(box(1), wrong);
    await screen.findByRole('alert');
    await user.keyboard(wrong);
    await waitFor(() => expect(requestsTo(page.requests, 'PUT', '/user/sms_code')).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    await waitFor(() => expect(values()).toBe(''));
    expect(document.activeElement).toBe(box(1));
  });

  it('a failed call (not a refusal) keeps the code, which is sent again by retyping its last digit', async () => {
    const { page, user } = await renderCodeForm();
    const code = sentCode(page.api);
    page.api.state.faults.push({ id: 1, operation: 'confirmSmsCode', mode: 'error', status: 503, code: 'MAINTENANCE', remaining: 1, timeout_ms: 0, after_percent: 60, scope: null, remove: [], set: {} });
    await user.type(box(1), code);
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(box(6).disabled).toBe(false));
    expect(values()).toBe(code);
    await user.type(box(6), code.slice(-1));
    await waitFor(() => expect(requestsTo(page.requests, 'PUT', '/user/sms_code')).toHaveLength(2));
  });
});
