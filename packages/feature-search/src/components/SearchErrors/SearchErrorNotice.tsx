import { Link } from '@frontoffice/ui/Link';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type InlineSearchError, PAYMENT_METHODS_PATH } from '../../search/searchErrors.ts';
import { notice } from './SearchErrorNotice.css.ts';

/** Props of {@link SearchErrorNotice}. */
export interface SearchErrorNoticeProps {
  /** The messages to show (from `searchErrorDisplay`, or the empty-result message). */
  messages: readonly InlineSearchError[];
}

/**
 * Search messages shown in place and announced (spec §8: the search errors and the empty result "as an error");
 * SEARCH_NO_ACTIVE_CARD links to the payment methods page.
 */
export function SearchErrorNotice({ messages }: SearchErrorNoticeProps) {
  if (messages.length === 0) return null;
  return (
    <div className={notice} role="alert">
      {messages.map((message) =>
        message.kind === 'no-active-card' ? (
          <p key="no-active-card">
            <FormattedMessage
              id="errors.SEARCH_NO_ACTIVE_CARD"
              values={{ link: (chunks: ReactNode[]) => <Link href={PAYMENT_METHODS_PATH}>{chunks}</Link> }}
            />
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
