import type { ReactNode } from 'react';
import type { HeroImage } from '../Hero/Hero';
import type { HeroIllustrationVariant } from '../HeroIllustration/HeroIllustration';
import { LandingAreas } from '../LandingAreas/LandingAreas';
import { LandingCta } from '../LandingCta/LandingCta';
import { LandingHero } from '../LandingHero/LandingHero';
import { LandingServices } from '../LandingServices/LandingServices';
import { type LandingTestimonial, LandingTestimonials } from '../LandingTestimonials/LandingTestimonials';
import { LandingWhyChoose } from '../LandingWhyChoose/LandingWhyChoose';
import { Section } from '../Layout/Layout';
import { MapEmbed, type MapEmbedProps } from '../MapEmbed/MapEmbed';

export interface LandingTemplateProps {
  /** A short line above the h1, e.g. 'Dubai' or 'UAE'. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: string;
  description: ReactNode;
  /** Shown on the call button and dialled through tel:. */
  phone: string;
  /** The call button's prefix for screen readers ('Call +971…'). @default 'Call' */
  callLabel?: string;
  /** The hero's booking button. @default 'Book Free Inspection' */
  heroBookLabel?: string;
  heroImage?: HeroImage;
  /** The hero illustration's scene while there is no `heroImage`, e.g. 'greaseTrap'. @default 'cleaning' */
  heroIllustration?: HeroIllustrationVariant;
  services: string[];
  servicesTitle?: string;
  whyChoosePoints: string[];
  whyChooseTitle?: string;
  areas: string[];
  areasTitle?: string;
  /** Optional; the section is left out without any. */
  testimonials?: LandingTestimonial[];
  testimonialsTitle?: string;
  /** Optional map section. */
  map?: MapEmbedProps;
  mapTitle?: string;
  ctaTitle?: string;
  ctaSubtitle?: ReactNode;
  /** The closing band's booking button. @default 'Book Your Service' */
  ctaBookLabel?: string;
  /** The closing band's quote button. @default 'Get Free Quote' */
  ctaQuoteLabel?: string;
  /** Extra closing actions, e.g. a WhatsApp button. */
  ctaActions?: ReactNode;
}

/**
 * The one template behind the three SEO landing pages (Dubai cleaning, Dubai grease trap cleaning, UAE commercial
 * kitchen cleaning): hero, services, why choose, areas, optional testimonials and map, closing call to action.
 * It renders the page body only; the site puts it inside the layout's `<main>` and sets title and meta tags.
 */
export function LandingTemplate({
  eyebrow,
  title,
  description,
  phone,
  callLabel,
  heroBookLabel,
  heroImage,
  heroIllustration,
  services,
  servicesTitle,
  whyChoosePoints,
  whyChooseTitle,
  areas,
  areasTitle,
  testimonials,
  testimonialsTitle,
  map,
  mapTitle = 'Find Us',
  ctaTitle,
  ctaSubtitle,
  ctaBookLabel,
  ctaQuoteLabel,
  ctaActions,
}: LandingTemplateProps) {
  return (
    <>
      <LandingHero
        eyebrow={eyebrow}
        title={title}
        description={description}
        phone={phone}
        callLabel={callLabel}
        bookLabel={heroBookLabel}
        image={heroImage}
        illustration={heroIllustration}
      />
      <LandingServices title={servicesTitle} services={services} />
      <LandingWhyChoose title={whyChooseTitle} points={whyChoosePoints} />
      <LandingAreas title={areasTitle} areas={areas} />
      <LandingTestimonials title={testimonialsTitle} testimonials={testimonials} />
      {map ? (
        <Section id="landing-map" title={mapTitle} width="narrow">
          <MapEmbed {...map} />
        </Section>
      ) : null}
      <LandingCta
        title={ctaTitle}
        subtitle={ctaSubtitle}
        bookLabel={ctaBookLabel}
        quoteLabel={ctaQuoteLabel}
        actions={ctaActions}
      />
    </>
  );
}
