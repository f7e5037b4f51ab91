import type { LandingPageConfig } from '../../content/types';
import { staticSection } from '../../loading/staticSection';

/**
 * A landing page's route component: text and links only, so the whole page is a static section
 * (src/loading/staticSection.tsx), prerendered and never hydrated; its code loads only for a client-side visit.
 * The section's fixed prop is the path: it reads its texts when it renders, in the page's language.
 */
export function staticLandingPage(path: LandingPageConfig['path']) {
  return staticSection(path.replace(/^\//, ''), () => import('./LandingPage.section'), { path });
}
