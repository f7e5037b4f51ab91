import { plural, t } from '@lingui/core/macro';

export const galleryHero = () => ({
  title: t`Project Gallery`,
  subtitle: t`See the difference a professional clean makes, and share your own project with us.`,
});

export const uploadSection = () => ({
  title: t`Share Your Cleaning Project`,
  text: t`Send us photos of the space you would like cleaned and we will prepare an accurate quote.`,
  action: { label: t`Get Your Quote`, href: '/contact' },
  quotePrompt: t`Prefer to talk it through?`,
  /** The button that uploads the photos that failed again. */
  retry: t`Try Failed Uploads Again`,
  /** What screen readers hear as uploads progress (a polite live region). */
  progress: (uploaded: number, total: number, failed: number) => {
    const done = plural(total, { one: `${uploaded} of # photo uploaded`, other: `${uploaded} of # photos uploaded` });
    return failed > 0 ? t`${done}, ${failed} failed.` : t`${done}.`;
  },
});

export const beforeAfter = () => ({
  title: t`Before & After Gallery`,
  subtitle: t`Real results from our team. New projects are being added.`,
  adminAction: t`Add Before/After Photos`,
  /** Read with the admin's button, which has no action yet (docs/product.md, Gallery). */
  adminNote: t`Managing before and after photos is coming soon.`,
  placeholders: [t`Residential Deep Clean`, t`Office Cleaning`, t`Restaurant Kitchen`],
});

export const galleryCta = () => ({
  title: t`Like What You See?`,
  subtitle: t`Book your cleaning or ask us for a quote.`,
  actions: [
    { label: t`Book Now`, href: '/book-now' },
    { label: t`Contact Us`, href: '/contact' },
  ],
});
