import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/services')({
  head: () =>
    pageHead({
      title: 'Cleaning Services & Prices',
      description:
        'Residential, office, deep, move-in/out, carpet, restaurant and kitchen cleaning in Dubai. Packages from AED 150; book online or get a WhatsApp quote.',
      path: '/services',
      keywords: [
        'cleaning services Dubai',
        'cleaning prices Dubai',
        'deep cleaning',
        'office cleaning',
        'restaurant cleaning',
      ],
    }),
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('services-page', () => import('../../features/services/ServicesPage.section')),
});
