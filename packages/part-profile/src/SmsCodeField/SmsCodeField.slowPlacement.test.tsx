import { requestSmsCode } from '@frontoffice/api-client';
import type { DemoApi } from '@frontoffice/demo-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useSmsCodeConfirmation } from './useSmsCodeConfirmation.ts';

setupMswServer();

const PHONE = '+15145550142';

function CodeForm({ onConfirmed }: { onConfirmed(): void }) {
  const confirm = useSmsCodeConfirmation({ onConfirmed });
  return <SmsCodeField {...confirm.field} />;
}

const sentCode = (api: DemoApi) => api.state.outbox.filter((message) => message.kind === 'sms' && message.to === PHONE).at(-1)?.code ?? '';
const box = (position: number) => screen.getByRole('textbox', { name: `Chiffre ${position} sur 6` }) as HTMLInputElement;

describe('SmsCodeField when the refusal’s message is placed late (issue 14: a digit typed after a refused code is lost)', () => {
  it('§8: the boxes stay disabled until the message shows; digits typed as soon as they are enabled are kept and sent', async () => {
    // The table of spec §8 cases is imported by a form's first submit (the /login budget): on a loaded phone it can
    // arrive well after the call's answer. Here it takes 400 ms (the domain's index already loaded the module, so
    // only that dynamic import is delayed).
    vi.doMock('@frontoffice/domain/serverErrors', async (importOriginal) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return importOriginal();
    });
    const onConfirmed = vi.fn();
    const page = await renderPage(<CodeForm onConfirmed={onConfirmed} />, {
      signedInAs: 'new@example.com',
      prepare: ({ client }) => requestSmsCode(client, PHONE),
    });
    const user = userEvent.setup();
    const code = sentCode(page.api);
    await user.type(box(1), code === '000000' ? '111111' : '000000');
    await waitFor(() => expect(requestsTo(page.requests, 'PUT', '/user/sms_code')).toHaveLength(1));
    // As soon as the driver can type again, the refusal is said and the boxes are empty.
    await waitFor(() => expect(box(1).disabled).toBe(false), { interval: 5 });
    expect(screen.getByRole('alert').textContent).toBe('Le code saisi est incorrect. Vérifiez le SMS reçu et réessayez.');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard(code.slice(0, 3));
    // Past the moment the message would have been placed: the digits are still there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect([1, 2, 3].map((position) => box(position).value).join('')).toBe(code.slice(0, 3));
    await user.keyboard(code.slice(3));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  });
});
