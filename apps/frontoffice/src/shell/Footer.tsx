import { useSessionKind, useTenant } from '@frontoffice/api-client';
import { isPageEnabled, usesFeature } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { routeOf } from '../access/guard.ts';
import { useSignOut } from '../session/useSignOut.ts';

// The dialogs render operator HTML through DOMPurify: loaded when opened, so no page pays for them up front.
import * as css from './Footer.css.ts';
import { lazyWithLocale } from '../intl/lazyWithLocale.tsx';

const ContentDialog = lazyWithLocale(() => import('./dialogs/ContentDialog.tsx'));
const TermsDialog = lazyWithLocale(() => import('./dialogs/TermsDialog.tsx'));

/**
 * The footer (spec §2): logout when signed in, the terms dialog, the privacy policy link, the pricing dialog when
 * billing is on, and the accessibility statement (issue 31) on every tenant.
 */
export function Footer() {
  const intl = useIntl();
  const tenant = useTenant();
  const session = useSessionKind();
  const signOut = useSignOut();
  const [open, setOpen] = useState<'terms' | 'pricing' | null>(null);
  const privacyHref = tenant.privacy_policy_url ?? routeOf('privacy-policy');

  return (
    <nav className={css.footerNav} aria-label={intl.formatMessage({ id: 'app.Footer.label' })}>
      {session === 'member' && (
        <Button variant="ghost" size="sm" onPress={() => void signOut()}>
          {intl.formatMessage({ id: 'app.Footer.logout' })}
        </Button>
      )}
      {usesFeature(tenant, 'terms') && (
        <Button variant="ghost" size="sm" onPress={() => setOpen('terms')}>
          {intl.formatMessage({ id: 'app.Footer.terms' })}
        </Button>
      )}
      <Link href={privacyHref} variant="standalone">
        {intl.formatMessage({ id: 'app.Footer.privacy' })}
      </Link>
      <Link href={routeOf('accessibility')} variant="standalone">
        {intl.formatMessage({ id: 'app.Footer.accessibility' })}
      </Link>
      {isPageEnabled('pricing', tenant) && (
        <Button variant="ghost" size="sm" onPress={() => setOpen('pricing')}>
          {intl.formatMessage({ id: 'app.Footer.pricing' })}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'terms' && <TermsDialog onClose={() => setOpen(null)} />}
        {open === 'pricing' && (
          <ContentDialog type="pricing" title={intl.formatMessage({ id: 'app.Footer.pricing' })} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </nav>
  );
}
