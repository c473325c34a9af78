// A stand-in for Stripe.js (decision D34's "real operators" path) for tests without network: installed as
// `window.Stripe` before the page loads (Playwright `addInitScript(installFakeStripe, options)`) or before a unit test
// renders, it is what `loadStripe` uses instead of fetching https://js.stripe.com. It mounts a plain box where the
// Payment Element's iframe would be, and answers `elements.submit()` and `confirmSetup()` as told, recording every
// call in `window.fakeStripe`. Self-contained (no import, no outer variable): Playwright serialises the function.

/** How the fake answers. */
export interface FakeStripeOptions {
  /** What `confirmSetup` answers: the payment method of a succeeded setup intent, or Stripe's error message. */
  confirm?: { paymentMethod: string } | { error: string };
  /** The message of an `elements.submit()` error (an incomplete card), if any. */
  submitError?: string;
  /** Milliseconds before `confirmSetup` answers (a 3-D Secure dialog takes time). @default 0 */
  confirmDelayMs?: number;
}

/** What the fake recorded, as `window.fakeStripe`. */
export interface FakeStripeRecord {
  /** The publishable keys `Stripe(key)` was called with. */
  keys: string[];
  /** The options of each `stripe.elements(options)`. */
  elementsOptions: Record<string, unknown>[];
  /** How many times `elements.submit()` was called. */
  submits: number;
  /** Each `confirmSetup` call: whether it got the Elements instance, and its other options. */
  confirmSetup: { withElements: boolean; clientSecret: string; redirect: string | undefined; returnUrl: string | undefined }[];
}

/** Installs the fake as `window.Stripe`. */
export function installFakeStripe(options: FakeStripeOptions = {}): void {
  const record: FakeStripeRecord = { keys: [], elementsOptions: [], submits: 0, confirmSetup: [] };
  const confirm = options.confirm ?? { paymentMethod: 'pm_card_visa' };
  const unsupported = () => Promise.reject(new Error('Not faked'));
  function Stripe(key: string) {
    record.keys.push(key);
    let elementsInstance: Record<string, unknown> | null = null;
    return {
      elements(elementsOptions: Record<string, unknown>) {
        record.elementsOptions.push(elementsOptions);
        const instance: Record<string, unknown> = {
          create(type: string) {
            const handlers: Record<string, ((event: unknown) => void)[]> = {};
            let box: HTMLElement | null = null;
            return {
              mount(parent: HTMLElement) {
                box = document.createElement('div');
                box.setAttribute('data-testid', 'fake-stripe-element');
                box.textContent = `Stripe ${type} element (test)`;
                box.style.border = '1px solid #888';
                box.style.padding = '12px';
                parent.append(box);
                setTimeout(() => (handlers.ready ?? []).forEach((handler) => handler({ elementType: type })), 0);
              },
              on(event: string, handler: (event: unknown) => void) {
                (handlers[event] ??= []).push(handler);
              },
              off(event: string, handler: (event: unknown) => void) {
                handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
              },
              update() {},
              unmount() {
                box?.remove();
              },
              destroy() {
                box?.remove();
              },
            };
          },
          update() {},
          getElement: () => null,
          submit() {
            record.submits += 1;
            return Promise.resolve(options.submitError ? { error: { type: 'validation_error', message: options.submitError } } : {});
          },
        };
        elementsInstance = instance;
        return instance;
      },
      confirmSetup(confirmOptions: { elements?: unknown; clientSecret: string; redirect?: string; confirmParams?: { return_url?: string } }) {
        record.confirmSetup.push({
          withElements: confirmOptions.elements !== undefined && confirmOptions.elements === elementsInstance,
          clientSecret: confirmOptions.clientSecret,
          redirect: confirmOptions.redirect,
          returnUrl: confirmOptions.confirmParams?.return_url,
        });
        const answer =
          'error' in confirm
            ? { error: { type: 'card_error', message: confirm.error } }
            : {
                setupIntent: {
                  id: confirmOptions.clientSecret.split('_secret_')[0],
                  status: 'succeeded',
                  payment_method: confirm.paymentMethod,
                },
              };
        return new Promise((resolve) => setTimeout(() => resolve(answer), options.confirmDelayMs ?? 0));
      },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  // The release train @stripe/stripe-js expects (it warns about another one).
  Object.assign(Stripe, { version: 'endive' });
  Object.assign(window, { Stripe, fakeStripe: record });
}

/** What the fake recorded in this window. */
export function fakeStripeRecord(): FakeStripeRecord {
  return (window as unknown as { fakeStripe: FakeStripeRecord }).fakeStripe;
}
