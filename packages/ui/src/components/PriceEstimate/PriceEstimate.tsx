import { useId } from 'react';
import { numberFormat } from '../../intl';
import { useUiLocale } from '../Link/LinkProvider';
import { amount, emptyText, note, root, row, rows, title, totalRow } from './PriceEstimate.css';

/** An estimate in fils (1/100 AED), as the booking rules' `estimate()` returns it. */
export interface PriceEstimateAmounts {
  /** Before VAT, after a regular cleaning's discount if there is one. */
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  /** With a discount only: the price before it, the discount and its percent (shown before VAT). */
  listFils?: number;
  discountFils?: number;
  discountPercent?: number;
}

/** Every text of the estimate, for a later translation. */
export interface PriceEstimateTexts {
  title: string;
  subtotal: string;
  vat: string;
  total: string;
  /** Shown instead of the amounts until the request names a priced service and size. */
  empty: string;
  note: string;
  /** The price before a regular cleaning's discount. */
  listPrice: string;
  /** The discount's label, followed by its percent: 'Regular cleaning discount (15%)'. */
  discount: string;
}

export const defaultPriceEstimateTexts: PriceEstimateTexts = {
  title: 'Estimated price',
  subtotal: 'Subtotal',
  vat: 'VAT (5%)',
  total: 'Total',
  empty: 'Choose a service and the size of the property to see the price.',
  note: 'Prices may vary based on home size and specific requirements.',
  listPrice: 'Price',
  discount: 'Regular cleaning discount',
};

/**
 * 'AED 157.50', or 'AED 150' for whole dirhams; thousands grouped ('AED 1,050'). With a locale, the amount is
 * the locale's own currency format of AED (Intl.NumberFormat): '157.50 د.إ.' between Arabic letter marks in ar-AE, 'AED 157.50' in en-AE
 * (with a no-break space). Without one it is the English text the site has always shown.
 */
export function formatAed(fils: number, locale?: string): string {
  const aed = fils / 100;
  const digits = Number.isInteger(aed) ? 0 : 2;
  if (locale) {
    return numberFormat(locale, {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(aed);
  }
  return `AED ${aed.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export interface PriceEstimateProps {
  /** The amounts, or null while the request cannot be priced yet (the empty state). */
  estimate: PriceEstimateAmounts | null;
  /** Language of the amounts ('en-AE', 'ar-AE'), for the default `formatMoney`; `UiProvider`'s by default. */
  locale?: string;
  /** Turns fils into text. @default formatAed in `locale` ('AED 157.50' / 'AED 150' without one) */
  formatMoney?: (fils: number) => string;
  /** Level of the title's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  texts?: Partial<PriceEstimateTexts>;
  className?: string;
}

/**
 * The price of a booking as it is being filled in: subtotal, 5% VAT and total, then the note that prices may
 * vary. The total (or the empty-state text) sits in a polite live region that stays in the page, so every new
 * total is announced once the person pauses, without taking focus.
 */
export function PriceEstimate({
  estimate,
  locale: localeProp,
  formatMoney: formatMoneyProp,
  headingLevel = 2,
  texts: textsProp,
  className,
}: PriceEstimateProps) {
  const uiLocale = useUiLocale();
  const locale = localeProp ?? uiLocale;
  const formatMoney = formatMoneyProp ?? ((fils: number) => formatAed(fils, locale));
  const t = { ...defaultPriceEstimateTexts, ...textsProp };
  const id = `estimate${useId()}`;
  const Title = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className={[root, className].filter(Boolean).join(' ')}>
      <Title id={id} className={title}>
        {t.title}
      </Title>
      {estimate ? (
        <dl className={rows}>
          {estimate.discountFils && estimate.listFils !== undefined ? (
            <>
              <div className={row}>
                <dt>{t.listPrice}</dt>
                <dd className={amount}>{formatMoney(estimate.listFils)}</dd>
              </div>
              <div className={row}>
                <dt>{`${t.discount} (${estimate.discountPercent ?? 0}%)`}</dt>
                <dd className={amount}>−{formatMoney(estimate.discountFils)}</dd>
              </div>
            </>
          ) : null}
          <div className={row}>
            <dt>{t.subtotal}</dt>
            <dd className={amount}>{formatMoney(estimate.subtotalFils)}</dd>
          </div>
          <div className={row}>
            <dt>{t.vat}</dt>
            <dd className={amount}>{formatMoney(estimate.vatFils)}</dd>
          </div>
        </dl>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {estimate ? (
          <p className={totalRow}>
            <span>{t.total}</span> <span className={amount}>{formatMoney(estimate.totalFils)}</span>
          </p>
        ) : (
          <p className={emptyText}>{t.empty}</p>
        )}
      </div>
      <p className={note}>{t.note}</p>
    </section>
  );
}
