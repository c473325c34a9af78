import type { PaymentCard } from '@frontoffice/api-client';
import { cardRows, formatCardExpiry, isCardExpired, maskCardNumber } from '@frontoffice/domain';
import { CardBrandLogo, useCardBrandName } from '@frontoffice/part-payments';
import { Badge } from '@frontoffice/ui/Badge';
import { CheckCircleIcon } from '@frontoffice/ui/icons';
import { Menu } from '@frontoffice/ui/Menu';
import { Table, type TableColumn } from '@frontoffice/ui/Table';
import type { DateTime } from 'luxon';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './CardTable.css.ts';

const m = {
  label: { id: 'account.CardTable.label' },
  brand: { id: 'account.CardTable.brand' },
  country: { id: 'account.CardTable.country' },
  number: { id: 'account.CardTable.number' },
  expiry: { id: 'account.CardTable.expiry' },
  options: { id: 'account.CardTable.options' },
  main: { id: 'account.CardTable.main' },
  expired: { id: 'account.CardTable.expired' },
  menu: { id: 'account.CardTable.menu' },
  setMain: { id: 'account.CardTable.setMain' },
  delete: { id: 'account.CardTable.delete' },
} satisfies Record<string, MessageDescriptor>;

type Row = ReturnType<typeof cardRows<PaymentCard>>[number];

/** Props of {@link CardTable}. */
export interface CardTableProps {
  cards: readonly PaymentCard[];
  /** The current time in the tenant's zone (an expired card is marked). */
  now: DateTime;
  onSetMain(card: PaymentCard): void;
  onDelete(card: PaymentCard): void;
}

/** A country's name in the interface language (`CA` → Canada), or its code when the browser does not know it. */
function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The account's cards (spec §2 account/payment-method): brand with its logo, country, masked number, expiry, and the
 * options: the main card (the first by default date, spec §9) carries its mark, the others a menu with set-as-main
 * and delete. A table from tablets up, a list of cards on a phone (ui's Table).
 */
export function CardTable({ cards, now, onSetMain, onDelete }: CardTableProps) {
  const intl = useIntl();
  const brandName = useCardBrandName();
  const columns: TableColumn<Row>[] = [
    {
      id: 'brand',
      label: intl.formatMessage(m.brand),
      isRowHeader: true,
      render: ({ card }) => (
        <span className={s.brand}>
          <CardBrandLogo brand={card.brand} decorative />
          {brandName(card.brand)}
        </span>
      ),
    },
    { id: 'country', label: intl.formatMessage(m.country), render: ({ card }) => countryName(card.country, intl.locale) },
    { id: 'number', label: intl.formatMessage(m.number), render: ({ card }) => <span className={s.number}>{maskCardNumber(card.last4)}</span> },
    {
      id: 'expiry',
      label: intl.formatMessage(m.expiry),
      render: ({ card }) => (
        <span className={s.expiry}>
          {formatCardExpiry(card.exp_month, card.exp_year)}
          {isCardExpired({ month: card.exp_month, year: card.exp_year }, now) && <Badge tone="danger">{intl.formatMessage(m.expired)}</Badge>}
        </span>
      ),
    },
    {
      id: 'options',
      label: intl.formatMessage(m.options),
      align: 'end',
      render: ({ card, isMain }) =>
        isMain ? (
          <Badge tone="brand" icon={<CheckCircleIcon size={16} />}>
            {intl.formatMessage(m.main)}
          </Badge>
        ) : (
          <Menu
            label={intl.formatMessage(m.menu, { last4: card.last4 })}
            items={[
              { id: 'main', label: intl.formatMessage(m.setMain) },
              { id: 'delete', label: intl.formatMessage(m.delete), isDanger: true },
            ]}
            onAction={(action) => (action === 'main' ? onSetMain(card) : onDelete(card))}
          />
        ),
    },
  ];
  return <Table label={intl.formatMessage(m.label)} columns={columns} rows={cardRows(cards)} getRowId={({ card }) => card.id} />;
}
