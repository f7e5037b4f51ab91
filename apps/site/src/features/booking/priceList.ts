import { defaultPriceList, type PriceList } from '@sparkle/company/booking';

/**
 * The price list the pages were built with: the prerender reads the stored one (`price_options`,
 * `price_extras`) and renders the services page's package prices and the booking form's first estimate with
 * it; each page carries it as JSON (`<script id="price-list">`, `priceListScript`, added by
 * src/entry-server.tsx) so that hydration and a later client-side visit see the same prices. The booking form
 * then loads the current list (an admin may have changed it since the build); a new build brings the pages up
 * to date (README, "Booking").
 */
export const priceListElementId = 'price-list';

/** The element that carries the list for the browser; `<` escaped so nothing in it can close the element. */
export function priceListScript(list: PriceList): string {
  return `<script type="application/json" id="${priceListElementId}">${JSON.stringify(list).replace(/</g, '\\u003c')}</script>`;
}

function listOfPage(): PriceList {
  const element = typeof document === 'undefined' ? null : document.getElementById(priceListElementId);
  if (!element?.textContent) return defaultPriceList;
  try {
    return JSON.parse(element.textContent) as PriceList;
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
