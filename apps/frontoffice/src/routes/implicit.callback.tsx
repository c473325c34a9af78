import { singleSignOnMutationOptions, useApiClient } from '@frontoffice/api-client';
import { Link } from '@frontoffice/ui/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { keepIdToken, readSingleSignOnCallback } from '../session/singleSignOn.ts';
import { releaseWelcome } from '../shell/dialogs/welcomeRelease.ts';
import * as css from '../shell/shell.css.ts';

function SingleSignOnCallback() {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The provider answers in the fragment (implicit flow) or the query; both are read, neither is kept in the URL.
  const [answer] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of new URLSearchParams(window.location.hash.replace(/^#/, ''))) params.set(key, value);
    window.history.replaceState(null, '', window.location.pathname);
    return readSingleSignOnCallback(params, window.sessionStorage);
  });
  const signIn = useMutation(singleSignOnMutationOptions(client, queryClient));
  const started = useRef(false);

  useEffect(() => {
    // Once only, even when React runs effects twice: the id token is single-use.
    if (!answer.ok || started.current) return;
    started.current = true;
    signIn.mutate(
      { idToken: answer.idToken, via: 'sso' },
      {
        onSuccess: () => {
          keepIdToken(answer.idToken);
          releaseWelcome();
          void navigate({ to: answer.redirectTo, replace: true });
        },
      },
    );
  }, [answer, navigate, signIn]);

  const failed = !answer.ok || signIn.isError;
  return (
    <main className={css.page}>
      <section className={css.panel} role={failed ? 'alert' : 'status'}>
        <h1 className={css.title}>
          {intl.formatMessage({ id: failed ? 'app.SingleSignOn.failed' : 'app.SingleSignOn.signingIn' })}
        </h1>
        {failed && (
          <Link href="/login" variant="standalone">
            {intl.formatMessage({ id: 'app.SingleSignOn.backToLogin' })}
          </Link>
        )}
      </section>
    </main>
  );
}

// spec §2 implicit/callback: reads the id token (after checking state and nonce, decision D4), signs in, returns.
export const Route = createFileRoute('/implicit/callback')({
  staticData: { layout: 'bare' },
  beforeLoad: async ({ context, location }) => {
    await guard('sso-callback', { context, location });
    await context.messages.ensure('shell');
  },
  component: SingleSignOnCallback,
});
