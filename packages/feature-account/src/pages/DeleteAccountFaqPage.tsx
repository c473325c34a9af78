import { pagePath } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import * as f from './DeleteAccountFaqPage.css.ts';

const m = {
  title: { id: 'account.DeleteAccountFaqPage.title' },
  intro: { id: 'account.DeleteAccountFaqPage.intro' },
  stepsTitle: { id: 'account.DeleteAccountFaqPage.stepsTitle' },
  step1: { id: 'account.DeleteAccountFaqPage.step1' },
  step2: { id: 'account.DeleteAccountFaqPage.step2' },
  step3: { id: 'account.DeleteAccountFaqPage.step3' },
  step4: { id: 'account.DeleteAccountFaqPage.step4' },
  impossible: { id: 'account.DeleteAccountFaqPage.impossible' },
  afterwards: { id: 'account.DeleteAccountFaqPage.afterwards' },
  accountDetails: { id: 'account.DeleteAccountFaqPage.accountDetails' },
} satisfies Record<string, MessageDescriptor>;

const STEPS = [m.step1, m.step2, m.step3, m.step4] as const;

/**
 * The FAQ entry on deleting one's account (spec §2: four numbered steps). It also says when deletion is refused: a
 * rental in progress or upcoming, or pending payments (spec §5).
 */
export function DeleteAccountFaqPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      <p className={s.intro}>{intl.formatMessage(m.intro)}</p>
      <h2 className={f.subtitle}>{intl.formatMessage(m.stepsTitle)}</h2>
      {/* role="list": Safari drops the list semantics of a list without bullets. */}
      <ol className={f.steps} role="list">
        {STEPS.map((step, index) => (
          <li key={step.id} className={f.step}>
            <span className={f.number}>
              {index + 1}
            </span>
            <span>{intl.formatMessage(step, { strong: (chunks) => <strong>{chunks}</strong> })}</span>
          </li>
        ))}
      </ol>
      <InlineMessage tone="info">{intl.formatMessage(m.impossible)}</InlineMessage>
      <p className={s.intro}>{intl.formatMessage(m.afterwards)}</p>
      <Link href={pagePath('account-details')} className={s.linkButton}>
        {intl.formatMessage(m.accountDetails)}
      </Link>
    </PageFrame>
  );
}
