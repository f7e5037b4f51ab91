/// <reference path="./po.d.ts" />
import type { Messages } from '@lingui/core';
import { catalogue } from '../i18n/catalogueReady';
import type { LocaleTables } from '../i18n/i18n';
import type { Translator } from '../i18n/runtime';
import { arabicTranslator } from './arabicRuntime';
import { pageCatalogueMeta } from './pageCatalogueMeta';

/** Lets the browser paint and handle input between two parts (no-op cost on the server). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The whole Arabic catalogue: every area's PO file (lingui.config.ts), compiled by @lingui/vite-plugin, and the
 * tables of texts that English pages show as they are (`LocaleTables`). Each area and the tables are a chunk of
 * their own, evaluated one task each (about 100 KB of Arabic in all): no single task blocks a phone for long.
 */
async function loadWholeCatalogue(): Promise<{ messages: Messages; tables: LocaleTables }> {
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
  return { messages, tables: arabicTables };
}

/** Every Arabic message by id, as the areas' chunks hold them: for the build, which cuts each page's part. */
export async function wholeArabicMessages(): Promise<Messages> {
  return (await loadWholeCatalogue()).messages;
}

/**
 * The catalogue as an Arabic page in the browser loads it (scripts/lib/pageCatalogue.ts cuts the page's files):
 * - at first, the messages of the code its first load evaluates, one small file the page preloads with its modules;
 * - when code that arrives later is wanted (an island, the toasts, an editor: `withTexts`, src/i18n/catalogueReady.ts), the
 *   rest of what the page can show without a navigation (its islands, lazy parts and their tables), awaited with
 *   that code, so it renders in Arabic from the first;
 * - before the router renders or preloads a page (src/routes/__root.tsx), every message.
 * Nothing waits inside `_`: a message the files lacked would show in English (the build fails when a page's files
 * lack one), said loudly in development.
 */
async function loadPagePart(url: string): Promise<ArabicCatalogue> {
  const part = (await import(/* @vite-ignore */ url)) as PartModule;
  const arabic = arabicTranslator({ ...part.messages });
  // A page whose first render reads the tables (a booking's page) has them with its part.
  let tables = part.arabicTables;
  /** What is shown when the tables were not loaded first (untranslated), said loudly in development. */
  const withoutTables = <T>(shown: T, what: string): T => {
    if (import.meta.env.DEV) console.error(`The Arabic tables were not loaded before ${what} was shown`);
    return shown;
  };
  const arabicTables: LocaleTables = {
    machineText: (english) => (tables ? tables.machineText(english) : withoutTables(english, `"${english}"`)),
    communityNames: () => (tables ? tables.communityNames() : withoutTables({}, 'a community')),
  };
  let rest: Promise<void> | undefined;
  let whole: Promise<void> | undefined;
  let done = false;
  const ready = (navigation?: object) => {
    if (done) return undefined;
    if (navigation === undefined) {
      rest ??= Promise.all([part.rest?.(), import('./arTables')]).then(([more, module]) => {
        if (more) arabic.load('ar', more.messages);
        tables ??= module.arabicTables;
      });
      return rest;
    }
    whole ??= loadWholeCatalogue().then((catalogue) => {
      arabic.load('ar', catalogue.messages);
      tables = catalogue.tables;
      done = true;
    });
    return whole;
  };
  catalogue.ready = ready;
  return { arabic, arabicTables };
}

/** A page's part of the catalogue (scripts/lib/pageCatalogue.ts writes it). */
interface PartModule {
  messages: Messages;
  /** The rest of what the page can show without a navigation. */
  rest?: () => Promise<{ messages: Messages }>;
  /** The tables, on a page whose first render reads them. */
  arabicTables?: LocaleTables;
}

interface ArabicCatalogue {
  arabic: Translator;
  arabicTables: LocaleTables;
}

/**
 * The Arabic catalogue with its translator (./arabicRuntime.ts). Only Arabic pages load it (src/i18n/activateLocale.ts), before they
 * hydrate: in the browser the page's part (above), on the server (the prerender) the whole of it.
 */
export async function loadArabic(): Promise<ArabicCatalogue> {
  const part =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>(`meta[name="${pageCatalogueMeta}"]`)?.content;
  if (part) return loadPagePart(part);
  const { messages, tables } = await loadWholeCatalogue();
  return {
    arabic: arabicTranslator(messages),
    arabicTables: tables,
  };
}
