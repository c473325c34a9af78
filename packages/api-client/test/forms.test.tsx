// Issue 12: the form plumbing of every form. A failure is placed as spec §8 says for the form (field, message of the
// form, generic handler, D27); a second press while one call is in flight sends nothing.
import { NotificationsProvider, type Notifier } from '@frontoffice/ui/Notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  changePasswordMutationOptions,
  createQueryClient,
  requestPasswordResetMutationOptions,
  signInMutationOptions,
  useFieldErrors,
  useFormSubmit,
} from '../src/index.ts';
import { makeClient, server, storeSession } from './setup.ts';

const messages = {
  'errors.login': 'Access denied, please check your credentials',
  'errors.no-roles': 'No role',
  'errors.current-password-invalid': 'The current password is incorrect.',
  'errors.PASSWORD_TOO_SHORT': 'Too short',
  'errors.internal': 'Something went wrong.',
  'common.fieldErrors.required': 'This field is required.',
};

function setup() {
  const notifier = { notify: vi.fn<Notifier['notify']>(), error: vi.fn<Notifier['error']>() };
  const client = makeClient();
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <IntlProvider locale="en" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider notifier={notifier}>{children}</NotificationsProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
  return { notifier, client, queryClient, wrapper };
}

const refuse = (status: number, body: Record<string, unknown>) => () => HttpResponse.json(body, { status });

