import { defaultPriceList, type PriceExtra, type PriceList, type PriceOption } from '@sparkle/company/booking';

/**
 * The price list the pages were built with: the prerender reads the stored one (`price_options`,
 * `price_extras`) and renders the services page's package prices and the booking form's first estimate with
 * it; each page carries it as JSON (`<script id="price-list">`, `priceListScript`, added by
 * src/entry-server.tsx) so that hydration and a later client-side visit see the same prices. The booking form
 * then loads the current list (an admin may have changed it since the build); a new build brings the pages up
 * to date (README, "Booking").
 */
export const priceListElementId = 'price-list';

/**
 * What a page carries of the list, as short as it can be: every page carries it, in the HTML that must arrive in
 * the first round trip, and the whole list is some 450 bytes of it compressed. The default list is in the code
 * already, so: nothing when the list is the default one; the changed prices (`p`, by 'service/code' and '+extra')
 * and discounts (`d`) when only they differ (an admin's usual change); the whole list otherwise (a renamed, added or
 * removed entry).
 */
type CarriedPriceList = { p: Record<string, number>; d?: PriceList['frequencyDiscounts'] } | { list: PriceList };

const optionKey = (option: PriceOption) => `${option.service}/${option.code}`;
const extraKey = (extra: PriceExtra) => `+${extra.code}`;

/** True when `list` names the same entries as the default list, in the same order, with the same labels. */
function sameEntriesAsDefault(list: PriceList): boolean {
  const { options, extras } = defaultPriceList;
  return (
    list.options.length === options.length &&
    list.extras.length === extras.length &&
    list.options.every((o, i) => optionKey(o) === optionKey(options[i]!) && o.label === options[i]!.label) &&
    list.extras.every(
      (e, i) =>
        extraKey(e) === extraKey(extras[i]!) &&
        e.label === extras[i]!.label &&
        e.services.join() === extras[i]!.services.join(),
    )
  );
}

/** The carried form of `list` (see `CarriedPriceList`), or undefined when it is the default list. */
export function carriedPriceList(list: PriceList): CarriedPriceList | undefined {
  if (!sameEntriesAsDefault(list)) return { list };
  const prices: Record<string, number> = {};
  list.options.forEach((option, i) => {
    if (option.price !== defaultPriceList.options[i]!.price) prices[optionKey(option)] = option.price;
  });
  list.extras.forEach((extra, i) => {
    if (extra.price !== defaultPriceList.extras[i]!.price) prices[extraKey(extra)] = extra.price;
  });
  const discounts = list.frequencyDiscounts && Object.keys(list.frequencyDiscounts).length > 0;
  if (Object.keys(prices).length === 0 && !discounts) return undefined;
  return discounts ? { p: prices, d: list.frequencyDiscounts } : { p: prices };
}

/** The list a page's carried form stands for. */
export function priceListFromCarried(carried: CarriedPriceList | undefined): PriceList {
  if (!carried) return defaultPriceList;
  if ('list' in carried) return carried.list;
  const price = (key: string, fallback: number) => carried.p[key] ?? fallback;
  return {
    options: defaultPriceList.options.map((o) => ({ ...o, price: price(optionKey(o), o.price) })),
    extras: defaultPriceList.extras.map((e) => ({ ...e, price: price(extraKey(e), e.price) })),
    ...(carried.d ? { frequencyDiscounts: carried.d } : {}),
  };
}

/** The element that carries the list for the browser (none for the default list); `<` escaped so nothing in it can close the element. */
export function priceListScript(list: PriceList): string {
  const carried = carriedPriceList(list);
  if (!carried) return '';
  return `<script type="application/json" id="${priceListElementId}">${JSON.stringify(carried).replace(/</g, '\\u003c')}</script>`;
}

function listOfPage(): PriceList {
  const element = typeof document === 'undefined' ? null : document.getElementById(priceListElementId);
  if (!element?.textContent) return defaultPriceList;
  try {
    return priceListFromCarried(JSON.parse(element.textContent) as CarriedPriceList);
  } catch (error) {
    console.error('The page carries an unreadable price list; using the default one.', error);
    return defaultPriceList;
  }
}

let rendered: PriceList = listOfPage();

/** Server: the list every page of this render shows. */
export function setServerPriceList(list: PriceList): void {
  rendered = list;
}

/** The list the page was built with: the server's, or in the browser the page's. */
export function builtPriceList(): PriceList {
  return rendered;
}

export { packagePrice } from '@sparkle/company';
