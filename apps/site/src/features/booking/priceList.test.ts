import { defaultPriceList, type PriceList } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import { carriedPriceList, priceListFromCarried, priceListScript } from './priceList';

/** What the browser reads back from the element a page carries. */
function roundTrip(list: PriceList): PriceList {
  const html = priceListScript(list);
  if (html === '') return priceListFromCarried(undefined);
  const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return priceListFromCarried(JSON.parse(json));
}

describe('the price list a page carries', () => {
  it('is nothing at all for the default list, which the code has', () => {
    expect(priceListScript(defaultPriceList)).toBe('');
    expect(roundTrip(defaultPriceList)).toEqual(defaultPriceList);
  });

  it('is the changed prices alone when only prices changed, and reads back as the whole list', () => {
    const list: PriceList = {
      options: defaultPriceList.options.map((o) =>
        o.service === 'movein' && o.code === '1br' ? { ...o, price: 460 } : o,
      ),
      extras: defaultPriceList.extras.map((e) => (e.code === 'oven' ? { ...e, price: 65 } : e)),
    };
    expect(carriedPriceList(list)).toEqual({ p: { 'movein/1br': 460, '+oven': 65 } });
    expect(roundTrip(list)).toEqual(list);
  });

  it('keeps the frequency discounts the database gave', () => {
    const list: PriceList = { ...defaultPriceList, frequencyDiscounts: { weekly: 20, biweekly: 10, fourweekly: 5 } };
    expect(roundTrip(list)).toEqual(list);
  });

  it('is the whole list when an entry was renamed, added or removed', () => {
    const renamed: PriceList = {
      ...defaultPriceList,
      options: defaultPriceList.options.map((o, i) => (i === 0 ? { ...o, label: 'Studio flat' } : o)),
    };
    const removed: PriceList = { ...defaultPriceList, extras: defaultPriceList.extras.slice(1) };
    for (const list of [renamed, removed]) {
      expect(carriedPriceList(list)).toEqual({ list });
      expect(roundTrip(list)).toEqual(list);
    }
  });

  it('cannot close its element: a < in a label is escaped', () => {
    const list: PriceList = {
      ...defaultPriceList,
      options: defaultPriceList.options.map((o, i) => (i === 0 ? { ...o, label: '</script><b>x' } : o)),
    };
    expect(priceListScript(list)).not.toContain('</script><b>');
    expect(roundTrip(list)).toEqual(list);
  });
});
