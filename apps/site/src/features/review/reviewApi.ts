import {
  AlreadyReviewedError,
  type FileLike,
  ReviewLinkExpiredError,
  ReviewLinkNotFoundError,
  type ReviewPhotoRequest,
  type ReviewRequestInfo,
  type ReviewSubmission,
} from '@sparkle/machines';
import { currentLocale } from '../../i18n/i18n';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';

/**
 * The review page's calls (`/review/<token>`): what the link opens (`review_request_get`), the photo into the link's
 * own folder of the private `review-photos` bucket, and the review (`submit_review`). The database decides every
 * rule; its refusals come back as the machines' errors: 404 'notFound' / 'expired' → `ReviewLinkNotFoundError` /
 * `ReviewLinkExpiredError`, 409 'reviewed' → `AlreadyReviewedError`, 429 → `RateLimitedError`.
 */

interface DataApiError {
  message: string;
  code?: string;
  details?: string | null;
}

function reviewError(error: DataApiError, status: number): unknown {
  if (status === 404 || error.code === 'PT404') {
    return error.details === 'expired'
      ? new ReviewLinkExpiredError(error.message)
      : new ReviewLinkNotFoundError(error.message);
  }
  if (status === 409 || error.code === 'PT409') return new AlreadyReviewedError(error.message);
  return serviceError(error, status);
}

export async function loadReviewRequest({ token }: { token: string }): Promise<ReviewRequestInfo> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('review_request_get', { _token: token });
  if (error) throw reviewError(error, status);
  const request = data as {
    first_name: string;
    service: string;
    date: string;
    reviewed: boolean;
    photo_folder: string;
  };
  return {
    firstName: request.first_name,
    service: request.service,
    date: request.date,
    reviewed: request.reviewed,
    photoFolder: request.photo_folder,
  };
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Uploads the photo as `<folder>/<time>-<random>.<ext>`; resolves with its path in the bucket. */
export async function uploadReviewPhoto({ folder, file }: ReviewPhotoRequest): Promise<string> {
  const supabase = await getSupabase();
  const random = Math.random().toString(36).slice(2, 10);
  const path = `${folder}/${Date.now()}-${random}.${extensions[file.type] ?? 'jpg'}`;
  const { error } = await supabase.storage
    .from('review-photos')
    .upload(path, file as FileLike as File, { cacheControl: '3600', upsert: false });
  if (error) throw serviceError(error);
  return path;
}

export async function submitReview({ token, rating, comment, photoPath }: ReviewSubmission): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('submit_review', {
    _token: token,
    _rating: rating,
    _comment: comment,
    ...(photoPath ? { _photo_path: photoPath } : {}),
    _locale: currentLocale(),
  });
  if (error) throw reviewError(error, status);
}
