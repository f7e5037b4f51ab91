import { slotAt, slotHour, type TimeSlot } from '@sparkle/company/booking';
import { messages } from '@sparkle/machines';
import { type BadgeTone, SeriesPanel, type SeriesPanelPending } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RouterLink } from '../../../lib/RouterLink';
import { notify } from '../../toast/notify';
import {
  cancelSeries,
  loadSeries,
  placeSeriesVisit,
  type SeriesDetail,
  type SeriesVisit,
  skipSeriesVisit,
} from '../adminData';
import { bookingDay } from '../format';
import { adminKeys } from '../queryClient';
import { refusal } from '../teamsData';
import { adminTexts } from '../texts';
import { QueryState } from './SectionParts';

const t = adminTexts.series;

const visitTones: Record<SeriesVisit['state'], BadgeTone> = {
  booked: 'brand',
  flagged: 'critical',
  skipped: 'neutral',
  paused: 'neutral',
  cancelled: 'neutral',
};

/** '10:00 AM' → '10:00 AM – 12:00 PM': a visit keeps its crew for two hours. */
function slotSpan(slot: string): string {
  const end = slotAt(slotHour(slot as TimeSlot) + 2);
  const short = (value: string) => value.replace(/^0/, '');
  return end ? `${short(slot)} – ${short(end)}` : short(slot);
}

/** A suggestion as one value for the panel's button and back: '2026-12-16|10:00 AM'. */
const slotValue = (slot: { date: string; time_slot: string }) => `${slot.date}|${slot.time_slot}`;

type Change =
  | { action: 'skip'; visitId: string }
  | { action: 'place'; visitId: string; slot: string }
  | { action: 'cancel' };

/**
 * A booking's series of regular cleaning, under the booking: frequency, discount, state and every visit; the office
 * skips a visit, places a flagged one at one of its nearest free slots, or cancels the series. A refusal is shown in
 * the database's words; after any change the booking, the lists and the schedule are fetched again.
 */
export function SeriesSection({ seriesId, bookingId }: { seriesId: string; bookingId: string }) {
  const queryClient = useQueryClient();
  const key = [...adminKeys.bookings, 'series', seriesId];
  const series = useQuery({ queryKey: key, queryFn: () => loadSeries(seriesId) });
  const change = useMutation({
    mutationFn: (next: Change): Promise<SeriesDetail> => {
      if (next.action === 'cancel') return cancelSeries(seriesId);
      if (next.action === 'skip') return skipSeriesVisit(seriesId, next.visitId);
      const [date = '', time_slot = ''] = next.slot.split('|');
      return placeSeriesVisit(seriesId, next.visitId, { date, time_slot });
    },
    onSuccess: (detail, next) => {
      queryClient.setQueryData(key, detail);
      notify({
        title: next.action === 'cancel' ? t.cancelled : next.action === 'skip' ? t.skipped : t.placed,
        variant: 'default',
      });
    },
    onError: (error) => {
      console.error('Error changing the series:', error);
      notify({ title: messages.errorTitle, description: t.failed(refusal(error)), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all(
        [adminKeys.booking(bookingId), adminKeys.history(bookingId), adminKeys.schedule, key].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const pending: SeriesPanelPending | undefined = change.isPending
    ? change.variables.action === 'cancel'
      ? { action: 'cancel' }
      : { action: change.variables.action, visitId: change.variables.visitId }
    : undefined;

  return (
    <QueryState query={series} what="series" loadingText={t.loading}>
      {series.data ? (
        <SeriesPanel
          reference={series.data.reference}
          frequency={adminTexts.frequencies[series.data.frequency]}
          discount={`${Number(series.data.discount_percent)}%`}
          state={
            series.data.status === 'active' && series.data.paused_until
              ? t.pausedUntil(bookingDay(series.data.paused_until))
              : (t.states[series.data.status] ?? series.data.status)
          }
          visits={series.data.visits.map((visit) => ({
            id: visit.occurs_on,
            when: `${bookingDay(visit.date)}, ${slotSpan(visit.time_slot)}`,
            state: t.visitStates[visit.state] ?? visit.state,
            tone: visitTones[visit.state],
            flagged:
              visit.state === 'flagged'
                ? `${t.flagReasons[visit.flag_reason ?? ''] ?? ''} ${
                    visit.suggestions?.length ? t.nearest : t.noSuggestions
                  }`.trim()
                : undefined,
            suggestions: (visit.suggestions ?? []).map((slot) => ({
              value: slotValue(slot),
              label: `${bookingDay(slot.date)}, ${slot.time_slot.replace(/^0/, '')}`,
            })),
            canChange: visit.can_change,
            current: visit.booking_id === bookingId,
          }))}
          canCancel={series.data.can_change}
          onSkip={(visitId) => change.mutate({ action: 'skip', visitId })}
          onPlace={(visitId, slot) => change.mutate({ action: 'place', visitId, slot })}
          onCancel={() => change.mutate({ action: 'cancel' })}
          pending={pending}
          error={change.isError ? t.failed(refusal(change.error)) : undefined}
          link={
            <RouterLink href={`/admin/bookings?series=${encodeURIComponent(seriesId)}&sort=date&asc=true`}>
              {t.allVisits}
            </RouterLink>
          }
        />
      ) : null}
    </QueryState>
  );
}
