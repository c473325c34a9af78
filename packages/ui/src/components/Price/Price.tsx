import { useLocale } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { visuallyHidden } from '../../internal/shared.css.ts';
import { formatMoney } from '@frontoffice/domain';
import * as styles from './Price.css.ts';

/** Props of `Price`. */
export interface PriceProps {
  /** The amount in cents (`value_cents`). A zero price renders nothing (decision D26). */
  amountCents: number;
  /** ISO 4217 code (`iso_code`). */
  currency: string;
  /** The price before discount (`prediscount_price`), struck through when higher than the amount. */
  preDiscountCents?: number | null;
  /** Read before the struck-through price by screen readers, which do not announce strike-through (e.g. "instead of"). */
  preDiscountLabel?: string;
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A price in the reader's locale (react-aria's `I18nProvider`), with the pre-discount price struck through. */
export function Price({ amountCents, currency, preDiscountCents, preDiscountLabel, size = 'md', className }: PriceProps) {
  const { locale } = useLocale();
  const text = formatMoney({ value_cents: amountCents, iso_code: currency }, locale);
  if (!text) return null;
  const showBefore = preDiscountCents != null && preDiscountCents > amountCents;
  return (
    <span className={cx(styles.price, className)}>
      <span className={cx(styles.current[size], showBefore && styles.discounted)}>{text}</span>
      {showBefore && (
        <span>
          {preDiscountLabel && <span className={visuallyHidden}>{preDiscountLabel} </span>}
          <s className={styles.before}>{formatMoney({ value_cents: preDiscountCents, iso_code: currency }, locale)}</s>
        </span>
      )}
    </span>
  );
}
