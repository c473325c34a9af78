import { type User, useTenant } from '@frontoffice/api-client';
import { usesTerms } from '@frontoffice/domain';
import { Suspense } from 'react';
import { LoadFailureBoundary } from './LoadFailureBoundary.tsx';
import { hasSeenWelcome, isWelcomeDeferred } from './welcome.ts';
import { lazyWithLocale } from '../../intl/lazyWithLocale.tsx';

const TermsAcceptanceDialog = lazyWithLocale(() => import('./TermsAcceptanceDialog.tsx'));
const WelcomeDialog = lazyWithLocale(() => import('./WelcomeDialog.tsx'));

/**
 * The dialogs the shell opens by itself for a signed-in member, once the cookie consent is answered (ShellDialogs):
 * terms acceptance (terms on and not accepted, decision D16), then the welcome dialog (decision D19: once per account
 * per browser, after its first sign-in; not during the signup of an account created here, which its signup welcome
 * page greets). Loaded for a member only (issue 32: a visitor of /login downloads none of it).
 */
export default function MemberDialogs({ user }: { user: User }) {
  const tenant = useTenant();
  if (usesTerms(tenant) && !user.tos_accepted) {
    return (
      <LoadFailureBoundary what="The terms acceptance dialog">
        <Suspense fallback={null}>
          <TermsAcceptanceDialog />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  if (!hasSeenWelcome(user.id) && !isWelcomeDeferred(user.id)) {
    return (
      <LoadFailureBoundary what="The welcome dialog">
        <Suspense fallback={null}>
          <WelcomeDialog userId={user.id} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return null;
}
