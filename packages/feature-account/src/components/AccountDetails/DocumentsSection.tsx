import { additionalDocumentsQueryOptions, awaitsFirstAnswer, type DocumentType, useApiClient, userDocumentsQueryOptions, useTenant } from '@frontoffice/api-client';
import { type AccountDocumentGroup, accountDocumentGroups, visibleSignupSteps } from '@frontoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { DocumentSlot } from '@frontoffice/part-profile';
import { Card } from '@frontoffice/ui/Card';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './AccountDetails.css.ts';

const m = {
  title: { id: 'account.DocumentsSection.title' },
  intro: { id: 'account.DocumentsSection.intro' },
  licence: { id: 'account.DocumentsSection.licence' },
  identity: { id: 'account.DocumentsSection.identity' },
  other: { id: 'account.DocumentsSection.other' },
  licence_front: { id: 'account.DocumentsSection.licence_front' },
  licence_back: { id: 'account.DocumentsSection.licence_back' },
  identity_front: { id: 'account.DocumentsSection.identity_front' },
  identity_back: { id: 'account.DocumentsSection.identity_back' },
  selfie: { id: 'account.DocumentsSection.selfie' },
  selfieHelp: { id: 'account.DocumentsSection.selfieHelp' },
} satisfies Record<string, MessageDescriptor>;

const GROUP_TITLES: Record<AccountDocumentGroup, MessageDescriptor> = { licence: m.licence, identity: m.identity, other: m.other };
const KIND_LABELS: Record<Exclude<DocumentType, 'other'>, MessageDescriptor> = {
  licence_front: m.licence_front,
  licence_back: m.licence_back,
  identity_front: m.identity_front,
  identity_back: m.identity_back,
  selfie: m.selfie,
};

/**
 * The account's documents (spec §2 account/details: identity documents, licence documents, extra documents): the
 * slots of the tenant's upload steps (the domain's `accountDocumentGroups`), each showing whether the server holds
 * its file and replaceable through the upload block. Nothing when the tenant collects no document.
 */
export function DocumentsSection() {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const wantsExtras = visibleSignupSteps(tenant.registration_steps).includes('otherDocument');
  // spec §7: the additional documents in the interface's language (a failure is only logged, spec §8: no extras shown).
  const extras = useQuery({ ...additionalDocumentsQueryOptions(client, intl.locale === 'en' ? 'en' : 'fr'), enabled: wantsExtras });
  // The slots say whether the server holds each file (their own query of the account's documents, shared): drawn
  // before its first answer, each showed "Choose a file" and then "Replace" with its thumbnail, a taller block, and the
  // sections below moved (issue 32). Until the first answers the section keeps its place and the page is busy.
  const groups = accountDocumentGroups(tenant, extras.data ?? []);
  const documents = useQuery({ ...userDocumentsQueryOptions(client), enabled: groups.length > 0 });
  const waiting = (groups.length > 0 && awaitsFirstAnswer(documents)) || (wantsExtras && awaitsFirstAnswer(extras));
  useFrameBusy(waiting);
  if (groups.length === 0 && !waiting) return null;
  if (waiting) return <Skeleton height={240} />;
  return (
    <Card isRegion headingLevel={2} title={intl.formatMessage(m.title)}>
      <p className={css.intro}>{intl.formatMessage(m.intro)}</p>
      {groups.map(({ group, uploads }) => (
        // A group, not a region: the licence's fields have a region of the same name.
        <div key={group} role="group" className={css.group} aria-labelledby={`documents-${group}`}>
          <h3 id={`documents-${group}`} className={css.groupTitle}>
            {intl.formatMessage(GROUP_TITLES[group])}
          </h3>
          <div className={css.slots}>
            {uploads.map(({ kind, additionalDocumentId }) => {
              if (kind !== 'other') {
                return (
                  <DocumentSlot
                    key={kind}
                    notifyUploaded
                    kind={kind}
                    label={intl.formatMessage(KIND_LABELS[kind])}
                    description={kind === 'selfie' ? intl.formatMessage(m.selfieHelp) : undefined}
                  />
                );
              }
              const extra = extras.data?.find((document) => document.id === additionalDocumentId);
              return extra ? (
                <DocumentSlot
                  key={`other-${extra.id}`}
                  notifyUploaded
                  kind="other"
                  additionalDocumentId={extra.id}
                  label={extra.title}
                  description={extra.description ?? undefined}
                />
              ) : null;
            })}
          </div>
        </div>
      ))}
    </Card>
  );
}
