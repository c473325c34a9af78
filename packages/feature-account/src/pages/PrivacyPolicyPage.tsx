import { useTenant } from '@frontoffice/api-client';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import * as p from './PrivacyPolicyPage.css.ts';
import { fillPolicyText, PRIVACY_POLICY_FR, PRIVACY_POLICY_UPDATED_FR } from './privacyPolicyFr.ts';

const m = {
  title: { id: 'account.PrivacyPolicyPage.title' },
  frenchOnly: { id: 'account.PrivacyPolicyPage.frenchOnly' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The privacy policy (spec §1, §2 politique-de-confidentialite): a static French text, shown in French whatever the
 * interface language (marked `lang="fr"` for screen readers and translation tools), with the tenant's name and
 * contacts filled in. Its title follows the interface language.
 */
export function PrivacyPolicyPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const fill = (text: string) => fillPolicyText(text, tenant);
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      {intl.locale !== 'fr' && <InlineMessage tone="info">{intl.formatMessage(m.frenchOnly)}</InlineMessage>}
      <div lang="fr" className={p.policy}>
        <p className={p.updated}>{PRIVACY_POLICY_UPDATED_FR}</p>
        {PRIVACY_POLICY_FR.map((section, index) => (
          <section key={section.heading} className={p.section}>
            <h2 className={p.heading}>{`${index + 1}. ${fill(section.heading)}`}</h2>
            {section.blocks.map((block, blockIndex) =>
              block.kind === 'paragraph' ? (
                <p key={blockIndex} className={p.paragraph}>
                  {fill(block.text)}
                </p>
              ) : (
                <ul key={blockIndex} className={p.list}>
                  {block.items.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
