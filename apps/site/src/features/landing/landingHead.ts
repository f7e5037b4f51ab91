import type { LandingPageHead } from '../../content/types';
import { pageHead } from '../../lib/seo';
import { jsonLdScript, localBusinessJsonLd, serviceJsonLd } from './structuredData';

/**
 * A landing route's `head()`: the config's own title, meta description and keywords, the canonical URL and
 * Open Graph tags, plus the LocalBusiness and Service JSON-LD, all in the prerendered HTML.
 */
export function landingPageHead(page: LandingPageHead) {
  const head = pageHead({
    title: page.title,
    exactTitle: true,
    description: page.metaDescription,
    keywords: page.keywords,
    path: page.path,
    image: page.heroImage,
  });
  return {
    ...head,
    // A hero photo is the largest paint: fetch it with the HTML, not after the CSS.
    links: page.heroImage
      ? [...head.links, { rel: 'preload', as: 'image', href: page.heroImage, fetchPriority: 'high' as const }]
      : head.links,
    scripts: [
      jsonLdScript(localBusinessJsonLd([page.city, ...page.areas.filter((area) => area !== page.city)])),
      jsonLdScript(serviceJsonLd(page)),
    ],
  };
}
