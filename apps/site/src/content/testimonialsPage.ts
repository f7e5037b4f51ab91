export const testimonialsHero = {
  title: 'Client Testimonials',
  subtitle: 'What homeowners and businesses across Dubai say about our work.',
};

export const testimonialsCta = {
  title: 'Join Our Happy Clients',
  subtitle: 'Experience the difference for yourself.',
  actions: [
    { label: 'Book Now', href: '/book-now' },
    { label: 'Contact Us', href: '/contact' },
  ],
};
