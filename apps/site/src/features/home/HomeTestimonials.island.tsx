import { t } from '@lingui/core/macro';
import { Carousel, Link, Section, Stack, TestimonialCard } from '@sparkle/ui';
import { numberFormat } from '@sparkle/ui/intl';
import { homeTestimonialsHeading } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import type { Testimonial } from '../../content/types';
import { intlLocale } from '../../i18n/i18n';
import { ratingLabel } from '../testimonials/ratingLabel';

/**
 * The home page's testimonials (SPEC §2 Home): a carousel of client quotes and a link to all of them. An
 * island (src/lib/island.tsx): prerendered, hydrated only once it comes near the viewport or is reached for.
 */
export default function HomeTestimonials() {
  const heading = homeTestimonialsHeading();
  const number = numberFormat(intlLocale());
  return (
    <Section id="testimonials" tone="subtle" title={heading.title} subtitle={heading.subtitle}>
      <Stack gap="xlarge" align="center">
        <Carousel<Testimonial>
          items={testimonials()}
          getItemKey={(testimonial) => testimonial.id}
          renderItem={(testimonial) => (
            <TestimonialCard
              quote={testimonial.quote}
              name={testimonial.name}
              rating={testimonial.rating}
              ratingLabel={ratingLabel(testimonial.rating)}
              detail={testimonial.role}
            />
          )}
          label={t`Client testimonials`}
          previousLabel={t`Previous testimonial`}
          nextLabel={t`Next testimonial`}
          goToLabel={(n) => {
            const position = number.format(n);
            return t`Show testimonial ${position}`;
          }}
          announcement={(n, total) => {
            const [position, count] = [number.format(n), number.format(total)];
            return t`Testimonial ${position} of ${count}`;
          }}
          slideLabel={(n, total) => {
            const [position, count] = [number.format(n), number.format(total)];
            return t`${position} of ${count}`;
          }}
          style={{ inlineSize: '100%', maxInlineSize: '48rem' }}
        />
        <Link href={heading.link.href}>{heading.link.label}</Link>
      </Stack>
    </Section>
  );
}
