import { reviewRules } from '@sparkle/company/reviews';

/**
 * What the public pages know of the customers' reviews, and how it travels: the data (this module: no React, no
 * Supabase client, so the build's scripts use it too) and the page's store (publishedReviews.ts).
 *
 * The customers' approved reviews on the public pages (beside the spec's nine testimonials), and their average for the
 * site's structured data. They are part of the page the server sends, as the stored page edits are
 * (siteContent.tsx): the prerender reads them (`published_reviews`, `review_summary`, public functions that give the
 * first name and community only) and renders them into the HTML, and the pages that show them carry them as JSON
 * (`<script id="published-reviews">`) for hydration. When an admin approves or rejects one, the local server renders
 * those pages again (scripts/lib/contentWatch.ts); a static host rebuilds. No request, and no supabase-js, on a
 * visitor's first load; a page reached by a client-side navigation fetches them once with a plain request.
 */

export interface PublishedReview {
  id: string;
  firstName: string;
  community: string | null;
  rating: number;
  comment: string;
  /** The language it was written in ('en', 'ar'). */
  locale: string;
}

export interface PublishedReviews {
  reviews: PublishedReview[];
  /** Over every approved review: how many, and their average to one decimal (null without reviews). */
  summary: ReviewSummary;
  /** Every review /testimonials shows, whole; false for the home page's few, shortened. */
  complete: boolean;
}

export interface ReviewSummary {
  count: number;
  average: number | null;
  /** When an admin last approved or rejected a review: what the server watches for a change. */
  changedAt?: string | null;
}

export const noReviews: PublishedReviews = {
  reviews: [],
  summary: { count: 0, average: null, changedAt: null },
  complete: true,
};

export const reviewsElementId = 'published-reviews';

/** The routes that show reviews: the home page's carousel and /testimonials (their JSON-LD too). */
export const routesShowingReviews = ['/_site/', '/_site/testimonials'] as const;

/** The longest review text the home page's carousel shows; the whole text is on /testimonials. */
const homeTextLength = 280;

function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 40)).trimEnd()}…`;
}

/** The reviews of the home page's carousel: the newest few, their text shortened (a page's few as they are). */
export function homeReviews(all: PublishedReviews): PublishedReviews {
  if (!all.complete) return all;
  return {
    summary: all.summary,
    complete: false,
    reviews: all.reviews
      .slice(0, reviewRules.shownOnHome)
      .map((review) => ({ ...review, comment: shorten(review.comment, homeTextLength) })),
  };
}

/** What a route carries: the home page only its few, /testimonials all it shows, other pages none. */
export function reviewsForRoutes(all: PublishedReviews, routeIds: readonly string[]): PublishedReviews | null {
  if (routeIds.includes('/_site/testimonials')) return all;
  if (routeIds.includes('/_site/')) return homeReviews(all);
  return null;
}

/** The element that carries the page's reviews; `<` escaped so nothing in them can close the element. */
export function reviewsScript(reviews: PublishedReviews): string {
  return `<script type="application/json" id="${reviewsElementId}">${JSON.stringify(reviews).replace(/</g, '\\u003c')}</script>`;
}

/** The rows of the two public functions, as the data API answers them. */
export interface PublishedReviewRow {
  id: string;
  first_name: string;
  community: string | null;
  rating: number;
  comment: string;
  locale: string;
}

/** The row of review_summary as the data API answers it. */
export interface ReviewSummaryRow {
  review_count: number;
  average_rating: number | string | null;
  changed_at: string | null;
}

export function summaryFromRow(row: ReviewSummaryRow | undefined): ReviewSummary {
  return {
    count: Number(row?.review_count ?? 0),
    average: row?.average_rating === null || row?.average_rating === undefined ? null : Number(row.average_rating),
    changedAt: row?.changed_at ?? null,
  };
}

export function fromRows(rows: readonly PublishedReviewRow[], summary: ReviewSummaryRow | undefined): PublishedReviews {
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      community: row.community,
      rating: Number(row.rating),
      comment: row.comment,
      locale: row.locale,
    })),
    summary: summaryFromRow(summary),
    complete: true,
  };
}

/**
 * The approved reviews and their summary from the data API with the public key (a plain request, no supabase-js):
 * for the build, the local server's watch and a client-side navigation.
 */
async function rpc<T>(url: string, anonKey: string, fn: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${fn} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The summary alone (one small row): what the local server polls to learn that the reviews changed. */
export async function fetchReviewSummary(url: string, anonKey: string, signal?: AbortSignal): Promise<ReviewSummary> {
  return summaryFromRow((await rpc<ReviewSummaryRow[]>(url, anonKey, 'review_summary', {}, signal))[0]);
}

export async function fetchPublishedReviews(
  url: string,
  anonKey: string,
  signal?: AbortSignal,
): Promise<PublishedReviews> {
  const [rows, summary] = await Promise.all([
    rpc<PublishedReviewRow[]>(url, anonKey, 'published_reviews', { _limit: reviewRules.shownOnTestimonials }, signal),
    rpc<ReviewSummaryRow[]>(url, anonKey, 'review_summary', {}, signal),
  ]);
  return fromRows(rows, summary[0]);
}
