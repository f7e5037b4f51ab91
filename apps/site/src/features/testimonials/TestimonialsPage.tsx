import { CtaBand, Grid, Hero, Section, TestimonialCard } from '@sparkle/ui';
import { testimonials } from '../../content/testimonials';
import { testimonialsCta, testimonialsHero } from '../../content/testimonialsPage';

const [ctaPrimary, ctaSecondary] = testimonialsCta.actions;

/** SPEC §2 Testimonials: the 9 fixed client testimonials, then links to /book-now and /contact. */
export function TestimonialsPage() {
  return (
    <>
      <Hero title={testimonialsHero.title} subtitle={testimonialsHero.subtitle} />
      <Section id="testimonials-list" aria-label="Testimonials from our clients">
        <Grid as="ul" columns={3}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                quote={testimonial.quote}
                name={testimonial.name}
                rating={testimonial.rating}
                detail={testimonial.role}
              />
            </li>
          ))}
        </Grid>
      </Section>
      <CtaBand
        id="testimonials-cta"
        title={testimonialsCta.title}
        subtitle={testimonialsCta.subtitle}
        primaryAction={ctaPrimary}
        secondaryAction={ctaSecondary}
      />
    </>
  );
}
