/// <reference path="./po.d.ts" />
import { type Messages, setupI18n } from '@lingui/core';
import { communityNameTable } from '../features/booking/communityNameTable';
import type { LocaleTables } from '../i18n/i18n';
import { translateMachineText } from '../i18n/translateMachineText';
import { messages as booking } from './ar/booking.po';
import { messages as pages } from './ar/pages.po';
import { messages as services } from './ar/services.po';
import { messages as shell } from './ar/shell.po';

/**
 * The Arabic catalogue (issue 13): every area's PO file (lingui.config.ts), compiled by @lingui/vite-plugin,
 * in one module that only Arabic pages load (src/i18n/i18n.ts), with Lingui's runtime and the tables of texts
 * that English pages show as they are (`LocaleTables`).
 */
export const messages: Messages = { ...shell, ...pages, ...services, ...booking };

/** Lingui with the Arabic catalogue active, for src/i18n/runtime.ts. */
export const arabic = setupI18n({ locale: 'ar', locales: ['ar-AE', 'ar'], messages: { ar: messages } });

/** The machines' texts and the communities' names in Arabic (src/i18n/i18n.ts `LocaleTables`). */
export const arabicTables: LocaleTables = {
  machineText: translateMachineText,
  communityNames: communityNameTable,
};
