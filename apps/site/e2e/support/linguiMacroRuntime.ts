/**
 * The Lingui macros (`@lingui/core/macro`) as plain functions, for code that runs without the build's macro
 * transform: the end-to-end tests import the site's content modules (the texts they check) through Playwright's
 * own TypeScript loader, which tsconfig.json's `paths` points here. They give the English source text, as
 * an English page shows it; the build, the unit tests and Storybook compile the real macros
 * (vite-plugins/linguiMacros.ts). Covers what src/ uses: `t`, `msg` / `defineMessage` and `plural`.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type * as Macro from '../../node_modules/@lingui/core/macro/index';

type Values = readonly unknown[];

function icu(strings: TemplateStringsArray, values: Values): { message: string; text: string } {
  let message = strings[0] ?? '';
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    message += `{${index}}${strings[index + 1] ?? ''}`;
    text += `${String(value)}${strings[index + 1] ?? ''}`;
  });
  return { message, text };
}

const englishPlural = new Intl.PluralRules('en');

export const t = ((first: unknown, ...values: Values) => {
  if (Array.isArray(first) && 'raw' in first) return icu(first as unknown as TemplateStringsArray, values).text;
  const descriptor = first as { message?: string; id?: string };
  return descriptor.message ?? descriptor.id ?? '';
}) as unknown as typeof Macro.t;

export const defineMessage = ((first: unknown, ...values: Values) => {
  if (Array.isArray(first) && 'raw' in first) {
    const { message, text } = icu(first as unknown as TemplateStringsArray, values);
    return { id: generateMessageId(message), message: text };
  }
  return first;
}) as unknown as typeof Macro.defineMessage;

export const msg = defineMessage as typeof Macro.msg;

export const plural = ((value: number, forms: Record<string, string>) => {
  const form = forms[`=${value}`] ?? forms[englishPlural.select(value)] ?? forms.other ?? '';
  return form.replace(/#/g, String(value));
}) as unknown as typeof Macro.plural;
