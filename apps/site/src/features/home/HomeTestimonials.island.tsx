import { Carousel, Link, Section, Stack, TestimonialCard } from '@sparkle/ui';
import { homeTestimonialsHeading } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import type { Testimonial } from '../../content/types';

/**
 * The home page's testimonials (SPEC §2 Home): a carousel of client quotes and a link to all of them. An
 * island (src/lib/island.tsx): prerendered, hydrated only once it comes near the viewport or is reached for.
 */
export default function HomeTestimonials() {
  return (
    <Section
      id="testimonials"
      tone="subtle"
      title={homeTestimonialsHeading.title}
      subtitle={homeTestimonialsHeading.subtitle}
    >
      <Stack gap="xlarge" align="center">
        <Carousel<Testimonial>
          items={testimonials}
          getItemKey={(testimonial) => testimonial.id}
          renderItem={(testimonial) => (
            <TestimonialCard
              quote={testimonial.quote}
              name={testimonial.name}
              rating={testimonial.rating}
              detail={testimonial.role}
            />
          )}
          label="Client testimonials"
          previousLabel="Previous testimonial"
          nextLabel="Next testimonial"
          goToLabel={(n) => `Show testimonial ${n}`}
          announcement={(n, total) => `Testimonial ${n} of ${total}`}
          style={{ inlineSize: '100%', maxInlineSize: '48rem' }}
        />
        <Link href={homeTestimonialsHeading.link.href}>{homeTestimonialsHeading.link.label}</Link>
      </Stack>
    </Section>
  );
}
