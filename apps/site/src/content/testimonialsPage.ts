import { t } from '@lingui/core/macro';

export const testimonialsHero = () => ({
  title: t`Client Testimonials`,
  subtitle: t`What homeowners and businesses across Dubai say about our work.`,
});

export const testimonialsCta = () => ({
  title: t`Join Our Happy Clients`,
  subtitle: t`Experience the difference for yourself.`,
  actions: [
    { label: t`Book Now`, href: '/book-now' },
    { label: t`Contact Us`, href: '/contact' },
  ],
});
