import { t } from '@lingui/core/macro';
import { Carousel, Link, Section, Stack, TestimonialCard } from '@sparkle/ui';
import { numberFormat } from '@sparkle/ui/intl';
import { homeTestimonialsHeading } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { intlLocale } from '../../i18n/i18n';
import { homeReviews, usePublishedReviews } from '../reviews/publishedReviews';
import { reviewDetail } from '../reviews/reviewsText';
import { ratingLabel } from '../testimonials/ratingLabel';

/** A slide: one of the spec's testimonials, or a customer's approved review (in the language it was written in). */
interface Slide {
  key: string;
  quote: string;
  name: string;
  rating: number;
  detail?: string | undefined;
  lang?: string;
}

/**
 * The home page's testimonials: a carousel of the spec's client quotes, then the newest approved
 * customer reviews (first name and community only), and a link to all of them. An island (src/loading/island.tsx):
 * prerendered, hydrated only once it comes near the viewport or is reached for.
 */
export default function HomeTestimonials() {
  const heading = homeTestimonialsHeading();
  const number = numberFormat(intlLocale());
  const { reviews } = homeReviews(usePublishedReviews(false));
  const slides: Slide[] = [
    ...testimonials().map((testimonial) => ({
      key: String(testimonial.id),
      quote: testimonial.quote,
      name: testimonial.name,
      rating: testimonial.rating,
      detail: testimonial.role,
    })),
    ...reviews.map((review) => ({
      key: review.id,
      quote: review.comment,
      name: review.firstName,
      rating: review.rating,
      detail: reviewDetail(review),
      lang: review.locale,
    })),
  ];
  return (
    <Section id="testimonials" tone="subtle" title={heading.title} subtitle={heading.subtitle}>
      <Stack gap="xlarge" align="center">
        <Carousel<Slide>
          items={slides}
          getItemKey={(slide) => slide.key}
          renderItem={(slide) => (
            <TestimonialCard
              quote={slide.quote}
              quoteLang={slide.lang}
              name={slide.name}
              rating={slide.rating}
              ratingLabel={ratingLabel(slide.rating)}
              detail={slide.detail}
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
