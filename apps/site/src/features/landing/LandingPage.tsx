import { t } from '@lingui/core/macro';
import { LandingTemplate } from '@sparkle/ui';
import { numberFormat } from '@sparkle/ui/intl';
import { companyName, contact } from '../../content/company';
import { mapLinkUrl } from '../../content/contact';
import { landingPage } from '../../content/landing';
import { placeName } from '../../content/landingHeads';
import type { LandingPageConfig } from '../../content/types';
import { currentLocale, intlLocale } from '../../i18n/i18n';
import { WhatsAppQuoteLink } from './WhatsAppQuoteLink';

/** The services section's title of each page ('Our Grease Trap Cleaning Services'). */
const servicesTitles: Record<LandingPageConfig['path'], () => string> = {
  '/cleaning-services-dubai': () => t`Our Cleaning Services`,
  '/grease-trap-cleaning-dubai': () => t`Our Grease Trap Cleaning Services`,
  '/commercial-kitchen-cleaning': () => t`Our Commercial Kitchen Cleaning Services`,
};

/** A testimonial's stars, as screen readers announce them: 'Rated 5 out of 5'. */
function ratingLabel(rating: number): string {
  const format = numberFormat(intlLocale()).format;
  const [stars, outOf] = [format(rating), format(5)];
  return t`Rated ${stars} out of ${outOf}`;
}

/** 'Business Bay, Dubai' in the page's language. */
function location(): string {
  if (currentLocale() === 'en') return contact.location;
  return contact.location
    .split(',')
    .map((part) => placeName(part.trim()))
    .join(t({ message: ', ', comment: 'Separates the parts of an address (Arabic: "، ")' }));
}

/**
 * The one template of the three SEO landing pages (docs/product.md, Landing pages): they differ only in their
 * config (content/landing.ts), read here in the page's language. Title, meta tags and JSON-LD come from the
 * route's head (landingHead.ts).
 */
export function LandingPage({ path }: { path: LandingPageConfig['path'] }) {
  const page = landingPage(path);
  return (
    <LandingTemplate
      eyebrow={page.city}
      title={page.heroTitle}
      description={page.heroSubtitle}
      phone={contact.phone}
      callLabel={t`Call`}
      heroBookLabel={t`Book Free Inspection`}
      heroImage={page.heroImage ? { src: page.heroImage, alt: page.heroTitle, width: 1200, height: 900 } : undefined}
      heroIllustration={page.heroIllustration}
      services={page.services}
      servicesTitle={servicesTitles[page.path]()}
      whyChoosePoints={page.whyChoosePoints}
      whyChooseTitle={t`Why Choose ${companyName}`}
      areas={page.areas}
      areasTitle={t`Areas We Serve in ${page.city}`}
      testimonials={page.testimonials?.map((testimonial) => ({
        ...testimonial,
        ratingLabel: ratingLabel(testimonial.rating),
      }))}
      testimonialsTitle={t`What Our Clients Say`}
      map={
        page.mapEmbedUrl
          ? {
              title: t`Map of ${companyName} in ${location()}`,
              src: page.mapEmbedUrl,
              mapsHref: mapLinkUrl,
              mapsLabel: t`Open in Google Maps`,
              deferred: true,
            }
          : undefined
      }
      mapTitle={t`Find Us`}
      ctaTitle={t`Ready to Get Started?`}
      ctaSubtitle={t`Book a visit today or ask for a free, no-obligation quote. We confirm within 24 hours.`}
      ctaBookLabel={t`Book Your Service`}
      ctaQuoteLabel={t`Get Free Quote`}
      ctaActions={<WhatsAppQuoteLink />}
    />
  );
}
