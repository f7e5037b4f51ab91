import { providePhoneReader } from '@sparkle/machines';
import { firstInteraction } from '../../lib/firstInteraction';

let loading: Promise<void> | undefined;

/**
 * Loads libphonenumber-js and its metadata (about 30 KB gzipped) for the booking statechart's phone check once the
 * visitor starts using the form, not with the page: /book-now stays as light as the other pages until then,
 * and until it arrives the check reads a number by its shape (packages/machines/src/booking/phone.ts).
 */
export function loadPhoneMetadataOnUse(): Promise<void> {
  loading ??= firstInteraction()
    .then(() => Promise.all([import('libphonenumber-js/core'), import('libphonenumber-js/min/metadata')]))
    .then(([core, metadata]) =>
      providePhoneReader({ parse: core.parsePhoneNumberFromString, metadata: metadata.default }),
    )
    .catch((error: unknown) => {
      loading = undefined;
      console.error('The phone check could not load its data; numbers are read by their shape.', error);
    });
  return loading;
}
