/**
 * Reviews from real customers: the rules of a review and of the private link that asks for one. The database
 * enforces the same numbers (`private.review_rules()` in the reviews migration); apps/backend/test/reviews.test.ts
 * fails when the two disagree.
 */
export const reviewRules = {
  /** Stars a customer gives: whole numbers from 1 to 5. */
  minRating: 1,
  maxRating: 5,
  /** The comment is required; at most this many characters. */
  commentMaxLength: 1000,
  /** The review request goes out this many hours after an admin marks the job done. */
  requestDelayHours: 2,
  /** The review link stops working this many days after the job was marked done. */
  linkDays: 30,
  /** Photos one review link may upload (one is sent with the review; the others are retries). */
  photosPerLink: 3,
  /** The newest approved reviews the home page's carousel adds to the fixed testimonials (their text shortened). */
  shownOnHome: 3,
  /** The newest approved reviews /testimonials shows below the fixed testimonials. */
  shownOnTestimonials: 24,
} as const;

/** The ratings a customer may give, highest first (how the stars are offered). */
export const reviewRatings = [5, 4, 3, 2, 1] as const;
export type ReviewRating = (typeof reviewRatings)[number];

/**
 * A customer's first name as reviews show it: the first word of the name they booked with ('Aisha Khan' → 'Aisha').
 * The database stores the same (`private.review_first_name`).
 */
export function reviewFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The average rating as reviews show it: one decimal, half away from zero (4.25 → 4.3). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
