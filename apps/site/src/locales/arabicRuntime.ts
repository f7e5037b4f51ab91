import type { MessageDescriptor, Messages } from '@lingui/core';
import type { Translator } from '../i18n/runtime';

/**
 * The Arabic pages' translator: Lingui's `i18n._` for the compiled messages the site's catalogues hold (text,
 * values, plural, selectordinal and select), without Lingui's runtime, whose 2.6 KB (Brotli) an Arabic page's first
 * load has no room for (docs/loading.md, Arabic pages). Formats as Lingui does with the locales ['ar-AE', 'ar'],
 * numbers and plural forms by `Intl` (made when a message first needs them); ./arabicRuntime.test.ts formats every
 * message of the catalogue both ways and fails on a difference.
 */
type Token = string | readonly [string, string?, Record<string, unknown>?];

const locales = ['ar-AE', 'ar', 'en'];
/** Lingui's stand-in for `#` in a plural form until the number is known. */
const pound = '%__lingui_octothorpe__%';
const escapes = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
const plurals = new Map<string, Intl.PluralRules>();
let numbers: Intl.NumberFormat | undefined;

function pluralForm(type: 'cardinal' | 'ordinal', value: number): string {
  let rules = plurals.get(type);
  if (!rules) {
    rules = new Intl.PluralRules(locales, { type });
    plurals.set(type, rules);
  }
  return rules.select(value);
}

function format(message: unknown, values: Record<string, unknown>, inPlural = false): unknown {
  if (!Array.isArray(message)) return message;
  return (message as Token[]).reduce<string>((text, token) => {
    if (token === '#' && inPlural) return text + pound;
    if (typeof token === 'string') return text + token;
    const [name, type, forms = {}] = token;
    const value = values[name];
    let shown: unknown = value;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const formatted: Record<string, unknown> = {};
      for (const [key, form] of Object.entries(forms)) formatted[key] = format(form, values, type !== 'select');
      if (type === 'select') {
        shown = formatted[value as string] ?? formatted.other;
      } else {
        const count = (value as number) - Number(formatted.offset ?? 0);
        const form = (formatted[value as string] ??
          formatted[pluralForm(type === 'plural' ? 'cardinal' : 'ordinal', count)] ??
          formatted.other) as string;
        numbers ??= new Intl.NumberFormat(locales);
        shown = form.replace(new RegExp(pound, 'g'), numbers.format(count));
      }
    } else if (type) {
      throw new Error(`Arabic messages: no formatter for '${type}'`);
    }
    return shown == null ? text : text + shown;
  }, '');
}

function decode(text: string): string {
  return text.replace(escapes, (_, unicode?: string, hex?: string) =>
    String.fromCharCode(Number.parseInt((unicode ?? hex) as string, 16)),
  );
}

/** A translator for the Arabic `messages` (compiled, by id); `load` adds more. */
export function arabicTranslator(messages: Messages): Translator {
  return {
    locale: 'ar',
    load(_locale, more) {
      Object.assign(messages, more);
    },
    _(descriptor: MessageDescriptor) {
      const translation = messages[descriptor.id];
      if (import.meta.env.DEV && translation === undefined) {
        console.error(`The Arabic page's catalogue lacks message ${descriptor.id}`);
      }
      const result = format(translation || descriptor.message || descriptor.id, descriptor.values ?? {});
      const text = typeof result === 'string' ? result : result ? String(result) : '';
      return decode(text);
    },
  };
}
