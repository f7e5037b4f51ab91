/**
 * Story-only copy shared by the section stories and the composed page stories, taken from the spec where it
 * gives it (services, packages, achievements, hours, location) and written to fit where it does not.
 */

import { packages } from '@sparkle/company';
import { palette } from '../../theme/tokens';
import {
  AwardIcon,
  BuildingIcon,
  ClockIcon,
  HomeIcon,
  LeafIcon,
  ShieldCheckIcon,
  SofaIcon,
  SparklesIcon,
  TruckIcon,
  UsersIcon,
  UtensilsIcon,
} from '../Icon/icons';
import { storyContact } from './companyStoryData';

export const storyPhone = storyContact.phone;

export const storyFooter = {
  brandName: 'SparkleClean Dubai',
  tagline: 'Spotless homes and workplaces across Dubai.',
  description:
    'Professional residential, office and commercial kitchen cleaning by trained, insured teams using eco-friendly products.',
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/sparklecleandubai' },
    { network: 'instagram', href: 'https://www.instagram.com/sparklecleandubai' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/sparklecleandubai' },
  ] as const satisfies { network: 'facebook' | 'instagram' | 'linkedin'; href: string }[],
  contact: {
    address: storyContact.address,
    phone: storyContact.phone,
    email: storyContact.email,
    website: storyContact.website,
  },
  year: 2025,
};

export const storyServices = [
  {
    id: 'residential',
    title: 'Residential Cleaning',
    description: 'Regular cleaning for apartments and villas: dusting, vacuuming, mopping, kitchens and bathrooms.',
    icon: <HomeIcon />,
  },
  {
    id: 'office',
    title: 'Office Cleaning',
    description: 'Daily or weekly cleaning that keeps workspaces, meeting rooms and pantries fresh and professional.',
    icon: <BuildingIcon />,
  },
  {
    id: 'deep',
    title: 'Deep Cleaning',
    description: 'A top-to-bottom clean of every corner, appliance and fixture, ideal a few times a year.',
    icon: <SparklesIcon />,
  },
  {
    id: 'movein',
    title: 'Move-In/Out Cleaning',
    description: 'Empty-property cleaning so you hand back the keys, or move in, to a spotless home.',
    icon: <TruckIcon />,
  },
  {
    id: 'carpet',
    title: 'Carpet & Upholstery Cleaning',
    description: 'Steam and dry cleaning that lifts stains, dust mites and odours from carpets, rugs and sofas.',
    icon: <SofaIcon />,
  },
];

export const storyTeasers = [
  {
    title: 'Cleaning Services in Dubai',
    description: 'Homes, villas and offices cleaned to a hotel standard, on your schedule.',
    href: '/cleaning-services-dubai',
    icon: <SparklesIcon />,
    badge: 'Dubai',
  },
  {
    title: 'Grease Trap Cleaning in Dubai',
    description: 'Scheduled grease trap pumping and cleaning that keeps restaurants compliant and odour-free.',
    href: '/grease-trap-cleaning-dubai',
    icon: <UtensilsIcon />,
    badge: 'Dubai',
  },
  {
    title: 'Commercial Kitchen Cleaning',
    description: 'Hoods, ducts, ovens and floors degreased overnight, so your kitchen opens on time.',
    href: '/commercial-kitchen-cleaning',
    icon: <BuildingIcon />,
    badge: 'UAE',
  },
];

/** The company's three packages (@sparkle/company), with a line of story copy each. */
const packageDescriptions: Record<(typeof packages)[number]['id'], string> = {
  basic: 'A thorough regular clean for apartments.',
  deep: 'Every corner, inside cabinets and out.',
  premium: 'An empty home made ready for the handover.',
};
export const storyPackages = packages.map((plan) => ({
  name: plan.name,
  price: plan.price,
  ...(plan.popular ? { popular: true } : {}),
  description: packageDescriptions[plan.id],
  features: [...plan.features],
}));

export const storyTestimonials = [
  {
    id: '1',
    name: 'Sarah Johnson',
    detail: 'Dubai Marina',
    rating: 5,
    quote:
      'The team was on time, friendly and incredibly thorough. Our apartment has never looked this good. Highly recommended!',
  },
  {
    id: '2',
    name: 'Ahmed Al Mansouri',
    detail: 'Restaurant owner, JLT',
    rating: 5,
    quote:
      'They deep-cleaned our kitchen overnight and we opened on time the next morning. Professional from start to finish.',
  },
  {
    id: '3',
    name: 'Priya Sharma',
    detail: 'Business Bay',
    rating: 4,
    quote: 'Booking was easy and the move-out clean got us our full deposit back. Will use them again.',
  },
];

