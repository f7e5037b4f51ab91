import { t } from '@lingui/core/macro';
import { numberFormat } from '@sparkle/ui/intl';
import { intlLocale } from '../../i18n/i18n';

/** What screen readers hear for a testimonial's stars, in the page's language: 'Rated 5 out of 5'. */
export function ratingLabel(rating: number): string {
  const format = numberFormat(intlLocale()).format;
  const [stars, outOf] = [format(rating), format(5)];
  return t`Rated ${stars} out of ${outOf}`;
}
