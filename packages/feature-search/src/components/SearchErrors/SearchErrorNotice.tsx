import { Link } from '@frontoffice/ui/Link';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type InlineSearchError, paymentMethodsLink } from '../../search/searchErrors.ts';
import { notice } from './SearchErrorNotice.css.ts';

/** Props of {@link SearchErrorNotice}. */
export interface SearchErrorNoticeProps {
  /** The messages to show (from `searchErrorDisplay`, or the empty-result message). */
  messages: readonly InlineSearchError[];
}

/**
 * Search messages shown in place and announced (spec §8: the search errors and the empty result "as an error");
 * SEARCH_NO_ACTIVE_CARD and RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING link to the payment methods page, which brings
 * the driver back here (the search, the vehicle or the booking review, all in the URL) once a card is added.
 */
export function SearchErrorNotice({ messages }: SearchErrorNoticeProps) {
  const here = useRouterState({ select: (state) => state.location.href });
  if (messages.length === 0) return null;
  return (
    <div className={notice} role="alert">
      {messages.map((message) =>
        message.kind === 'card-needed' ? (
          <p key={message.id}>
            <FormattedMessage id={message.id} values={{ link: (chunks: ReactNode[]) => <Link href={paymentMethodsLink(here)}>{chunks}</Link> }} />
          </p>
        ) : (
          <p key={message.id}>
            <FormattedMessage id={message.id} />
          </p>
        ),
      )}
    </div>
  );
}
