import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../lib/staticSection';

export const Route = createFileRoute('/_site/about')({
  // Text and links only: prerendered, never hydrated (src/lib/staticSection.tsx).
  component: staticSection('about-page', () => import('../../features/about/AboutPage.section')),
});
