import { formatPrice } from '@sparkle/company';
import { defaultPriceList, type PriceList } from '@sparkle/company/booking';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setServerPriceList } from '../features/booking/priceList';
import { activateEnglish } from '../i18n/i18n';
import { landingPages } from './landing';

/** The lowest price of a home cleaning in a list: a studio's standard clean in the seeded one. */
const lowestHomePrice = (list: PriceList) =>
  Math.min(...list.options.filter((option) => option.service === 'residential').map((option) => option.price));

/** The landing pages' line that names a price. */
const priceLines = () =>
  landingPages()
    .flatMap((page) => page.whyChoosePoints)
    .filter((point) => /\d/.test(point));

describe("the landing page's starting price", () => {
  beforeAll(() => activateEnglish());
  afterEach(() => setServerPriceList(defaultPriceList));

  it('is the lowest home price of the price list, written as the company writes prices', () => {
    expect(priceLines()).toEqual([
      `Transparent prices, from ${formatPrice(lowestHomePrice(defaultPriceList))} for a studio`,
    ]);
  });

  it('follows the price list the pages are built with, not a figure in the text', () => {
    const cheaperStudio: PriceList = {
      ...defaultPriceList,
      options: defaultPriceList.options.map((option) =>
        option.service === 'residential' && option.code === 'studio' ? { ...option, price: 95 } : option,
      ),
    };
    setServerPriceList(cheaperStudio);
    expect(priceLines()).toEqual(['Transparent prices, from AED 95 for a studio']);
  });
});
