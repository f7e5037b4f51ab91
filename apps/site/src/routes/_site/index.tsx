import { createFileRoute } from '@tanstack/react-router';
import { homeTitle } from '../../content/homeHead';
import { footer } from '../../content/site';
import { HomePage } from '../../features/home/HomePage';
import { jsonLdScript, localBusinessJsonLd } from '../../features/landing/structuredData';
import { pageHead } from '../../lib/seo';

const head = pageHead({
  title: homeTitle,
  description: footer.description,
  path: '/',
  keywords: ['cleaning services Dubai', 'home cleaning Dubai', 'office cleaning Dubai', 'deep cleaning Dubai'],
});

export const Route = createFileRoute('/_site/')({
  // The business's schema.org card rides along with the page's own tags (SEO, DECISIONS §3.5).
  head: () => ({ ...head, scripts: [jsonLdScript(localBusinessJsonLd(['Dubai']))] }),
  component: HomePage,
});
