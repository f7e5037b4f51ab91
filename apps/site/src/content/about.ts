import { t } from '@lingui/core/macro';
import { numberFormat } from '@sparkle/ui/intl';
import { intlLocale } from '../i18n/i18n';
import { companyName, achievements as record } from './company';
import type { Feature } from './types';

export const aboutHero = () => ({
  title: t`About ${companyName}`,
  subtitle: t`A Dubai cleaning company built on care, trust and attention to detail.`,
});

export const story = () => ({
  title: t`Our Story`,
  paragraphs: [
    t`${companyName} started ${record.years} years ago with a small team and a simple idea: cleaning done properly, by people who care, at a fair price. Today more than ${record.staff} trained staff look after homes, offices, restaurants and commercial kitchens across Dubai.`,
    t`We still work the way we started: the same checklist on every visit, our own equipment, and a supervisor who checks the result before we leave.`,
  ],
});

export const mission = () => ({
  title: t`Our Mission`,
  text: t`To give every client a clean, healthy and comfortable space, delivered reliably by a team that treats your home or business as if it were its own.`,
});

export const reasonsHeading = () => ({
  title: t`Why Choose ${companyName}`,
  subtitle: t`Three things our clients mention most.`,
});

/** Reasons to choose: eco-friendly, flexible scheduling, trained staff (docs/product.md, About). */
export const reasons = (): Feature[] => [
  {
    icon: 'leaf',
    title: t`Eco-Friendly`,
    text: t`Non-toxic, biodegradable products that are safe for children, pets and the planet.`,
  },
  {
    icon: 'clock',
    title: t`Flexible Scheduling`,
    text: t`Mornings, evenings or weekends: we work around your timetable, seven days a week.`,
  },
  {
    icon: 'users',
    title: t`Trained Staff`,
    text: t`Vetted, uniformed professionals trained in modern cleaning methods and safety.`,
  },
];

export const valuesHeading = () => ({
  title: t`Our Values`,
  subtitle: t`What guides every visit, from a studio apartment to a restaurant kitchen.`,
});

/** Four values: quality, integrity, sustainability, reliability. */
export const values = (): Feature[] => [
  { icon: 'award', title: t`Quality`, text: t`Every job is finished to a checklist and checked before we leave.` },
  {
    icon: 'handshake',
    title: t`Integrity`,
    text: t`Clear prices, honest advice and respect for your home and privacy.`,
  },
  { icon: 'leaf', title: t`Sustainability`, text: t`Eco-friendly products and methods that use less water and waste.` },
  {
    icon: 'badgeCheck',
    title: t`Reliability`,
    text: t`On time, every time, with the same trusted team where possible.`,
  },
];

export const achievementsHeading = () => ({
  title: t`Our Achievements`,
  subtitle: t`${record.years} years of spotless results across Dubai.`,
});

/** Achievements: the company's record (@sparkle/company `achievements`; docs/product.md, About). */
export const achievements = () => {
  // '5000+' and '15,000+': grouped from five digits, in the page's language.
  const figure = (value: number) => `${numberFormat(intlLocale(), { useGrouping: 'min2' }).format(value)}+`;
  return [
    { value: figure(record.clients), label: t`Happy Clients` },
    { value: figure(record.cleanings), label: t`Cleanings Completed` },
    { value: figure(record.years), label: t`Years of Experience` },
    { value: figure(record.staff), label: t`Professional Staff` },
  ] as const;
};

export const aboutCta = () => ({
  title: t`Experience the Difference`,
  subtitle: t`Book your first cleaning online, or tell us what you need and we will prepare a quote.`,
  actions: [
    { label: t`Book Now`, href: '/book-now' },
    { label: t`Contact Us`, href: '/contact' },
  ],
});
