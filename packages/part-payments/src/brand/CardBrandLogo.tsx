import { type CardBrand, cardBrand } from '@frontoffice/domain';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './CardBrandLogo.css.ts';

const m = {
  visa: { id: 'payments.CardBrandLogo.visa' },
  mastercard: { id: 'payments.CardBrandLogo.mastercard' },
  amex: { id: 'payments.CardBrandLogo.amex' },
  discover: { id: 'payments.CardBrandLogo.discover' },
  diners: { id: 'payments.CardBrandLogo.diners' },
  jcb: { id: 'payments.CardBrandLogo.jcb' },
  unionpay: { id: 'payments.CardBrandLogo.unionpay' },
  unknown: { id: 'payments.CardBrandLogo.unknown' },
} satisfies Record<CardBrand, MessageDescriptor>;

// The card networks' own colours and wordmarks: they are each network's logo, the same in every language and whatever
// the operator's theme, so they are neither messages nor theme tokens. The logo is named by its brand's message.
const WORDMARK = { visa: 'VISA', amex: 'AMEX', discover: 'DISC', jcb: 'JCB', unionpay: 'UnionPay' } as const;
const marks: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="40" height="26" rx="4" fill="#1a1f71" />
      <text x="20" y="17.5" textAnchor="middle" fontSize="11" fontWeight="800" fontStyle="italic" fill="#ffffff" fontFamily="Arial, sans-serif">
        {WORDMARK.visa}
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#d0d4dc" />
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  amex: (
    <>
      <rect width="40" height="26" rx="4" fill="#1f72cd" />
      <text x="20" y="17" textAnchor="middle" fontSize="9" fontWeight="800" fill="#ffffff" fontFamily="Arial, sans-serif">
        {WORDMARK.amex}
      </text>
    </>
  ),
  discover: (
    <>
      <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#d0d4dc" />
      <circle cx="29" cy="13" r="5" fill="#f48120" />
      <text x="14" y="16" textAnchor="middle" fontSize="6.5" fontWeight="700" fill="#231f20" fontFamily="Arial, sans-serif">
        {WORDMARK.discover}
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#d0d4dc" />
      <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" strokeWidth="2.5" />
    </>
  ),
  jcb: (
    <>
      <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#d0d4dc" />
      <text x="20" y="17" textAnchor="middle" fontSize="10" fontWeight="800" fill="#0b4ea2" fontFamily="Arial, sans-serif">
        {WORDMARK.jcb}
      </text>
    </>
  ),
  unionpay: (
    <>
      <rect width="40" height="26" rx="4" fill="#e21836" />
      <text x="20" y="16.5" textAnchor="middle" fontSize="7" fontWeight="800" fill="#ffffff" fontFamily="Arial, sans-serif">
        {WORDMARK.unionpay}
      </text>
    </>
  ),
  unknown: (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="none" stroke="currentColor" />
      <rect x="0.5" y="6" width="39" height="4" fill="currentColor" />
      <rect x="5" y="16" width="12" height="3" rx="1" fill="currentColor" />
    </>
  ),
};

/** Props of {@link CardBrandLogo}. */
export interface CardBrandLogoProps {
  /** The card's brand as the provider names it (`visa`, `mastercard`, `American Express`…); unknown gives a plain card. */
  brand: string | null | undefined;
  /**
   * Beside the brand's name already written: hidden from assistive technology. Otherwise the logo is an image named
   * after the brand.
   * @default false
   */
  decorative?: boolean;
}

/** The mark of a card network (spec §2: the brand "with its logo"), 40 × 26 px. */
export function CardBrandLogo({ brand, decorative = false }: CardBrandLogoProps) {
  const intl = useIntl();
  const known = cardBrand(brand);
  const name = intl.formatMessage(m[known]);
  return (
    <svg
      className={s.logo}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      focusable="false"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {marks[known]}
    </svg>
  );
}

/** The display name of a card's brand (`Visa`, `American Express`, "Carte" for an unknown one). */
export function useCardBrandName(): (brand: string | null | undefined) => string {
  const intl = useIntl();
  return (brand) => intl.formatMessage(m[cardBrand(brand)]);
}
