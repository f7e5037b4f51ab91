import { currentLocale } from '../../i18n/i18n';
import { addMessages } from '../../i18n/runtime';

/**
 * The account pages' Arabic (catalogue area `customer`): loaded with the pages' own code, before they render, so that
 * no other Arabic page carries it (src/locales/ar.ts loads the areas every page needs). Nothing on an English page.
 */
export async function loadAccountTexts(): Promise<void> {
  if (currentLocale() !== 'ar') return;
  const { messages } = await import('../../locales/ar/customer.po');
  addMessages(messages);
}
