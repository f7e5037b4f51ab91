import { companyName } from './company';
import { homeTitle } from './homeHead';
import type { IconName, LinkItem, ServiceCardContent } from './types';

export const homeHero = {
  eyebrow: 'Trusted by 5000+ clients in Dubai',
  title: homeTitle,
  subtitle:
    'Homes, offices, restaurants and commercial kitchens cleaned by trained, insured staff with eco-friendly products. Book online in two minutes.',
  primaryAction: { label: 'Book a Cleaning', href: '/book-now' } satisfies LinkItem,
  secondaryAction: { label: 'Our Services', href: '/services' } satisfies LinkItem,
};

export const dubaiTeasersHeading = {
  title: 'Specialised Cleaning in Dubai',
  subtitle: 'Dedicated teams for homes and offices, grease traps and commercial kitchens.',
};

/** Three Dubai service teasers linking to the landing pages (SPEC §2 Home). */
export const dubaiTeasers: { title: string; text: string; href: string; icon: IconName }[] = [
  {
    title: 'Cleaning Services Dubai',
    text: 'Home, office, deep and move-in/out cleaning across every Dubai community.',
    href: '/cleaning-services-dubai',
    icon: 'sparkles',
  },
  {
    title: 'Grease Trap Cleaning Dubai',
    text: 'Scheduled grease trap pumping and cleaning for restaurants, with compliant disposal.',
    href: '/grease-trap-cleaning-dubai',
    icon: 'utensils',
  },
  {
    title: 'Commercial Kitchen Cleaning',
    text: 'Hoods, ducts, equipment and floors degreased to food-safety standards across the UAE.',
    href: '/commercial-kitchen-cleaning',
    icon: 'building',
  },
];

export const welcome = {
  title: `Welcome to ${companyName}`,
  text: 'For over eight years we have helped Dubai residents and businesses enjoy clean, healthy spaces. Our trained team brings its own equipment and eco-friendly products, works to a checklist, and is happy to fit around your schedule.',
  actions: [
    { label: 'Book Now', href: '/book-now' },
    { label: 'Our Services', href: '/services' },
  ] satisfies LinkItem[],
};

export const homeServicesHeading = {
  title: 'Our Services',
  subtitle: 'Choose a service and book online, or ask us for a plan made for you.',
};

/** The five home service cards (SPEC §2 Home), each with 'Book This Service'. */
export const homeServices: ServiceCardContent[] = [
  {
    id: 'residential',
    title: 'Residential Cleaning',
    description: 'Regular or one-off cleaning for apartments and villas, tailored to your home.',
    icon: 'home',
    image: null,
    alt: 'A bright, freshly cleaned living room',
  },
  {
    id: 'office',
    title: 'Office Cleaning',
    description: 'A clean, healthy workplace with daily, weekly or after-hours service.',
    icon: 'building',
    image: null,
    alt: 'A tidy open-plan office',
  },
  {
    id: 'deep',
    title: 'Deep Cleaning',
    description: 'Top-to-bottom cleaning of every surface, appliance and hidden corner.',
    icon: 'sparkles',
    image: null,
    alt: 'A spotless kitchen after a deep clean',
  },
  {
    id: 'movein',
    title: 'Move-In/Out Cleaning',
    description: 'Hand over or move into a spotless home, ready for inspection.',
    icon: 'truck',
    image: null,
    alt: 'An empty, freshly cleaned apartment',
  },
  {
    id: 'carpet',
    title: 'Carpet & Upholstery',
    description: 'Deep shampoo and steam cleaning for carpets, rugs, sofas and mattresses.',
    icon: 'sofa',
    image: null,
    alt: 'A clean sofa and rug',
  },
];

export const customPlan = {
  title: 'Need a Custom Plan?',
  text: 'Tell us about your space and schedule and we will put together a plan and a quote that fit.',
  action: { label: 'Contact Us', href: '/contact' } satisfies LinkItem,
};

export const homeTestimonialsHeading = {
  title: 'What Our Clients Say',
  subtitle: 'Homes, offices and restaurants across Dubai trust us with their spaces.',
  link: { label: 'Read All Testimonials', href: '/testimonials' } satisfies LinkItem,
};

export const homeClosingCta = {
  title: 'Ready for a Spotless Space?',
  subtitle: 'Book your cleaning today and let our team take care of the rest.',
  actions: [
    { label: 'Book a Cleaning', href: '/book-now' },
    { label: 'Contact Us', href: '/contact' },
  ] satisfies LinkItem[],
  /** The WhatsApp quote button beside them (a prefilled chat, see `whatsappLink`). */
  whatsappLabel: 'Quick WhatsApp Quote',
};
