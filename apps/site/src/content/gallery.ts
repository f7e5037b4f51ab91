export const galleryHero = {
  title: 'Project Gallery',
  subtitle: 'See the difference a professional clean makes, and share your own project with us.',
};

export const uploadSection = {
  title: 'Share Your Cleaning Project',
  text: 'Send us photos of the space you would like cleaned and we will prepare an accurate quote.',
  action: { label: 'Get Your Quote', href: '/contact' },
};

export const beforeAfter = {
  title: 'Before & After Gallery',
  subtitle: 'Real results from our team. New projects are being added.',
  adminAction: 'Add Before/After Photos',
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
