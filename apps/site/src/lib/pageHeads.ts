import { t } from '@lingui/core/macro';
import interLatin from '@sparkle/ui/fonts/inter-latin-wght.woff2?url';
import notoArabic, { latinUrl as notoArabicLatin } from '@sparkle/ui/fonts-arabic-file';
import { companyName, packagePrice } from '../content/company';
import { homeTitleText } from '../content/homeHead';
import { landingHead } from '../content/landingHeads';
import { footer } from '../content/site';
import { builtPriceList } from '../features/booking/priceList';
import { landingPageHead } from '../features/landing/landingHead';
import { jsonLdScript, localBusinessJsonLd } from '../features/landing/structuredData';
import { serverReviews } from '../features/reviews/publishedReviews';
import { currentLocale } from '../i18n/i18n';
import { formatPrice } from '../i18n/servicesTexts';
import { adminHead, pageHead } from './seo';

/**
 * Every route's head tags (title, description, canonical URL, Open Graph, JSON-LD), by route id. Not part of
 * any page's initial JavaScript: the prerender renders them into the HTML, the browser keeps those it was
 * served and loads this module on the first client-side navigation (src/lib/routeHead.ts).
 */
export const pageHeads = {
  __root__: ({ match }: { match: { _notFound?: boolean } }) => {
    // Deeper routes' title, description and Open Graph tags replace these defaults (same name or property).
    const page = match._notFound
      ? pageHead({ title: t`Page Not Found`, description: footer().description, path: '/404', noindex: true })
      : pageHead({ title: companyName, exactTitle: true, description: footer().description, path: '/' });
    return {
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, ...page.meta],
      links: [
        // The faces of the page's text, fetched with the CSS rather than after it: on English pages the latin
        // subset of Inter; on Arabic pages the Arabic face's two files, its Arabic and its Latin
        // (@sparkle/ui's fontsArabic.css), which draw all their text, the largest paint among it, so that they
        // load no Inter. English pages never load the Arabic face.
        ...(currentLocale() === 'ar' ? [notoArabic, notoArabicLatin] : [interLatin]).map((href) => ({
          rel: 'preload',
          href,
          as: 'font',
          type: 'font/woff2',
          crossOrigin: 'anonymous',
        })),
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // No canonical here: links are not merged by key like meta, so each page route declares its own.
      ],
    };
  },
  '/_site/': () => ({
    ...pageHead({
      title: homeTitleText(),
      description: footer().description,
      path: '/',
      keywords: [t`cleaning services Dubai`, t`home cleaning Dubai`, t`office cleaning Dubai`, t`deep cleaning Dubai`],
    }),
    // The business's schema.org card rides along with the page's own tags (for search engines), with the average of
    // the customers' approved reviews.
    scripts: [jsonLdScript(localBusinessJsonLd(['Dubai'], serverReviews().summary))],
  }),
  '/_site/about': () =>
    pageHead({
      title: t`About Us`,
      description: t`Meet SparkleClean Dubai: 8+ years, 50+ trained staff and 15,000+ cleanings for homes, offices and restaurants across Dubai, with eco-friendly products.`,
      path: '/about',
    }),
  '/_site/services': () =>
    pageHead({
      title: t`Cleaning Services & Prices`,
      // The Basic Clean's price in the list the page was built with, as the page's packages show it.
      description: t`Residential, office, deep, move-in/out, carpet, restaurant and kitchen cleaning in Dubai. Packages from ${formatPrice(packagePrice(builtPriceList(), 'basic'))}; book online or get a WhatsApp quote.`,
      path: '/services',
      keywords: [
        t`cleaning services Dubai`,
        t`cleaning prices Dubai`,
        t`deep cleaning`,
        t`office cleaning`,
        t`restaurant cleaning`,
      ],
    }),
  '/_site/testimonials': () => ({
    ...pageHead({
      title: t`Client Testimonials`,
      description: t`What homeowners, offices and restaurants in Dubai say about our cleaning services.`,
      path: '/testimonials',
    }),
    // The page that shows the reviews carries their average too.
    scripts: [jsonLdScript(localBusinessJsonLd(['Dubai'], serverReviews().summary))],
  }),
  '/_site/gallery': () =>
    pageHead({
      title: t`Project Gallery`,
      description: t`Before and after photos of our cleaning projects in Dubai. Share photos of your own space and get a quote.`,
      path: '/gallery',
    }),
  '/_site/contact': () =>
    pageHead({
      title: t`Contact Us`,
      description: t`Call, WhatsApp or e-mail SparkleClean Dubai in Business Bay. Open Monday to Saturday 8 AM to 8 PM and Sunday 9 AM to 5 PM.`,
      path: '/contact',
    }),
  '/_site/book-now': () =>
    pageHead({
      title: t`Book a Cleaning`,
      description: t`Book a home, office or deep cleaning in Dubai online: choose the service, date and a 2-hour slot; we confirm within 24 hours.`,
      path: '/book-now',
    }),
  '/_site/booking/$token': () => {
    // The token is the only key to the booking: out of search engines, and no Referer with it to anything linked.
    const head = pageHead({
      title: t`Your Booking`,
      description: t`See, reschedule or cancel your cleaning booking.`,
      path: '/booking',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }], links: [] };
  },
  '/_site/review/$token': () => {
    // As the manage link: the token is the only key, so no search engine and no Referer.
    const head = pageHead({
      title: t`Review your cleaning`,
      description: t`Tell us how your cleaning went: a few stars and a few words.`,
      path: '/review',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }], links: [] };
  },
  '/_site/crew/': () =>
    pageHead({
      title: t`Your jobs`,
      description: t`Today's and tomorrow's cleaning jobs of your team.`,
      path: '/crew',
      noindex: true,
    }),
  '/_site/crew/join/$token': () => {
    // As the manage link: the token is the only key, so no search engine and no Referer.
    const head = pageHead({
      title: t`Join our cleaning crew`,
      description: t`Accept your invitation to join the SparkleClean Dubai crews.`,
      path: '/crew/join',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }], links: [] };
  },
  // A customer's own page: nothing in it for a search engine.
  '/_site/account/': () =>
    pageHead({
      title: t`My account`,
      description: t`Your cleaning visits, upcoming and past, your saved addresses, and booking the same cleaning again.`,
      path: '/account',
      noindex: true,
    }),
  '/_site/account/confirm': () => {
    // The link's token is the only key to the proof: no search engine, no Referer.
    const head = pageHead({
      title: t`Confirm your e-mail address`,
      description: t`Confirm your e-mail address, and the bookings you made with it join your account.`,
      path: '/account/confirm',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  '/_site/cleaning-services-dubai': () => landingPageHead(landingHead('/cleaning-services-dubai')),
  '/_site/grease-trap-cleaning-dubai': () => landingPageHead(landingHead('/grease-trap-cleaning-dubai')),
  '/_site/commercial-kitchen-cleaning': () => landingPageHead(landingHead('/commercial-kitchen-cleaning')),
  '/auth': () =>
    pageHead({
      title: t`Sign In`,
      description: t`Sign in or create a staff account.`,
      path: '/auth',
      noindex: true,
    }),
  '/auth_/forgot-password': () =>
    pageHead({
      title: t`Reset your password`,
      description: t`Get a link to choose a new password for your staff account.`,
      path: '/auth/forgot-password',
      noindex: true,
    }),
  // The pages e-mail links open carry a one-time token in the address: no search engine, no Referer.
  '/auth_/reset-password': () => {
    const head = pageHead({
      title: t`Choose a new password`,
      description: t`Set a new password for your staff account.`,
      path: '/auth/reset-password',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  '/auth_/confirm': () => {
    const head = pageHead({
      title: t`Confirm your e-mail address`,
      description: t`Confirm the e-mail address of your new staff account.`,
      path: '/auth/confirm',
      noindex: true,
    });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  '/_site/admin/': () => adminHead('Admin Dashboard', '/admin'),
  '/_site/admin/bookings/': () => adminHead('Bookings', '/admin/bookings'),
  '/_site/admin/bookings/$bookingId': () => adminHead('Booking', '/admin/bookings'),
  '/_site/admin/messages': () => adminHead('Messages', '/admin/messages'),
  '/_site/admin/spam': () => adminHead('Spam', '/admin/spam'),
  '/_site/admin/outbox': () => adminHead('Messages out', '/admin/outbox'),
  '/_site/admin/photos': () => adminHead('Photos', '/admin/photos'),
  '/_site/admin/reviews': () => adminHead('Reviews', '/admin/reviews'),
  '/_site/admin/settings': () => adminHead('Settings', '/admin/settings'),
  '/_site/admin/teams': () => adminHead('Teams', '/admin/teams'),
  '/_site/admin/users': () => adminHead('Users', '/admin/users'),
};
