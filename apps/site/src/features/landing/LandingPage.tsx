import { LandingTemplate } from '@sparkle/ui';
import { companyName, contact } from '../../content/company';
import { mapLinkUrl } from '../../content/contact';
import type { LandingPageConfig } from '../../content/types';
import { WhatsAppQuoteLink } from './WhatsAppQuoteLink';

/**
 * The one template of the three SEO landing pages (SPEC §2 Landing template): they differ only in their
 * config (content/landing.ts). Title, meta tags and JSON-LD come from the route's head (landingHead.ts).
 */
export function LandingPage({ page }: { page: LandingPageConfig }) {
  return (
    <LandingTemplate
      eyebrow={page.city}
      title={page.heroTitle}
      description={page.heroSubtitle}
      phone={contact.phone}
      heroImage={page.heroImage ? { src: page.heroImage, alt: page.heroTitle, width: 1200, height: 900 } : undefined}
      heroIllustration={page.heroIllustration}
      services={page.services}
      servicesTitle={`Our ${page.serviceType.endsWith('Services') ? page.serviceType : `${page.serviceType} Services`}`}
      whyChoosePoints={page.whyChoosePoints}
      whyChooseTitle={`Why Choose ${companyName}`}
      areas={page.areas}
      areasTitle={`Areas We Serve in ${page.city}`}
      testimonials={page.testimonials}
      map={
        page.mapEmbedUrl
          ? {
              title: `Map of ${companyName} in ${contact.location}`,
              src: page.mapEmbedUrl,
              mapsHref: mapLinkUrl,
              deferred: true,
            }
          : undefined
      }
      ctaActions={<WhatsAppQuoteLink />}
    />
  );
}
