import { Carousel, Link, Section, Stack, TestimonialCard } from '@sparkle/ui';
import { homeTestimonialsHeading } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import type { Testimonial } from '../../content/types';
import { staticSection } from '../../lib/staticSection';

// Everything but the carousel is text and links: prerendered, never hydrated, its code loaded only when needed.
const HomeIntro = staticSection('home-intro', () => import('./HomeIntro.section'));
const HomeClosing = staticSection('home-closing', () => import('./HomeClosing.section'));

/** SPEC §2 Home: hero, Dubai teasers, welcome, five services and a custom plan, testimonials, closing band. */
export function HomePage() {
  return (
    <>
      <HomeIntro />
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

      <HomeClosing />
    </>
  );
}
