/**
 * Formats a price given in cents (spec §9: prices are cents divided by 100) for a locale (decision D26: French
 * puts the symbol after, `12,50 €`, `12,50 $`; English before, `€12.50`, `£12.50`). Zero gives an empty string
 * (decision D26: a zero price shows nothing).
 * @param cents the amount in the currency's hundredths (`value_cents`)
 * @param currency ISO 4217 code (`iso_code`)
 * @param locale a BCP 47 locale such as `fr-FR` or `en-GB`
 */
export function formatPrice(cents: number, currency: string, locale: string): string {
  if (cents === 0) return '';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // narrowSymbol: "$" rather than "$CA" or "CA$", as the spec shows prices (§2: USD and CAD as $).
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}
