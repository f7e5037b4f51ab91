export const bookNowHero = {
  title: 'Book a Cleaning',
  subtitle: 'Choose your service, date and time. We will confirm your booking within 24 hours.',
};
