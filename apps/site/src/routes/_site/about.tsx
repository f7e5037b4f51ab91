import { createFileRoute } from '@tanstack/react-router';
import { staticSection } from '../../loading/staticSection';

export const Route = createFileRoute('/_site/about')({
  // Text and links only: prerendered, never hydrated (src/loading/staticSection.tsx).
  component: staticSection('about-page', () => import('../../features/about/AboutPage.section')),
});
