import { communityNameTable } from '../features/booking/communityNameTable';
import type { LocaleTables } from '../i18n/i18n';
import { translateMachineText } from '../i18n/translateMachineText';

/** The machines' texts and the communities' names in Arabic (src/i18n/i18n.ts `LocaleTables`), loaded by ./ar.ts. */
export const arabicTables: LocaleTables = {
  machineText: translateMachineText,
  communityNames: communityNameTable,
};
