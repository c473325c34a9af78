import { PageFrame } from '@frontoffice/ui/PageFrame';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'account.PaymentMethodsPage.title' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The payment methods page's frame and title (spec §2 account/payment-method), a module of its own: the route draws
 * them while the page's content downloads (issue 32), and the page draws its content in them.
 */
export function PaymentMethodsFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      {children}
    </PageFrame>
  );
}
