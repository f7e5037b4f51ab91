import { bookableServices, timeSlots } from '@sparkle/company/booking';
import { type ScheduleBooking, ScheduleGrid, type ScheduleView } from '@sparkle/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { section } from '../AdminShell.css';
import { loadSchedule } from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { OutboxFigures } from './OutboxFigures';
import { QueryState, SectionHeader } from './SectionParts';
import { scheduleDays, todayInDubai, todaySearch } from './todaySearch';

const t = adminTexts.today;
const route = getRouteApi('/_site/admin/');

// The figures bring the chart library: loaded after the schedule, in a chunk of their own.
const TodayFigures = lazy(() => import('./TodayFigures'));

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const slotLabel = (slot: string) => slot.replace(/^0/, '');

/**
 * /admin: 'what is booked today and who do I send where' — the schedule of a day or a week, slots
 * against crews per service, each booking a block of its two hours that opens the booking; then the figures of
 * the last 30 days, and the messages sent and failed over the last 7.
 */
export function TodayPage() {
  const search = todaySearch(route.useSearch());
  const navigate = useNavigate();
  const today = todayInDubai();
  const view: ScheduleView = search.view ?? 'day';
  const date = search.date ?? today;
  const days = scheduleDays(view, date);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const schedule = useQuery({ queryKey: [...adminKeys.schedule, from, to], queryFn: () => loadSchedule(from, to) });

  const go = (next: { view?: ScheduleView; date?: string }) =>
    void navigate({
      to: '/admin',
      search: {
        view: (next.view ?? view) === 'week' ? 'week' : undefined,
        date: (next.date ?? date) === today ? undefined : (next.date ?? date),
      },
    });
  const step = view === 'week' ? 7 : 1;
  const shift = (days: number) => {
    const next = utc(date);
    next.setUTCDate(next.getUTCDate() + days);
    go({ date: next.toISOString().slice(0, 10) });
  };

  const data = schedule.data;
  const bookings: ScheduleBooking[] = (data?.bookings ?? []).map((booking) => ({
    id: booking.id,
    serviceId: booking.service,
    date: booking.date,
    slot: booking.time_slot,
    status: booking.status,
    customer: booking.name,
    time: slotLabel(booking.time_slot),
    detail: [booking.building, booking.community].filter(Boolean).join(', ') || undefined,
  }));
  const caption =
    view === 'day'
      ? t.caption(longDay.format(utc(from)))
      : t.caption(`${dayLabel.format(utc(from))} – ${longDay.format(utc(to))}`);

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <QueryState query={schedule} what="schedule" loadingText={t.loading}>
        <ScheduleGrid
          view={view}
          days={days.map((day) => ({
            date: day,
            label: dayLabel.format(utc(day)),
            closed: data ? day in data.closed : false,
            closedReason: data?.closed[day] ?? undefined,
          }))}
          slots={timeSlots.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
          services={bookableServices.map((service) => ({
            id: service.value,
            label: service.label,
            crews: data?.crews[service.value] ?? 0,
          }))}
          bookings={bookings}
          caption={caption}
          onOpen={(id) => void navigate({ to: '/admin/bookings/$bookingId', params: { bookingId: id } })}
          onViewChange={(next) => go({ view: next })}
          onPrevious={() => shift(-step)}
          onNext={() => shift(step)}
          onToday={() => go({ date: today })}
        />
      </QueryState>
      <OutboxFigures />
      <Suspense fallback={null}>
        <TodayFigures />
      </Suspense>
    </div>
  );
}
