export const galleryHero = {
  title: 'Project Gallery',
  subtitle: 'See the difference a professional clean makes, and share your own project with us.',
};

export const uploadSection = {
  title: 'Share Your Cleaning Project',
  text: 'Send us photos of the space you would like cleaned and we will prepare an accurate quote.',
  action: { label: 'Get Your Quote', href: '/contact' },
  quotePrompt: 'Prefer to talk it through?',
  /** The button that uploads the photos that failed again. */
  retry: 'Try Failed Uploads Again',
  /** What screen readers hear as uploads progress (a polite live region). */
  progress: (uploaded: number, total: number, failed: number) =>
    `${uploaded} of ${total} ${total === 1 ? 'photo' : 'photos'} uploaded${failed > 0 ? `, ${failed} failed` : ''}.`,
};

export const beforeAfter = {
  title: 'Before & After Gallery',
  subtitle: 'Real results from our team. New projects are being added.',
  adminAction: 'Add Before/After Photos',
  /** Read with the admin's button, which has no action yet (SPEC §2 gallery). */
  adminNote: 'Managing before and after photos is coming soon.',
  placeholders: ['Residential Deep Clean', 'Office Cleaning', 'Restaurant Kitchen'],
};

export const galleryCta = {
  title: 'Like What You See?',
  subtitle: 'Book your cleaning or ask us for a quote.',
  actions: [
    { label: 'Book Now', href: '/book-now' },
    { label: 'Contact Us', href: '/contact' },
  ],
};
