import { t } from '@lingui/core/macro';
import { CtaBand, Grid, Hero, Section, TestimonialCard } from '@sparkle/ui';
import { testimonials } from '../../content/testimonials';
import { testimonialsCta, testimonialsHero } from '../../content/testimonialsPage';
import { ratingLabel } from './ratingLabel';

/** SPEC §2 Testimonials: the 9 fixed client testimonials, then links to /book-now and /contact. */
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
