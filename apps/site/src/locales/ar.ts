/// <reference path="./po.d.ts" />
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { LocaleTables } from '../i18n/i18n';

/** Lets the browser paint and handle input between two parts (no-op cost on the server). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The Arabic catalogue: every area's PO file (lingui.config.ts), compiled by @lingui/vite-plugin, with
 * Lingui's runtime and the tables of texts that English pages show as they are (`LocaleTables`). Only Arabic pages
 * load it (src/i18n/activateLocale.ts), before they hydrate. Each area and the tables are a chunk of their own,
 * evaluated one task each (about 100 KB of Arabic in all): no single task blocks a phone for long. The page
 * preloads them all with its modules (scripts/lib/pageDocument.ts).
 */
export async function loadArabic(): Promise<{ arabic: I18n; arabicTables: LocaleTables }> {
  // Not the `account` area: the sign-in pages are English only (src/i18n/locale.ts).
  const areas = [
    () => import('./ar/shell.po'),
    () => import('./ar/pages.po'),
    () => import('./ar/services.po'),
    () => import('./ar/booking.po'),
  ];
  const messages: Messages = {};
  for (const area of areas) {
    Object.assign(messages, (await area()).messages);
    await nextTask();
  }
  const { arabicTables } = await import('./arTables');
  return {
    arabic: setupI18n({ locale: 'ar', locales: ['ar-AE', 'ar'], messages: { ar: messages } }),
    arabicTables,
  };
}