export const storyReviews = [
  {
    id: 'r1',
    name: 'Michael Brown',
    rating: 5,
    review: 'Excellent deep cleaning service. The team paid attention to every detail, even behind the appliances.',
    date: '2 weeks ago',
  },
  {
    id: 'r2',
    name: 'Fatima Hassan',
    rating: 5,
    review: 'Reliable office cleaning every week for over a year. Our staff notice the difference.',
    date: '1 month ago',
  },
  {
    id: 'r3',
    name: 'David Lee',
    rating: 5,
    review: 'The carpet cleaning removed stains I thought were permanent. Friendly and punctual crew.',
    date: '1 month ago',
  },
  {
    id: 'r4',
    name: 'Aisha Khan',
    rating: 4,
    review: 'Great move-out clean at a fair price. They arrived a little late but did a fantastic job.',
    date: '2 months ago',
  },
];

export const storyWhyChoose = [
  {
    icon: <UsersIcon />,
    title: 'Experienced Team',
    text: 'Trained, background-checked cleaners with years of experience in Dubai homes and businesses.',
  },
  {
    icon: <LeafIcon />,
    title: 'Eco-Friendly',
    text: 'Non-toxic products that are safe for children, pets and the planet.',
  },
  {
    icon: <ShieldCheckIcon />,
    title: 'Insured & Bonded',
    text: 'Full insurance cover for your peace of mind on every visit.',
  },
  {
    icon: <ClockIcon />,
    title: 'Reliable Service',
    text: 'On time, every time, Monday-Saturday 8:00 AM-8:00 PM and Sunday 9:00 AM-5:00 PM.',
  },
];

export const storyAchievements = [
  { value: '5000+', label: 'Happy clients' },
  { value: '15,000+', label: 'Cleanings completed' },
  { value: '8+', label: 'Years of experience' },
  { value: '50+', label: 'Trained staff' },
];

export const storyValuesIcon = <AwardIcon />;

/** A tiny self-contained page for MapEmbed's iframe: no network, no third-party map. */
export const storyMapDoc = `<!doctype html><html lang="en"><head><title>Map of Business Bay, Dubai</title>
<style>body{margin:0;height:100vh;display:grid;place-items:center;font:16px sans-serif;color:${palette.ink900};background:repeating-linear-gradient(45deg,${palette.teal50} 0 24px,${palette.teal100} 24px 48px)}p{background:${palette.white};padding:12px 16px;border-radius:8px}</style>
</head><body><p>SparkleClean Dubai · Business Bay, Dubai</p></body></html>`;

export const storyLandingGreaseTrap = {
  title: 'Grease Trap Cleaning in Dubai',
  heroIllustration: 'greaseTrap' as const,
  description:
    'Municipality-compliant grease trap pumping, cleaning and maintenance for restaurants, hotels and cloud kitchens across Dubai.',
  services: [
    'Grease trap pumping and disposal',
    'Scheduled maintenance contracts',
    'Emergency blockage clearing',
    'Odour control treatment',
    'Inspection reports for compliance',
    'Interceptor installation advice',
  ],
  whyChoosePoints: [
    'Dubai Municipality-approved disposal',
    'Night and early-morning visits around your service',
    'Certified, insured technicians',
    'Transparent fixed pricing',
  ],
  areas: ['Business Bay', 'Downtown Dubai', 'Dubai Marina', 'JLT', 'Al Barsha', 'Deira', 'Jumeirah', 'Al Quoz'],
  testimonials: [
    {
      name: 'Chef Marco Rossi',
      rating: 5,
      review: 'They come every month like clockwork and our kitchen has had zero blockages since.',
    },
    {
      name: 'Layla Ahmed',
      rating: 5,
      review: 'Quick response when our trap overflowed on a Friday night. Lifesavers.',
    },
  ],
};

export const storyLandingGeneral = {
  title: 'Professional Cleaning Services in Dubai',
  heroIllustration: 'cleaning' as const,
  description:
    'Residential, office and deep cleaning across Dubai by trained, insured teams. Free inspection and a fixed quote before we start.',
  services: [
    'Residential Cleaning',
    'Office Cleaning',
    'Deep Cleaning',
    'Move-In/Out Cleaning',
    'Carpet & Upholstery Cleaning',
    'Sanitization & Disinfection',
  ],
  whyChoosePoints: [
    'Eco-friendly products',
    'Flexible scheduling, 7 days a week',
    'Trained and background-checked staff',
    'Satisfaction guarantee on every visit',
  ],
  areas: ['Business Bay', 'Downtown Dubai', 'Dubai Marina', 'Palm Jumeirah', 'JVC', 'Arabian Ranches'],
};
