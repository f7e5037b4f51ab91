/** Icon names the content uses; src/lib/ContentIcon.tsx maps each to the design system's icon. */
export type IconName =
  | 'home'
  | 'building'
  | 'sparkles'
  | 'truck'
  | 'sofa'
  | 'utensils'
  | 'spray'
  | 'shield'
  | 'leaf'
  | 'clock'
  | 'users'
  | 'award'
  | 'handshake'
  | 'badgeCheck';

export interface LinkItem {
  label: string;
  href: string;
}

/** Testimonial (static): id, name, quote, rating 1-5. */
export interface Testimonial {
  id: number;
  name: string;
  /** Where the client is from or what they had cleaned, shown under the name. */
  role: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Review (hard-coded, 4 items): id, name, rating 1-5, review text, relative date text. */
export interface Review {
  id: number;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  date: string;
}

/** Service card: id, title, description, icon, image path, alt text. */
export interface ServiceCardContent {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  image: string | null;
  alt: string;
}

/** Service detail section (restaurant, sanitization): title, description, features, image, alt. */
export interface ServiceDetailSection {
  id: 'restaurant' | 'sanitization';
  title: string;
  description: string;
  features: string[];
  image: string | null;
  alt: string;
}

/** The services page's editable text block (docs/product.md, Services). */
export interface ServicesPageText {
  heroTitle: string;
  heroSubtitle: string;
  whyChooseTitle: string;
  whyChooseSubtitle: string;
  serviceDetailsTitle: string;
  serviceDetailsSubtitle: string;
  packagesTitle: string;
  packagesSubtitle: string;
  packagesNote: string;
  ctaTitle: string;
  ctaSubtitle: string;
}

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** Landing testimonial: name, review, rating. */
export interface LandingTestimonial {
  name: string;
  review: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Landing page config. */
/** What a landing page's head needs (content/landingHeads.ts). */
export interface LandingPageHead {
  path: '/cleaning-services-dubai' | '/grease-trap-cleaning-dubai' | '/commercial-kitchen-cleaning';
  city: string;
  serviceType: string;
  title: string;
  metaDescription: string;
  keywords: string[];
  heroImage: string | null;
  heroTitle: string;
  areas: string[];
}

export interface LandingPageConfig extends LandingPageHead {
  description: string;
  /** The hero's own illustration (a scene of the design system's HeroIllustration) while there is no image. */
  heroIllustration: 'cleaning' | 'greaseTrap' | 'commercialKitchen';
  heroSubtitle: string;
  services: string[];
  whyChoosePoints: string[];
  testimonials?: LandingTestimonial[];
  mapEmbedUrl?: string;
}
