import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'Meet SparkleClean Dubai: 8+ years, 50+ trained staff and 15,000+ cleanings for homes, offices and restaurants across Dubai, with eco-friendly products.',
      path: '/about',
    }),
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('about-page', () => import('../../features/about/AboutPage.section')),
});
