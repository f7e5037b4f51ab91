import { communityNamesAr } from '@sparkle/company/arabic';
import type { Community } from '@sparkle/company/booking';

/**
 * The names of Dubai's areas and communities the booking form offers (`communities`), in Arabic: the table behind
 * ./communityNames.ts on an Arabic page, loaded with the Arabic catalogue (src/locales/ar.ts). It is the company's
 * own (@sparkle/company/arabic), the one the chat assistant answers with, so the form and the assistant name a place
 * alike. English pages show the stored values themselves.
 */
export const communityNameTable = (): Readonly<Record<Community, string>> => communityNamesAr;
