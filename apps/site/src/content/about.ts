import { companyName } from './company';
import type { Feature } from './types';

export const aboutHero = {
  title: `About ${companyName}`,
  subtitle: 'A Dubai cleaning company built on care, trust and attention to detail.',
};

export const story = {
  title: 'Our Story',
  paragraphs: [
    `${companyName} started eight years ago with a small team and a simple idea: cleaning done properly, by people who care, at a fair price. Today more than fifty trained staff look after homes, offices, restaurants and commercial kitchens across Dubai.`,
    'We still work the way we started: the same checklist on every visit, our own equipment and eco-friendly products, and a supervisor who checks the result before we leave.',
  ],
};

export const mission = {
  title: 'Our Mission',
  text: 'To give every client a clean, healthy and comfortable space, delivered reliably by a team that treats your home or business as if it were its own.',
};

export const reasonsHeading = {
  title: `Why Choose ${companyName}`,
  subtitle: 'Three things our clients mention most.',
};

/** Reasons to choose: eco-friendly, flexible scheduling, trained staff (SPEC §2 About). */
export const reasons: Feature[] = [
  {
    icon: 'leaf',
    title: 'Eco-Friendly',
    text: 'Non-toxic, biodegradable products that are safe for children, pets and the planet.',
  },
  {
    icon: 'clock',
    title: 'Flexible Scheduling',
    text: 'Mornings, evenings or weekends: we work around your timetable, seven days a week.',
  },
  {
    icon: 'users',
    title: 'Trained Staff',
    text: 'Vetted, uniformed professionals trained in modern cleaning methods and safety.',
  },
];

export const valuesHeading = {
  title: 'Our Values',
  subtitle: 'What guides every visit, from a studio apartment to a restaurant kitchen.',
};

/** Four values: quality, integrity, sustainability, reliability. */
export const values: Feature[] = [
  { icon: 'award', title: 'Quality', text: 'Every job is finished to a checklist and checked before we leave.' },
  { icon: 'handshake', title: 'Integrity', text: 'Clear prices, honest advice and respect for your home and privacy.' },
  { icon: 'leaf', title: 'Sustainability', text: 'Eco-friendly products and methods that use less water and waste.' },
  { icon: 'badgeCheck', title: 'Reliability', text: 'On time, every time, with the same trusted team where possible.' },
];

export const achievementsHeading = {
  title: 'Our Achievements',
  subtitle: 'Eight years of spotless results across Dubai.',
};

/** Achievements: 5000+ clients, 15,000+ cleanings, 8+ years, 50+ staff (SPEC §2 About, §9). */
export const achievements = [
  { value: '5000+', label: 'Happy Clients' },
  { value: '15,000+', label: 'Cleanings Completed' },
  { value: '8+', label: 'Years of Experience' },
  { value: '50+', label: 'Professional Staff' },
] as const;

export const aboutCta = {
  title: 'Experience the Difference',
  subtitle: 'Book your first cleaning online, or tell us what you need and we will prepare a quote.',
  actions: [
    { label: 'Book Now', href: '/book-now' },
    { label: 'Contact Us', href: '/contact' },
  ],
};
