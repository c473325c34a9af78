import { describe, expect, it, vi } from 'vitest';
import { demoOutcome, demoPaymentMethodId, demoProvider } from './demoProvider.ts';

const messages = { declined: 'Declined.', authenticationRefused: 'Refused.' };
const intent = { id: 'seti_1', client_secret: 'seti_1_secret' };
const card = (number: string) => ({ number, expiry: '08/31', cvc: '123' });

describe('the demo provider (decision D34)', () => {
  it.each([
    ['4242 4242 4242 4242', 'accepted'],
    ['5555 5555 5555 4444', 'accepted'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0025 0000 3155', 'authentication'],
  ])('%s is %s', (number, outcome) => {
    expect(demoOutcome(number)).toBe(outcome);
  });

  it('the payment method carries the brand, last four digits and expiry', () => {
    expect(demoPaymentMethodId(card('5555 5555 5555 4444'), 'n1')).toBe('pm_demo_mastercard_4444_8_2031_n1');
  });

  it('accepts 4242 without asking anything', async () => {
    const authenticate = vi.fn();
    const answer = await demoProvider(card('4242424242424242'), authenticate, messages).confirm(intent);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.paymentMethodId).toMatch(/^pm_demo_visa_4242_8_2031_[a-z0-9]+$/);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it("declines 4000 0000 0000 0002 with the provider's message", async () => {
    await expect(demoProvider(card('4000000000000002'), vi.fn(), messages).confirm(intent)).resolves.toEqual({ ok: false, message: 'Declined.' });
  });

  it('asks for an authentication with 4000 0025 0000 3155: approved is accepted, refused is refused', async () => {
    const approved = await demoProvider(card('4000002500003155'), async () => true, messages).confirm(intent);
    expect(approved.ok && approved.paymentMethodId).toMatch(/^pm_demo_visa_3155_/);
    await expect(demoProvider(card('4000002500003155'), async () => false, messages).confirm(intent)).resolves.toEqual({ ok: false, message: 'Refused.' });
  });
});
