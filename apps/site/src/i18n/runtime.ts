import type { MessageDescriptor, Messages } from '@lingui/core';

/**
 * The `i18n` the Lingui macros call (`t` → `i18n._(descriptor)`; lingui.config.ts `runtimeConfigModule`).
 *
 * English pages do not load `@lingui/core` (2.3 KB of gzipped JavaScript, which the home page's bytes budget
 * has no room for): the macros leave each message's English beside its id, already compiled to Lingui's
 * compiled form at build time (vite-plugins/linguiMacros.ts), and `formatSource` below puts the values into it.
 * A page in another language hands its translator, loaded with that language's catalogue, to `setLingui` (Arabic:
 * src/locales/arabicRuntime.ts, which formats as Lingui does without its runtime), and from then on every message goes
 * through it. src/i18n/runtime.test.ts formats a set of messages both ways and fails on any difference.
 */
let lingui: Translator | undefined;

/** What formats a language's messages: Lingui's `I18n` does, and so does src/locales/arabicRuntime.ts. */
export interface Translator {
  locale: string;
  _(descriptor: MessageDescriptor): string;
  load(locale: string, messages: Messages): void;
}

/** From now on, messages are the translator's (a page not in English); `undefined`: back to the source texts. */
export function setLingui(instance: Translator | undefined): void {
  lingui = instance;
}

/**
 * Adds an area's messages to the page's language (a page that loads its own area with its code, as the account pages
 * do); nothing on an English page, whose texts are in the code.
 */
export function addMessages(messages: Messages): void {
  lingui?.load(lingui.locale, messages);
}

type Values = Record<string, unknown>;
/** Lingui's compiled message: text, `[name]`, or `[name, 'plural' | 'selectordinal' | 'select', forms]`. */
type CompiledMessage = readonly (string | readonly [string, string?, Record<string, unknown>?])[];

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(type: 'cardinal' | 'ordinal', value: number): string {
  let rules = pluralRules.get(type);
  if (!rules) {
    rules = new Intl.PluralRules('en', { type });
    pluralRules.set(type, rules);
  }
  return rules.select(value);
}

function format(message: CompiledMessage, values: Values, pound?: string): string {
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && pound !== undefined ? pound : token;
      continue;
    }
    const [name, type, forms = {}] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const count = Number(value) - Number(forms.offset ?? 0);
      const form =
        forms[String(Number(value))] ??
        forms[pluralForm(type === 'plural' ? 'cardinal' : 'ordinal', count)] ??
        forms.other;
      text += format((form ?? []) as CompiledMessage, values, count.toLocaleString('en'));
    } else if (type === 'select') {
      text += format((forms[String(value)] ?? forms.other ?? []) as CompiledMessage, values, pound);
    } else {
      text += value == null ? '' : String(value);
    }
  }
  return text;
}

/** The English of a descriptor the macros made: its compiled message with the values put in. */
export function formatSource(descriptor: MessageDescriptor): string {
  const message = descriptor.message as unknown;
  if (Array.isArray(message)) return format(message as CompiledMessage, (descriptor.values ?? {}) as Values);
  return typeof message === 'string' ? message : descriptor.id;
}

export const i18n = {
  _(descriptor: MessageDescriptor): string {
    return lingui ? lingui._(descriptor) : formatSource(descriptor);
  },
};
