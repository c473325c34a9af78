import { type PaymentCard, stripeCardsQueryOptions, useApiClient, useTenant } from '@frontoffice/api-client';
import { AddCardForm, currentMonthIn } from '@frontoffice/part-payments';
import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { Button } from '@frontoffice/ui/Button';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { PlusIcon } from '@frontoffice/ui/icons';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { InlineMessage, useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { CardTable } from '../components/CardTable/CardTable.tsx';
import { PaymentMethodsFrame } from './PaymentMethodsFrame.tsx';
import * as s from './PaymentMethodsPage.css.ts';
import { useCardActions } from './useCardActions.ts';

const m = {
  add: { id: 'account.PaymentMethodsPage.add' },
  addTitle: { id: 'account.PaymentMethodsPage.addTitle' },
  emptyTitle: { id: 'account.PaymentMethodsPage.emptyTitle' },
  emptyDescription: { id: 'account.PaymentMethodsPage.emptyDescription' },
  failedTitle: { id: 'account.PaymentMethodsPage.failedTitle' },
  failedDescription: { id: 'account.PaymentMethodsPage.failedDescription' },
  returning: { id: 'account.PaymentMethodsPage.returning' },
  deleteTitle: { id: 'account.PaymentMethodsPage.deleteTitle' },
  deleteBody: { id: 'account.PaymentMethodsPage.deleteBody' },
  deleteConfirm: { id: 'account.PaymentMethodsPage.deleteConfirm' },
  added: { id: 'success.add-payment-methods-success' },
  loading: { id: 'common.loading' },
  retry: { id: 'common.retry' },
  cancel: { id: 'common.cancel' },
  close: { id: 'common.close' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link PaymentMethodsPage}. */
export interface PaymentMethodsPageProps {
  /**
   * The driver came to add a card from somewhere (a booking refused for want of a card, spec §8): the page says so,
   * and once a card is added this is called to take them back.
   */
  onCardAdded?: () => void;
}

/**
 * The account's payment methods (spec §2 account/payment-method, §4 card actions, §9 order): the cards, set as main,
 * delete after a confirmation, and the add-card modal with the card form shared with the signup card step.
 */
export function PaymentMethodsPage(props: PaymentMethodsPageProps) {
  return (
    <PaymentMethodsFrame>
      <PaymentMethodsContent {...props} />
    </PaymentMethodsFrame>
  );
}

/**
 * The page's content, in a frame drawn by the page or, while this code downloads, by the route (issue 32: the
 * title, the page's largest text, is then drawn once and early); busy while the cards load.
 */
export function PaymentMethodsContent({ onCardAdded }: PaymentMethodsPageProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const tenant = useTenant();
  const cards = useQuery(stripeCardsQueryOptions(useApiClient()));
  const actions = useCardActions();
  const [adding, setAdding] = useState(false);
  const add = (
    <Button icon={<PlusIcon size={20} />} onPress={() => setAdding(true)}>
      {intl.formatMessage(m.add)}
    </Button>
  );
  const added = (_card: PaymentCard) => {
    setAdding(false);
    notifier.notify({ title: intl.formatMessage(m.added), tone: 'success' });
    onCardAdded?.();
  };

  useFrameBusy(cards.isPending);
  return (
    <>
      {onCardAdded && <InlineMessage tone="info">{intl.formatMessage(m.returning)}</InlineMessage>}
      {cards.data?.length ? <div className={s.toolbar}>{add}</div> : null}
      {cards.isPending ? (
        <div role="status" aria-label={intl.formatMessage(m.loading)} className={s.loading}>
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : cards.isError ? (
        <EmptyState
          title={intl.formatMessage(m.failedTitle)}
          description={intl.formatMessage(m.failedDescription)}
          action={
            <Button variant="outline" onPress={() => void cards.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      ) : cards.data.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyDescription)} action={add} />
      ) : (
        <CardTable
          cards={cards.data}
          now={currentMonthIn(tenant.timezone)}
          onSetMain={actions.setMain}
          onDelete={actions.askDelete}
        />
      )}
      <Modal isOpen={adding} onOpenChange={setAdding} title={intl.formatMessage(m.addTitle)} closeLabel={intl.formatMessage(m.close)}>
        <AddCardForm onAdded={added} onCancel={() => setAdding(false)} />
      </Modal>
      <AlertDialog
        isOpen={actions.toDelete !== null}
        onOpenChange={(open) => !open && actions.cancelDelete()}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={actions.confirmDelete}
        variant="danger"
        isPending={actions.isDeleting}
      >
        <p>{intl.formatMessage(m.deleteBody, { last4: actions.toDelete?.last4 ?? '' })}</p>
      </AlertDialog>
    </>
  );
}
