import { useEffect, useSyncExternalStore } from 'react';
import { supabaseAnonKey, supabaseUrl } from '../../lib/supabase';
import { fetchPublishedReviews, noReviews, type PublishedReviews, reviewsElementId } from './reviewsData';

export {
  fetchPublishedReviews,
  homeReviews,
  noReviews,
  type PublishedReview,
  type PublishedReviews,
  reviewsForRoutes,
  reviewsScript,
} from './reviewsData';

/** The page's reviews (reviewsData.ts says where they come from): what it was rendered with, or fetched. */

function reviewsOfPage(): PublishedReviews | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(reviewsElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PublishedReviews;
  } catch (error) {
    console.error('The page carries unreadable reviews; showing none.', error);
    return noReviews;
  }
}

/** What the page was rendered with (the server's, or the page's JSON); null on a page that carries none. */
let rendered: PublishedReviews | null = reviewsOfPage();
let snapshot: PublishedReviews = rendered ?? noReviews;
let loading = false;
const listeners = new Set<() => void>();

/** Server: the reviews every page of this render shows (the prerender reads them once). */
export function setServerReviews(reviews: PublishedReviews): void {
  rendered = reviews;
  snapshot = reviews;
}

/** The reviews the server renders with (for the route's JSON-LD and the page's script). */
export function serverReviews(): PublishedReviews {
  return snapshot;
}

/** A page reached client-side from one that carries none (or only the home page's few): fetch them once. */
function load(complete: boolean): void {
  if ((rendered !== null && (rendered.complete || !complete)) || loading || typeof window === 'undefined') return;
  loading = true;
  fetchPublishedReviews(supabaseUrl, supabaseAnonKey)
    .then((reviews) => {
      rendered = reviews;
      snapshot = reviews;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => console.info('The reviews could not be loaded; showing the testimonials only.', error))
    .finally(() => {
      loading = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => rendered ?? noReviews;

/**
 * The approved reviews to show: those the page was rendered with, or, after a client-side navigation, fetched.
 * `complete`: the page shows every review whole (/testimonials), not the home page's few.
 */
export function usePublishedReviews(complete: boolean): PublishedReviews {
  useEffect(() => load(complete), [complete]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
