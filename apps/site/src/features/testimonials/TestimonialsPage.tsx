import { t } from '@lingui/core/macro';
import { CtaBand, Grid, Hero, ReviewSummary, Section, Stack, TestimonialCard } from '@sparkle/ui';
import { testimonials } from '../../content/testimonials';
import { testimonialsCta, testimonialsHero } from '../../content/testimonialsPage';
import { usePublishedReviews } from '../reviews/publishedReviews';
import { averageText, reviewCountText, reviewDetail, reviewsSection } from '../reviews/reviewsText';
import { ratingLabel } from './ratingLabel';

/** The customers' approved reviews, with their average, below the fixed testimonials; nothing until there is one. */
function CustomerReviews() {
  const { reviews, summary } = usePublishedReviews(true);
  if (reviews.length === 0 || summary.average === null) return null;
  const section = reviewsSection();
  return (
    <Section id="customer-reviews" title={section.title} subtitle={section.subtitle} tone="subtle">
      <Stack gap="xlarge" align="center">
        <ReviewSummary
          average={averageText(summary.average)}
          value={summary.average}
          ratingLabel={ratingLabel(summary.average)}
          countText={reviewCountText(summary.count)}
        />
        <Grid as="ul" columns={3} aria-label={section.label}>
          {reviews.map((review) => (
            <li key={review.id}>
              <TestimonialCard
                quote={review.comment}
                quoteLang={review.locale}
                name={review.firstName}
                detail={reviewDetail(review)}
                rating={review.rating}
                ratingLabel={ratingLabel(review.rating)}
              />
            </li>
          ))}
        </Grid>
      </Stack>
    </Section>
  );
}

/**
 * The testimonials page: the spec's 9 fixed client testimonials, then the customers' approved reviews (first name and
 * community only) with their average, then links to /book-now and /contact.
 */
export function TestimonialsPage() {
  const hero = testimonialsHero();
  const cta = testimonialsCta();
  const [ctaPrimary, ctaSecondary] = cta.actions;
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} ctaLabel={t`Book a Cleaning`} />
      <Section id="testimonials-list" aria-label={t`Testimonials from our clients`}>
        <Grid as="ul" columns={3}>
          {testimonials().map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                quote={testimonial.quote}
                name={testimonial.name}
                rating={testimonial.rating}
                ratingLabel={ratingLabel(testimonial.rating)}
                detail={testimonial.role}
              />
            </li>
          ))}
        </Grid>
      </Section>
      <CustomerReviews />
      <CtaBand
        id="testimonials-cta"
        title={cta.title}
        subtitle={cta.subtitle}
        primaryAction={ctaPrimary}
        secondaryAction={ctaSecondary}
      />
    </>
  );
}
