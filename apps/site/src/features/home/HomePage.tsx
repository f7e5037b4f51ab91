import { island } from '../../loading/island';
import { staticSection } from '../../loading/staticSection';

// Text and links: prerendered, never hydrated, their code loaded only when needed (src/loading/staticSection.tsx).
const HomeIntro = staticSection('home-intro', () => import('./HomeIntro.section'));
const HomeClosing = staticSection('home-closing', () => import('./HomeClosing.section'));
// The carousel is below the fold: hydrated when it comes near the viewport (src/loading/island.tsx).
const HomeTestimonials = island('home-testimonials', () => import('./HomeTestimonials.island'));

/**
 * The home page (docs/product.md, Home): hero, Dubai teasers, welcome, five services and a custom plan, testimonials,
 * closing band.
 */
export function HomePage() {
  return (
    <>
      <HomeIntro />
      <HomeTestimonials />
      <HomeClosing />
    </>
  );
}
