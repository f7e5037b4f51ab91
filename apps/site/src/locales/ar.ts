/// <reference path="./po.d.ts" />
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import * as React from 'react';
import type { LocaleTables } from '../i18n/i18n';
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
 * True while React renders a component, where `use` may suspend: React sets its hooks' dispatcher only then. React
 * offers no public way to ask; `use` outside a render throws instead of suspending.
 */
const rendering = () =>
  Boolean(
    (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: { H?: unknown } })
      .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?.H,
  );

/**
 * The catalogue as an Arabic page in the browser loads it. At first only the page's own part: the messages of the
 * code its first load evaluates (the layout, the page's live parts, every route's head), one file the page
 * preloads with its modules. What else it shows later (a static section or an island going live, a lazily loaded
 * part, another page reached by a client-side navigation) comes with code that arrives then, and so do its texts:
 * the first message the page's part lacks loads the whole catalogue and the tables, and a component asking for it
 * while rendering suspends until they are there (its Suspense boundary already waits for its code), so no English
 * text is ever shown for an Arabic one. Outside a render (an event handler) nothing can wait: the text is English
 * that once, which no first load reaches (a handler's texts are in the code that renders its component).
 */
async function loadPagePart(url: string): Promise<{ arabic: I18n; arabicTables: LocaleTables }> {
  const { messages } = (await import(/* @vite-ignore */ url)) as { messages: Messages };
  const arabic = setupI18n({ locale: 'ar', locales: ['ar-AE', 'ar'], messages: { ar: messages } });
  let tables: LocaleTables | undefined;
  let whole: Promise<void> | undefined;
  const loadWhole = () => {
    whole ??= loadWholeCatalogue().then((catalogue) => {
      arabic.load('ar', catalogue.messages);
      tables = catalogue.tables;
    });
    return whole;
  };
  /** Whether the whole catalogue is there, suspending the component being rendered until it is. */
  const wholeLoaded = (): boolean => {
    if (tables) return true;
    const loading = loadWhole();
    if (rendering()) React.use(loading);
    return false;
  };
  const translate = arabic._.bind(arabic);
  arabic._ = ((descriptor: MessageDescriptor | string, ...rest: unknown[]) => {
    const id = typeof descriptor === 'string' ? descriptor : descriptor.id;
    if (!(id in arabic.messages)) wholeLoaded();
    return (translate as (...args: unknown[]) => string)(descriptor, ...rest);
  }) as I18n['_'];
  const arabicTables: LocaleTables = {
    machineText: (english) => (wholeLoaded() && tables ? tables.machineText(english) : english),
    communityNames: () => (wholeLoaded() && tables ? tables.communityNames() : {}),
  };
  return { arabic, arabicTables };
}

/**
 * The Arabic catalogue with Lingui's runtime. Only Arabic pages load it (src/i18n/activateLocale.ts), before they
 * hydrate: in the browser the page's part (above), on the server (the prerender) the whole of it.
 */
export async function loadArabic(): Promise<{ arabic: I18n; arabicTables: LocaleTables }> {
  const part =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>(`meta[name="${pageCatalogueMeta}"]`)?.content;
  if (part) return loadPagePart(part);
  const { messages, tables } = await loadWholeCatalogue();
  return {
    arabic: setupI18n({ locale: 'ar', locales: ['ar-AE', 'ar'], messages: { ar: messages } }),
    arabicTables: tables,
  };
}