describe('useFormSubmit (issue 12, spec §8)', () => {
  it('§8 change password: user_current_password_invalid shows under the current password, nothing else', async () => {
    storeSession('member', 'member-token');
    server.use(http.put('/api/user/password', refuse(422, { code: 'unprocessable', errors: [{ code: 'user_current_password_invalid', detail: 'wrong' }] })));
    const { client, notifier, wrapper } = setup();
    const onError = vi.fn();
    const { result } = renderHook(
      () => useFormSubmit({ form: 'change-password', mutation: changePasswordMutationOptions(client), onError }),
      { wrapper },
    );
    act(() => result.current.submit({ currentPassword: 'old-pass', password: 'new-password', passwordConfirmation: 'new-password' }));
    await waitFor(() => expect(result.current.fieldError('currentPassword')).toBe('The current password is incorrect.'));
    expect(result.current.formError).toBeNull();
    expect(notifier.notify).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => result.current.clearErrors('currentPassword'));
    expect(result.current.fieldError('currentPassword')).toBeUndefined();
  });

  it('§8 change password: any other failure is internal-error, as a notification', async () => {
    storeSession('member', 'member-token');
    server.use(http.put('/api/user/password', refuse(500, { code: 'internal', message: 'boom' })));
    const { client, notifier, wrapper } = setup();
    const { result } = renderHook(() => useFormSubmit({ form: 'change-password', mutation: changePasswordMutationOptions(client) }), { wrapper });
    act(() => result.current.submit({ currentPassword: 'old-pass', password: 'new-password', passwordConfirmation: 'new-password' }));
    await waitFor(() => expect(notifier.notify).toHaveBeenCalledWith({ title: 'Something went wrong.', tone: 'danger' }));
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('§8 login: any failure shows the login error in the form, and the form says so once', async () => {
    server.use(http.post('/api/oauth2/token', refuse(400, { error: 'invalid_grant' })));
    const { client, queryClient, notifier, wrapper } = setup();
    const { result } = renderHook(() => useFormSubmit({ form: 'login', mutation: signInMutationOptions(client, queryClient) }), { wrapper });
    act(() => result.current.submit({ email: 'a@example.com', password: 'wrong-password' }));
    await waitFor(() => expect(result.current.formError).toBe('Access denied, please check your credentials'));
    expect(notifier.notify).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('§8 forgot password: a failure shows the login message as a notification', async () => {
    server.use(
      http.post('/api/oauth2/token', () => HttpResponse.json({ access_token: 'guest', token_type: 'Bearer' })),
      http.post('/api/reset_password', refuse(404, { code: 'not_found', message: 'unknown' })),
    );
    const { client, notifier, wrapper } = setup();
    const { result } = renderHook(() => useFormSubmit({ form: 'forgot-password', mutation: requestPasswordResetMutationOptions(client) }), { wrapper });
    act(() => result.current.submit('a@example.com'));
    await waitFor(() => expect(notifier.notify).toHaveBeenCalledWith({ title: 'Access denied, please check your credentials', tone: 'danger' }));
    expect(result.current.formError).toBeNull();
  });

  it('D27 reset password: a refusal goes to the generic handler with the error itself', async () => {
    server.use(
      http.post('/api/oauth2/token', () => HttpResponse.json({ access_token: 'guest', token_type: 'Bearer' })),
      http.post('/api/reset_password/confirm', refuse(400, { code: 'bad_request', errors: [{ code: 'RESET_PASSWORD_TOKEN_EXPIRED', detail: 'expired' }] })),
    );
    const { client, notifier, wrapper } = setup();
    const { result } = renderHook(
      () => useFormSubmit({ form: 'reset-password', mutation: { mutationFn: (token: string) => client.request({ method: 'POST', path: '/reset_password/confirm', json: { reset_password_token: token } }) } }),
      { wrapper },
    );
    act(() => result.current.submit('t0ken'));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledTimes(1));
    expect(notifier.error.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('a second press while the call is in flight sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('/api/oauth2/token', () => HttpResponse.json({ access_token: 'guest', token_type: 'Bearer' })),
      http.post('/api/reset_password', async () => {
        calls += 1;
        await delay(30);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client, wrapper } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => useFormSubmit({ form: 'forgot-password', mutation: requestPasswordResetMutationOptions(client), onSuccess }),
      { wrapper },
    );
    act(() => {
      result.current.submit('a@example.com');
      result.current.submit('a@example.com');
    });
    act(() => result.current.submit('a@example.com'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toBe(1);
    expect(onSuccess).toHaveBeenCalledWith(undefined, 'a@example.com');
    // Once answered, a new submit sends again.
    act(() => result.current.submit('b@example.com'));
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('useFormSubmit: one press, one request (decision D8, issue 30)', () => {
  it('D8: a press after the answer but before the page has drawn it sends nothing (a double click on a quick answer)', async () => {
    const { wrapper } = setup();
    let answer = () => undefined as void;
    const mutationFn = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useFormSubmit({ form: 'cancel-booking', mutation: { mutationFn }, onSuccess }), { wrapper });
    // Microtasks only: the answer is handled (onSuccess) but React, which renders in a later task, has not drawn it.
    const settle = async () => {
      for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
    };
    const submit = result.current.submit;
    submit(7);
    await settle();
    answer();
    await settle();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    submit(7);
    await settle();
    expect(mutationFn).toHaveBeenCalledTimes(1);
    // Once the answer is drawn, a new press sends again.
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.submit(8));
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });
});

describe('useFieldErrors (issue 12, spec §5)', () => {
  const intlWrapper = ({ children }: { children?: ReactNode }) => (
    <IntlProvider locale="en" messages={{ 'common.fieldErrors.required': 'This field is required.', 'common.fieldErrors.invalid-format': 'Bad format' }}>
      {children}
    </IntlProvider>
  );

  it('§5 a rule error shows only once the field was left or the form submitted', () => {
    const { result } = renderHook(() => useFieldErrors<'email' | 'password'>({ email: 'invalid-format', password: 'required' }), { wrapper: intlWrapper });
    expect(result.current.fieldProps('email')).toMatchObject({ isInvalid: false, errorMessage: undefined });
    act(() => result.current.fieldProps('email').onBlur());
    expect(result.current.fieldProps('email')).toMatchObject({ isInvalid: true, errorMessage: 'Bad format' });
    expect(result.current.fieldProps('password').isInvalid).toBe(false);
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.fieldProps('password')).toMatchObject({ isInvalid: true, errorMessage: 'This field is required.' });
  });

  it('§8 a valid field shows the server message for it', () => {
    const { result } = renderHook(() => useFieldErrors<'email'>({}, (field) => (field === 'email' ? 'Already taken' : undefined)), { wrapper: intlWrapper });
    expect(result.current.fieldProps('email')).toMatchObject({ isInvalid: true, errorMessage: 'Already taken' });
    expect(result.current.validate()).toBe(true);
  });
});

describe('a refused submit gives the focus to the first field in error (issue 19: every form error announced)', () => {
  afterEach(cleanup);

  /** A form of two fields on the plumbing: the rule's errors, the server's messages under a field. */
  function ChangePasswordForm({ client }: { client: ReturnType<typeof makeClient> }) {
    const save = useFormSubmit({ form: 'change-password', mutation: changePasswordMutationOptions(client) });
    const values = { currentPassword: 'old-pass', password: '' };
    const fields = useFieldErrors(values.password ? {} : { password: 'required' as const }, save.fieldError);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (fields.validate()) save.submit({ ...values, passwordConfirmation: values.password });
        }}
      >
        {(['currentPassword', 'password'] as const).map((name) => {
          const props = name === 'currentPassword' ? { isInvalid: save.fieldError(name) !== undefined, errorMessage: save.fieldError(name) } : fields.fieldProps(name);
          return <input key={name} aria-label={name} aria-invalid={props.isInvalid || undefined} aria-describedby={`${name}-error`} />;
        })}
        <button type="submit">Save</button>
        <button type="button" onClick={() => save.submit({ currentPassword: 'old-pass', password: 'new-password', passwordConfirmation: 'new-password' })}>
          Save anyway
        </button>
      </form>
    );
  }

  it('§5 a rule refuses the submit: the focus leaves the button for the first invalid field, whose message is read', async () => {
    const { client, wrapper } = setup();
    const view = render(<ChangePasswordForm client={client} />, { wrapper });
    const submit = view.getByRole('button', { name: 'Save' });
    await userEvent.click(submit);
    const password = view.getByRole('textbox', { name: 'password' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('§8 the server puts a message under a field: the focus goes to that field', async () => {
    storeSession('member', 'member-token');
    server.use(http.put('/api/user/password', refuse(422, { code: 'unprocessable', errors: [{ code: 'user_current_password_invalid', detail: 'wrong' }] })));
    const { client, wrapper } = setup();
    const view = render(<ChangePasswordForm client={client} />, { wrapper });
    await userEvent.click(view.getByRole('button', { name: 'Save anyway' }));
    const current = view.getByRole('textbox', { name: 'currentPassword' });
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(current));
  });
});
