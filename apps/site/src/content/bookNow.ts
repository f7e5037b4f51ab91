import { t } from '@lingui/core/macro';

export const bookNowHero = () => ({
  title: t`Book a Cleaning`,
  subtitle: t`Choose your service, date and time. We will confirm your booking within 24 hours.`,
});
