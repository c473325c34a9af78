import { acceptTermsMutationOptions, currentTermsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../intl/LanguageProvider.tsx';
import { useSignOut } from '../../session/useSignOut.ts';
import { useOpensWhenNotTyping } from './notTyping.ts';

/**
 * Terms acceptance (spec §1, §5, §7): the version in force, an agree button enabled only once the box is ticked, and
 * the accept call with the version id. Shown to a member who has not accepted the terms. It cannot be dismissed, so
 * it never traps the member (issue 19): when the terms cannot be loaded it says so and offers a retry and a logout.
 * It waits until the member is not typing in a field of the page (issue 31 defect 18, notTyping.ts).
 */
export default function TermsAcceptanceDialog() {
  return useOpensWhenNotTyping() ? <TermsModal /> : null;
}

function TermsModal() {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const { language } = useLanguage();
  const terms = useQuery(currentTermsQueryOptions(client, language));
  const accept = useMutation({ ...acceptTermsMutationOptions(client, queryClient), onError: (error) => notifier.error(error) });
  const [ticked, setTicked] = useState(false);
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  if (terms.isSuccess && !terms.data) return null;
  const logout = (
    <Button
      variant="secondary"
      isPending={leaving}
      onPress={() => {
        setLeaving(true);
        void signOut().finally(() => setLeaving(false));
      }}
    >
      {intl.formatMessage({ id: 'app.TermsAcceptance.logout' })}
    </Button>
  );
  return (
    <Modal
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      size="lg"
      title={intl.formatMessage({ id: 'app.TermsAcceptance.title' })}
      footer={
        <>
          {logout}
          {terms.isError ? (
            <Button variant="primary" needsNetwork isPending={terms.isFetching} onPress={() => void terms.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          ) : (
            <Button
              variant="primary"
              needsNetwork
              isDisabled={!ticked || !terms.data}
              isPending={accept.isPending}
              onPress={() => terms.data && accept.mutate(terms.data.id)}
            >
              {intl.formatMessage({ id: 'app.TermsAcceptance.agree' })}
            </Button>
          )}
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'app.TermsAcceptance.body' })}</p>
      {terms.isPending && <Skeleton lines={6} />}
      {terms.isError && <p role="alert">{intl.formatMessage({ id: 'app.TermsAcceptance.loadFailed' })}</p>}
      {terms.data && <RichText html={terms.data.content} />}
      {!terms.isError && (
        <Checkbox isSelected={ticked} onChange={setTicked}>
          {intl.formatMessage({ id: 'app.TermsAcceptance.checkbox' })}
        </Checkbox>
      )}
    </Modal>
  );
}
