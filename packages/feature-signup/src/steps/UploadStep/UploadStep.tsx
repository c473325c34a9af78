import {
  additionalDocumentsQueryOptions,
  uploadedDocuments,
  useApiClient,
  userDocumentsQueryOptions,
  userKeys,
} from '@frontoffice/api-client';
import { type DocumentKind, isUploadStepComplete, type Language, requiredUploads, type UploadStep as Step } from '@frontoffice/domain';
import { DocumentSlot } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../StepFrame.css.ts';
import { StepLoading } from '../stepContext.ts';

const m = {
  documentHint: { id: 'signup.UploadStep.documentHint' },
  selfieHint: { id: 'signup.UploadStep.selfieHint' },
  next: { id: 'common.next' },
  nextHint: { id: 'signup.UploadStep.nextHint' },
  failed: { id: 'errors.internal' },
  retry: { id: 'common.retry' },
} satisfies Record<string, MessageDescriptor>;

const SLOT_LABELS = {
  licence_front: { id: 'signup.UploadStep.licence_front' },
  licence_back: { id: 'signup.UploadStep.licence_back' },
  identity_front: { id: 'signup.UploadStep.identity_front' },
  identity_back: { id: 'signup.UploadStep.identity_back' },
  selfie: { id: 'signup.UploadStep.selfie' },
} satisfies Record<Exclude<DocumentKind, 'other'>, MessageDescriptor>;

/**
 * The upload steps (spec §2, §4): licence front and back, identity front and back, the selfie, and each of the
 * tenant's other documents (`GET /additional_documents`, in the interface language). Next is enabled only once every
 * file of the step is on the server, which counts documents sent before a reload (D35); it reloads the account, whose
 * next step then shows.
 */
export function UploadStep({ step }: { step: Step }) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const others = step === 'otherDocument';
  const additional = useQuery({ ...additionalDocumentsQueryOptions(client, intl.locale as Language), enabled: others });
  const documents = useQuery(userDocumentsQueryOptions(client));
  const [checking, setChecking] = useState(false);
  const additionalDocuments = additional.data ?? [];
  const slots = requiredUploads(step, additionalDocuments);
  const complete = documents.isSuccess && isUploadStepComplete(step, uploadedDocuments(documents.data), additionalDocuments);
  const loading = documents.isPending || (others && additional.isPending);
  const failed = documents.isError || (others && additional.isError);
  // Issue 32: the page is busy while the documents load, as while the step's form downloads (FormOutline): its footer
  // waits for the slots instead of being pushed down by them (a layout shift of 0.025 on a phone).
  const pageLoading = useContext(StepLoading);
  useLayoutEffect(() => {
    if (!loading) return undefined;
    pageLoading(true);
    return () => pageLoading(false);
  }, [loading, pageLoading]);

  async function next() {
    setChecking(true);
    try {
      // spec §4: the account is reloaded after the step, and the step comes from it.
      await queryClient.refetchQueries({ queryKey: userKeys.current() });
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <InlineMessage tone="info">{intl.formatMessage(step === 'selfieDocument' ? m.selfieHint : m.documentHint)}</InlineMessage>
      {loading && <Skeleton lines={4} />}
      {failed && (
        <div className={s.form}>
          <InlineMessage tone="danger">{intl.formatMessage(m.failed)}</InlineMessage>
          <Button variant="secondary" onPress={() => void (documents.isError ? documents.refetch() : additional.refetch())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {!loading && !failed && (
        <div className={s.form}>
          {slots.map((slot) => {
            const extra = additionalDocuments.find((doc) => String(doc.id) === String(slot.additionalDocumentId));
            return slot.kind === 'other' ? (
              <DocumentSlot
                key={`other-${slot.additionalDocumentId}`}
                kind="other"
                additionalDocumentId={Number(slot.additionalDocumentId)}
                label={extra?.title ?? extra?.name ?? ''}
                description={extra?.description}
              />
            ) : (
              <DocumentSlot key={slot.kind} kind={slot.kind} label={intl.formatMessage(SLOT_LABELS[slot.kind])} />
            );
          })}
          <div className={s.actions}>
            {!complete && <p className={s.intro}>{intl.formatMessage(m.nextHint)}</p>}
            <Button isDisabled={!complete} isPending={checking} onPress={() => void next()}>
              {intl.formatMessage(m.next)}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
