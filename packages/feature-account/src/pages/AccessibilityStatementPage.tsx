import { useTenant } from '@frontoffice/api-client';
import { formatPhone, pagePath, phoneRegion, usesFeature } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
// The long-text pages share their layout (the privacy policy's: sections, paragraphs, lists, a muted date line).
import * as s from './PrivacyPolicyPage.css.ts';

const m = {
  title: { id: 'account.AccessibilityStatementPage.title' },
  commitmentHeading: { id: 'account.AccessibilityStatementPage.commitmentHeading' },
  commitment: { id: 'account.AccessibilityStatementPage.commitment' },
  statusHeading: { id: 'account.AccessibilityStatementPage.statusHeading' },
  standard: { id: 'account.AccessibilityStatementPage.standard' },
  status: { id: 'account.AccessibilityStatementPage.status' },
  assessment: { id: 'account.AccessibilityStatementPage.assessment' },
  checksHeading: { id: 'account.AccessibilityStatementPage.checksHeading' },
  checksIntro: { id: 'account.AccessibilityStatementPage.checksIntro' },
  checkAxe: { id: 'account.AccessibilityStatementPage.checkAxe' },
  checkKeyboard: { id: 'account.AccessibilityStatementPage.checkKeyboard' },
  checkReflow: { id: 'account.AccessibilityStatementPage.checkReflow' },
  checkScreens: { id: 'account.AccessibilityStatementPage.checkScreens' },
  checksLimit: { id: 'account.AccessibilityStatementPage.checksLimit' },
  built: { id: 'account.AccessibilityStatementPage.built' },
  limitationsHeading: { id: 'account.AccessibilityStatementPage.limitationsHeading' },
  limitationsIntro: { id: 'account.AccessibilityStatementPage.limitationsIntro' },
  limitMap: { id: 'account.AccessibilityStatementPage.limitMap' },
  limitContents: { id: 'account.AccessibilityStatementPage.limitContents' },
  limitPrivacy: { id: 'account.AccessibilityStatementPage.limitPrivacy' },
  limitCards: { id: 'account.AccessibilityStatementPage.limitCards' },
  feedbackHeading: { id: 'account.AccessibilityStatementPage.feedbackHeading' },
  feedback: { id: 'account.AccessibilityStatementPage.feedback' },
  phone: { id: 'account.AccessibilityStatementPage.phone' },
  email: { id: 'account.AccessibilityStatementPage.email' },
  contactPage: { id: 'account.AccessibilityStatementPage.contactPage' },
  feedbackDetails: { id: 'account.AccessibilityStatementPage.feedbackDetails' },
  enforcementHeading: { id: 'account.AccessibilityStatementPage.enforcementHeading' },
  enforcement: { id: 'account.AccessibilityStatementPage.enforcement' },
  technologiesHeading: { id: 'account.AccessibilityStatementPage.technologiesHeading' },
  technologies: { id: 'account.AccessibilityStatementPage.technologies' },
} satisfies Record<string, MessageDescriptor>;

/** The standard the statement names (W3C's model statement links it). */
const WCAG_22 = 'https://www.w3.org/TR/WCAG22/';

/** Props of `AccessibilityStatementPage`. */
export interface AccessibilityStatementPageProps {
  /** The day this version of the site was built (`YYYY-MM-DD`, UTC): the checks below are those of this version. */
  buildDate: string;
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={s.section}>
      <h2 className={s.heading}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * The accessibility statement (issue 31, the European Accessibility Act), after the W3C's model statement: the
 * standard aimed at (WCAG 2.2 AA) and an honest status (partially conformant: no audit proves more), how it is checked
 * and the date of this build, the known limitations with their alternatives (only what the product really offers),
 * how to report a barrier (the tenant's contact e-mail and phone, `GET /tenant`) and the enforcement procedure in
 * general terms. One `h1` naming the tenant, a real `h2` per part.
 */
export function AccessibilityStatementPage({ buildDate }: AccessibilityStatementPageProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const operator = tenant.human_name;
  const text = (message: MessageDescriptor) => intl.formatMessage(message, { operator });
  // Day first in both languages (decision D25); the date is a UTC day, shown as such.
  const built = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${buildDate}T00:00:00Z`),
  );
  const phone = tenant.contact_phone;
  const email = tenant.contact_email;

  return (
    <PageFrame title={text(m.title)} width="content">
      <div className={s.policy}>
        <Section heading={text(m.commitmentHeading)}>
          <p className={s.paragraph}>{text(m.commitment)}</p>
        </Section>
        <Section heading={text(m.statusHeading)}>
          <p className={s.paragraph}>
            {intl.formatMessage(m.standard, { wcag: (chunks) => <Link href={WCAG_22}>{chunks}</Link> })}
          </p>
          <p className={s.paragraph}>{text(m.status)}</p>
          <p className={s.paragraph}>{text(m.assessment)}</p>
        </Section>
        <Section heading={text(m.checksHeading)}>
          <p className={s.paragraph}>{text(m.checksIntro)}</p>
          <ul className={s.list}>
            <li>{text(m.checkAxe)}</li>
            <li>{text(m.checkKeyboard)}</li>
            <li>{text(m.checkReflow)}</li>
            <li>{text(m.checkScreens)}</li>
          </ul>
          <p className={s.paragraph}>{text(m.checksLimit)}</p>
          <p className={s.updated}>{intl.formatMessage(m.built, { date: built })}</p>
        </Section>
        <Section heading={text(m.limitationsHeading)}>
          <p className={s.paragraph}>{text(m.limitationsIntro)}</p>
          <ul className={s.list}>
            <li>{text(m.limitMap)}</li>
            <li>{text(m.limitContents)}</li>
            {/* spec §1: the static privacy policy is French only; an operator's own policy is its own. */}
            {!tenant.privacy_policy_url && <li>{text(m.limitPrivacy)}</li>}
            {/* decision D34: real operators' card forms are the payment provider's. */}
            {usesFeature(tenant, 'payments') && <li>{text(m.limitCards)}</li>}
          </ul>
        </Section>
        <Section heading={text(m.feedbackHeading)}>
          <p className={s.paragraph}>{text(m.feedback)}</p>
          <ul className={s.list}>
            {phone && (
              <li>
                {text(m.phone)} <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone, phoneRegion(tenant))}</Link>
              </li>
            )}
            {email && (
              <li>
                {text(m.email)} <Link href={`mailto:${email}`}>{email}</Link>
              </li>
            )}
            {!phone && !email && (
              <li>
                <Link href={pagePath('contact')}>{text(m.contactPage)}</Link>
              </li>
            )}
          </ul>
          <p className={s.paragraph}>{text(m.feedbackDetails)}</p>
        </Section>
        <Section heading={text(m.enforcementHeading)}>
          <p className={s.paragraph}>{text(m.enforcement)}</p>
        </Section>
        <Section heading={text(m.technologiesHeading)}>
          <p className={s.paragraph}>{text(m.technologies)}</p>
        </Section>
      </div>
    </PageFrame>
  );
}
