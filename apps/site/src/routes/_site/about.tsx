import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/AboutPage';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'Meet SparkleClean Dubai: 8+ years, 50+ trained staff and 15,000+ cleanings for homes, offices and restaurants across Dubai, with eco-friendly products.',
      path: '/about',
    }),
  component: AboutPage,
});
