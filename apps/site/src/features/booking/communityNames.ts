import { t } from '@lingui/core/macro';
import type { Community } from '@sparkle/company/booking';
import { currentLocale } from '../../i18n/i18n';

/**
 * The names of Dubai's areas and communities the booking form offers (`communities`), in the page's language.
 * Only the name shown changes: the value chosen and stored is the English one in every language, so a booking
 * made on an Arabic page stores the same row as one made on an English page.
 */
const names = (): Record<Community, string> => ({
  'Al Barari': t`Al Barari`,
  'Al Barsha': t`Al Barsha`,
  'Al Furjan': t`Al Furjan`,
  'Al Garhoud': t`Al Garhoud`,
  'Al Jaddaf': t`Al Jaddaf`,
  'Al Jafiliya': t`Al Jafiliya`,
  'Al Karama': t`Al Karama`,
  'Al Khawaneej': t`Al Khawaneej`,
  'Al Mankhool': t`Al Mankhool`,
  'Al Nahda': t`Al Nahda`,
  'Al Qusais': t`Al Qusais`,
  'Al Quoz': t`Al Quoz`,
  'Al Rashidiya': t`Al Rashidiya`,
  'Al Safa': t`Al Safa`,
  'Al Satwa': t`Al Satwa`,
  'Al Sufouh': t`Al Sufouh`,
  'Al Twar': t`Al Twar`,
  'Al Warqa': t`Al Warqa`,
  'Al Wasl': t`Al Wasl`,
  'Arabian Ranches': t`Arabian Ranches`,
  Arjan: t`Arjan`,
  'Bluewaters Island': t`Bluewaters Island`,
  'Bur Dubai': t`Bur Dubai`,
  'Business Bay': t`Business Bay`,
  'City Walk': t`City Walk`,
  'Damac Hills': t`Damac Hills`,
  Deira: t`Deira`,
  'Discovery Gardens': t`Discovery Gardens`,
  'Downtown Dubai': t`Downtown Dubai`,
  'Dubai Creek Harbour': t`Dubai Creek Harbour`,
  'Dubai Festival City': t`Dubai Festival City`,
  'Dubai Harbour': t`Dubai Harbour`,
  'Dubai Hills Estate': t`Dubai Hills Estate`,
  'Dubai Internet City': t`Dubai Internet City`,
  'Dubai Investments Park': t`Dubai Investments Park`,
  'Dubai Marina': t`Dubai Marina`,
  'Dubai Media City': t`Dubai Media City`,
  'Dubai Silicon Oasis': t`Dubai Silicon Oasis`,
  'Dubai Sports City': t`Dubai Sports City`,
  'Dubai South': t`Dubai South`,
  DIFC: t`DIFC`,
  'Emirates Hills': t`Emirates Hills`,
  'International City': t`International City`,
  'Jebel Ali': t`Jebel Ali`,
  Jumeirah: t`Jumeirah`,
  'Jumeirah Beach Residence (JBR)': t`Jumeirah Beach Residence (JBR)`,
  'Jumeirah Golf Estates': t`Jumeirah Golf Estates`,
  'Jumeirah Islands': t`Jumeirah Islands`,
  'Jumeirah Lake Towers (JLT)': t`Jumeirah Lake Towers (JLT)`,
  'Jumeirah Park': t`Jumeirah Park`,
  'Jumeirah Village Circle (JVC)': t`Jumeirah Village Circle (JVC)`,
  'Jumeirah Village Triangle (JVT)': t`Jumeirah Village Triangle (JVT)`,
  Mirdif: t`Mirdif`,
  'Mohammed Bin Rashid City': t`Mohammed Bin Rashid City`,
  'Motor City': t`Motor City`,
  Mudon: t`Mudon`,
  'Nad Al Sheba': t`Nad Al Sheba`,
  'Oud Metha': t`Oud Metha`,
  'Palm Jumeirah': t`Palm Jumeirah`,
  'Port Rashid': t`Port Rashid`,
  Remraam: t`Remraam`,
  'The Greens': t`The Greens`,
  'The Lakes': t`The Lakes`,
  'The Meadows': t`The Meadows`,
  'The Springs': t`The Springs`,
  'The Views': t`The Views`,
  'Tilal Al Ghaf': t`Tilal Al Ghaf`,
  'Town Square': t`Town Square`,
  'Umm Suqeim': t`Umm Suqeim`,
  'Za’abeel': t`Za’abeel`,
});

/** A community's name in the page's language; an unknown value (an old or edited row) as it is. */
export function communityName(community: string): string {
  if (currentLocale() === 'en') return community;
  const all = names();
  return Object.hasOwn(all, community) ? all[community as Community] : community;
}

/**
 * Every community's name in the page's language, by its stored value: the combobox's labels. None in English,
 * where the names are the values.
 */
export function communityNames(): Record<string, string> | undefined {
  return currentLocale() === 'en' ? undefined : names();
}
