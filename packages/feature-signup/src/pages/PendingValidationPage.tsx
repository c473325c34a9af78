import { useApiClient, useTenant } from '@frontoffice/api-client';
import { pagePath, pendingValidationButtons, registrationCompleteTarget } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Checkmark } from '@frontoffice/ui/Checkmark';
import { Link } from '@frontoffice/ui/Link';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  title: { id: 'signup.PendingValidationPage.title' },
  review: { id: 'signup.PendingValidationPage.review' },
  email: { id: 'signup.PendingValidationPage.email' },
  logout: { id: 'signup.PendingValidationPage.logout' },
  backToApp: { id: 'signup.PendingValidationPage.backToApp' },
  backHome: { id: 'signup.PendingValidationPage.backHome' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `PendingValidationPage`. */
export interface PendingValidationPageProps {
  /** The `redirect_uri` query parameter: the app the driver came from, if any. */
  redirectUri?: string | null;
  /** Logs the driver out (the app's logout: tokens, single-sign-on provider, guest token). */
  onLogout(): void;
}

/**
 * The pending validation page, shown once every signup step is done (spec §2): a thank-you saying an agent reviews
 * the account (up to 72 hours, spec §9), a logout button, a back-to-app button when `redirect_uri` is present (it
 * carries the access token, spec §2), and a back-home button without `redirect_uri` on a public platform.
 */
export function PendingValidationPage({ redirectUri, onLogout }: PendingValidationPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const buttons = pendingValidationButtons(redirectUri, tenant);
  // Only absolute http(s) addresses are followed (a javascript: redirect_uri would run with the token); anything
  // else leads back to the root.
  const target = buttons.backToApp ? registrationCompleteTarget(redirectUri, client.getTokens()?.accessToken ?? '') : null;

  return (
    <PageFrame title={intl.formatMessage(m.title)} align="center">
      <div className={s.centered}>
        <Checkmark />
        <InlineMessage tone="info">{intl.formatMessage(m.review)}</InlineMessage>
        <p className={s.intro}>{intl.formatMessage(m.email)}</p>
      </div>
      <div className={`${s.actions} ${s.centeredActions}`}>
        {target && (
          <Link href={target.kind === 'external' ? target.url : '/'} className={s.linkButton}>
            {intl.formatMessage(m.backToApp)}
          </Link>
        )}
        {buttons.backHome && (
          <Link href={pagePath('root')} className={s.linkButton}>
            {intl.formatMessage(m.backHome)}
          </Link>
        )}
        <Button variant="secondary" onPress={onLogout}>
          {intl.formatMessage(m.logout)}
        </Button>
      </div>
    </PageFrame>
  );
}
