import { localeTables } from '../../i18n/i18n';

/**
 * The names of Dubai's areas and communities the booking form offers (`communities`), in the page's language.
 * Only the name shown changes: the value chosen and stored is the English one in every language, so a booking
 * made on an Arabic page stores the same row as one made on an English page. The translations come with the
 * page's language (./communityNameTable.ts, src/i18n/i18n.ts `LocaleTables`); in English the names are the values.
 */

/** A community's name in the page's language; an unknown value (an old or edited row) as it is. */
export function communityName(community: string): string {
  const all = communityNames();
  return all && Object.hasOwn(all, community) ? (all[community] as string) : community;
}

/**
 * Every community's name in the page's language, by its stored value: the combobox's labels. None in English,
 * where the names are the values.
 */
export function communityNames(): Record<string, string> | undefined {
  return localeTables()?.communityNames();
}
