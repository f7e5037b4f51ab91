import { t } from '@lingui/core/macro';
import { achievements, companyName } from './company';
import { homeTitleText } from './homeHead';
import type { IconName, LinkItem, ServiceCardContent } from './types';

export const homeHero = () => ({
  eyebrow: t`Trusted by ${achievements.clients}+ clients in Dubai`,
  title: homeTitleText(),
  subtitle: t`Homes, offices, restaurants and commercial kitchens cleaned by trained, insured staff with eco-friendly products. Book online in two minutes.`,
  primaryAction: { label: t`Book a Cleaning`, href: '/book-now' } satisfies LinkItem,
  secondaryAction: { label: t`Our Services`, href: '/services' } satisfies LinkItem,
});

export const dubaiTeasersHeading = () => ({
  title: t`Specialised Cleaning in Dubai`,
  subtitle: t`Dedicated teams for homes and offices, grease traps and commercial kitchens.`,
});

/** Three Dubai service teasers linking to the landing pages (docs/product.md, Home). */
export const dubaiTeasers = (): { title: string; text: string; href: string; icon: IconName }[] => [
  {
    title: t`Cleaning Services Dubai`,
    text: t`Home, office, deep and move-in/out cleaning across every Dubai community.`,
    href: '/cleaning-services-dubai',
    icon: 'sparkles',
  },
  {
    title: t`Grease Trap Cleaning Dubai`,
    text: t`Scheduled grease trap pumping and cleaning for restaurants, with compliant disposal.`,
    href: '/grease-trap-cleaning-dubai',
    icon: 'utensils',
  },
  {
    title: t`Commercial Kitchen Cleaning`,
    text: t`Hoods, ducts, equipment and floors degreased to food-safety standards across the UAE.`,
    href: '/commercial-kitchen-cleaning',
    icon: 'building',
  },
];

export const welcome = () => ({
  title: t`Welcome to ${companyName}`,
  text: t`For over ${achievements.years} years we have helped Dubai residents and businesses enjoy clean, healthy spaces. Our trained team brings its own equipment, works to a checklist, and is happy to fit around your schedule.`,
  actions: [
    { label: t`Book Now`, href: '/book-now' },
    { label: t`Our Services`, href: '/services' },
  ] satisfies LinkItem[],
});

export const homeServicesHeading = () => ({
  title: t`Our Services`,
  subtitle: t`Choose a service and book online, or ask us for a plan made for you.`,
});

/** The five home service cards (docs/product.md, Home), each with 'Book This Service'. */
export const homeServices = (): ServiceCardContent[] => [
  {
    id: 'residential',
    title: t`Residential Cleaning`,
    description: t`Regular or one-off cleaning for apartments and villas, tailored to your home.`,
    icon: 'home',
    image: null,
    alt: t`A bright, freshly cleaned living room`,
  },
  {
    id: 'office',
    title: t`Office Cleaning`,
    description: t`A clean, healthy workplace with daily or weekly service; after-hours visits arranged by phone.`,
    icon: 'building',
    image: null,
    alt: t`A tidy open-plan office`,
  },
  {
    id: 'deep',
    title: t`Deep Cleaning`,
    description: t`Top-to-bottom cleaning of every surface, cabinet and hidden corner; the oven and fridge as extras.`,
    icon: 'sparkles',
    image: null,
    alt: t`A spotless kitchen after a deep clean`,
  },
  {
    id: 'movein',
    title: t`Move-In/Out Cleaning`,
    description: t`Hand over or move into a spotless home, ready for inspection.`,
    icon: 'truck',
    image: null,
    alt: t`An empty, freshly cleaned apartment`,
  },
  {
    id: 'carpet',
    title: t`Carpet & Upholstery`,
    description: t`Deep shampoo and steam cleaning for carpets, rugs, sofas and mattresses.`,
    icon: 'sofa',
    image: null,
    alt: t`A clean sofa and rug`,
  },
];

export const customPlan = () => ({
  title: t`Need a Custom Plan?`,
  text: t`Tell us about your space and schedule and we will put together a plan and a quote that fit.`,
  action: { label: t`Contact Us`, href: '/contact' } satisfies LinkItem,
});

export const homeTestimonialsHeading = () => ({
  title: t`What Our Clients Say`,
  subtitle: t`Homes, offices and restaurants across Dubai trust us with their spaces.`,
  link: { label: t`Read All Testimonials`, href: '/testimonials' } satisfies LinkItem,
});

export const homeClosingCta = () => ({
  title: t`Ready for a Spotless Space?`,
  subtitle: t`Book your cleaning today and let our team take care of the rest.`,
  actions: [
    { label: t`Book a Cleaning`, href: '/book-now' },
    { label: t`Contact Us`, href: '/contact' },
  ] satisfies LinkItem[],
  /** The WhatsApp quote button beside them (a prefilled chat, see `whatsappLink`). */
  whatsappLabel: t`Quick WhatsApp Quote`,
});
