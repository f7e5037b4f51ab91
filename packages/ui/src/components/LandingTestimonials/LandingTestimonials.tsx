import type { ReactNode } from 'react';
import { Grid, Section } from '../Layout/Layout';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import * as styles from './LandingTestimonials.css';

/** A landing page testimonial, as the landing config holds it. */
export interface LandingTestimonial {
  name: string;
  review: string;
  /** 1-5 stars. */
  rating: number;
  /** The stars' accessible label. @default 'Rated {rating} out of 5' */
  ratingLabel?: string;
}

export interface LandingTestimonialsProps {
  title?: string;
  subtitle?: ReactNode;
  /** Optional in the config: with none, nothing is rendered. */
  testimonials?: LandingTestimonial[];
  id?: string;
}

/**
 * The landing template's optional testimonials: stars, review and name per card, in a grid of two or three
 * columns; a single testimonial stands alone, centred at a reading width.
 */
export function LandingTestimonials({
  title = 'What Our Clients Say',
  subtitle,
  testimonials = [],
  id = 'landing-testimonials',
}: LandingTestimonialsProps) {
  if (testimonials.length === 0) return null;
  const items = testimonials.map((t) => (
    <li key={`${t.name}-${t.review.slice(0, 24)}`}>
      <TestimonialCard name={t.name} quote={t.review} rating={t.rating} ratingLabel={t.ratingLabel} />
    </li>
  ));
  if (testimonials.length === 1) {
    return (
      <Section id={id} title={title} subtitle={subtitle} width="narrow">
        <ul className={styles.single}>{items}</ul>
      </Section>
    );
  }
  return (
    <Section id={id} title={title} subtitle={subtitle}>
      <Grid as="ul" columns={testimonials.length >= 3 ? 3 : 2}>
        {items}
      </Grid>
    </Section>
  );
}
