import { errorMessage, messages as specMessages } from '@sparkle/machines';
import { Pager, ReviewQueue, type ReviewQueueEntry, Select } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../toast/notify';
import { section } from '../AdminShell.css';
import { loadReviewPage, moderateReview, type ReviewRow, type ReviewStatus, reviewStatuses } from '../adminData';
import { bookingDay, timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts, serviceLabel } from '../texts';
import { QueryState, SectionHeader } from './SectionParts';

const t = adminTexts.reviews;
const pageSize = 20;
type Show = ReviewStatus | 'all';
const showOptions = [...reviewStatuses, 'all' as const].map((value) => ({ value, label: t.statuses[value] }));

function entry(row: ReviewRow): ReviewQueueEntry {
  return {
    id: row.id,
    customer: row.customer_name,
    email: row.email,
    publicName: [row.first_name, row.community].filter(Boolean).join(', '),
    rating: row.rating,
    ratingLabel: `Rated ${row.rating} out of 5`,
    comment: row.comment,
    lang: row.locale,
    language: t.languages[row.locale] ?? row.locale,
    booking: {
      reference: row.reference,
      href: `/admin/bookings/${row.booking_id}`,
      service: serviceLabel(row.service),
      date: bookingDay(row.date),
    },
    received: timestamp(row.created_at),
    status: row.status,
    photo: row.photoUrl ? { src: row.photoUrl, alt: t.photoAlt(row.reference) } : null,
  };
}

/**
 * /admin/reviews: the reviews customers send through the link of their review request, newest first, paged in the
 * database; each approved (on the site: the home page and Testimonials, rendered again at once by the local server),
 * rejected, or put back to waiting. Photos are private: shown here through links signed for an hour.
 */
export function ReviewsPage() {
  const queryClient = useQueryClient();
  const [show, setShow] = useState<Show>('pending');
  const [page, setPage] = useState(1);
  const query = { status: show === 'all' ? null : show, page, pageSize };
  const list = useQuery({
    queryKey: [...adminKeys.reviews, query],
    queryFn: () => loadReviewPage(query),
    // Signed photo links last an hour; fetch them again well before.
    staleTime: 10 * 60_000,
  });
  const moderate = useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewStatus }) => moderateReview(id, status),
    onSuccess: (_, { status }) => notify({ title: t.done[status], variant: 'default' }),
    onError: (error) => {
      console.error('Error moderating review:', error);
      notify({ title: specMessages.errorTitle, description: t.failed(errorMessage(error)), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
  });
  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <Select<Show>
        label={t.show}
        value={show}
        onValueChange={(value) => {
          setShow(value === '' ? 'pending' : value);
          setPage(1);
        }}
        options={showOptions}
      />
      <QueryState query={list} what={t.what} loadingText={t.loading}>
        <ReviewQueue
          reviews={(list.data?.rows ?? []).map(entry)}
          onModerate={(id, status) => moderate.mutate({ id, status })}
          pending={moderate.isPending && moderate.variables ? moderate.variables : null}
          headingLevel={2}
          texts={{ label: t.listLabel, empty: t.empty[show], status: t.statuses }}
        />
        <Pager
          label={`${t.listLabel}: pages`}
          page={page}
          pageSize={pageSize}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
          loading={list.isFetching}
        />
      </QueryState>
    </div>
  );
}
