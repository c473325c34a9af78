import { singleSignOnMutationOptions, useApiClient, useTenant } from '@frontoffice/api-client';
import { Link } from '@frontoffice/ui/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CodeFlowError, exchangeCode, takeCodeFlowValues } from '../session/codeFlow.ts';
import { keepIdToken, readSingleSignOnCallback } from '../session/singleSignOn.ts';
import { releaseWelcome } from '../shell/dialogs/welcomeRelease.ts';
import * as css from '../shell/shell.css.ts';
import { callbackUrl } from './-components/SingleSignOnStart.tsx';

/** What the callback shows: working, or why it stopped (each a translated message and a way back to login). */
type Failure = 'failed' | 'unreachable';

function SingleSignOnCallback() {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { config } = Route.useRouteContext();
  // The provider answers in the fragment (implicit flow) or the query (code flow, with `code`, `state` and RFC 9207's
  // `iss`); both are read once, with the values this browser kept, and neither stays in the address or the storage.
  const [answer] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of new URLSearchParams(window.location.hash.replace(/^#/, ''))) params.set(key, value);
    window.history.replaceState(null, '', window.location.pathname);
    const read = readSingleSignOnCallback(params, window.sessionStorage);
    // The code verifier is single-use (issue 36): forgotten now, whatever the answer.
    return { read, kept: takeCodeFlowValues(window.sessionStorage) };
  });
  const [failure, setFailure] = useState<Failure | null>(answer.read.ok ? null : 'failed');
  const signIn = useMutation(singleSignOnMutationOptions(client, queryClient));
  const started = useRef(false);

  useEffect(() => {
    // Once only, even when React runs effects twice: the id token and the code are single-use.
    const { read, kept } = answer;
    if (!read.ok || started.current) return;
    started.current = true;
    const signInWith = (idToken: string, endSessionEndpoint: string | null) =>
      signIn.mutate(
        { idToken, via: 'sso' },
        {
          onSuccess: () => {
            keepIdToken(idToken, endSessionEndpoint);
            releaseWelcome();
            void navigate({ to: read.redirectTo, replace: true });
          },
          onError: () => setFailure('failed'),
        },
      );
    if (read.flow === 'implicit') {
      signInWith(read.idToken, null);
      return;
    }
    // decision D48: a code answers only a code flow this configuration starts.
    if (config.singleSignOn?.flow !== 'code') {
      setFailure('failed');
      return;
    }
    exchangeCode(tenant, config.singleSignOn, { code: read.code, iss: read.iss, nonce: read.nonce, ...kept }, callbackUrl(), { now: Date.now() }).then(
      ({ idToken, endSessionEndpoint }) => signInWith(idToken, endSessionEndpoint),
      (error: unknown) => setFailure(error instanceof CodeFlowError && error.reason === 'unreachable' ? 'unreachable' : 'failed'),
    );
  }, [answer, config.singleSignOn, navigate, signIn, tenant]);

  return (
    <main className={css.page}>
      <section className={css.panel} role={failure ? 'alert' : 'status'}>
        <h1 className={css.title}>{intl.formatMessage({ id: failure ? `app.SingleSignOn.${failure}` : 'app.SingleSignOn.signingIn' })}</h1>
        {failure && (
          <Link href="/login" variant="standalone">
            {intl.formatMessage({ id: 'app.SingleSignOn.backToLogin' })}
          </Link>
        )}
      </section>
    </main>
  );
}

// spec §2 implicit/callback: reads the id token (after checking state and nonce, decision D4), or exchanges the code
// flow's code for one (decision D48, issue 36), signs in, returns.
export const Route = createFileRoute('/implicit/callback')({
  staticData: { layout: 'bare' },
  beforeLoad: async ({ context, location }) => {
    await guard('sso-callback', { context, location });
    await context.messages.ensure('shell');
  },
  component: SingleSignOnCallback,
});
