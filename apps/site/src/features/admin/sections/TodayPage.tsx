import { bookableServices, timeSlots } from '@sparkle/company/booking';
import { type ScheduleBooking, ScheduleGrid, type ScheduleTeam, type ScheduleView, teamColours } from '@sparkle/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense } from 'react';
import { section } from '../AdminShell.css';
import { loadSchedule, type ScheduleData } from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { useMoveBooking } from './MoveBooking';
import { OutboxFigures } from './OutboxFigures';
import { QueryState, SectionHeader } from './SectionParts';
import { scheduleDays, todayInDubai, todaySearch } from './todaySearch';

const t = adminTexts.today;
const route = getRouteApi('/_site/admin/');

// The figures bring the chart library: loaded after the schedule, in a chunk of their own. Memoised: they do not
// change with the schedule's day, and drawing the charts again made each Previous / Next wait for them.
const TodayFigures = lazy(() => import('./TodayFigures'));
const Figures = memo(function Figures() {
  return (
    <Suspense fallback={null}>
      <TodayFigures />
    </Suspense>
  );
});

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
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' });
/** ISO weekday, 1 Monday … 7 Sunday, as the teams' working days are stored. */
const isoWeekday = (day: string) => utc(day).getUTCDay() || 7;
const isTeamColour = (colour: string): colour is ScheduleTeam['colour'] =>
  (teamColours as readonly string[]).includes(colour);

/** The teams as columns of `day` (why one does not work that day: its leave, or not one of its working days). */
function scheduleTeams(data: ScheduleData | undefined, day: string | undefined): ScheduleTeam[] {
  return (data?.teams ?? []).map((team) => {
    const off = !day
      ? undefined
      : day in team.leave
        ? t.onLeave(team.leave[day] ?? null)
        : team.workingDays.includes(isoWeekday(day))
          ? undefined
          : t.dayOff;
    return { id: team.id, label: team.name, colour: isTeamColour(team.colour) ? team.colour : 'slate', off };
  });
}

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
  const move = useMoveBooking();

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
    // A visit of a series says how often it comes back, in words (not by colour alone).
    detail:
      [
        booking.frequency ? adminTexts.frequencies[booking.frequency as keyof typeof adminTexts.frequencies] : null,
        booking.building,
        booking.community,
      ]
        .filter(Boolean)
        .join(' · ') || undefined,
    teamId: booking.team_id,
    inProgress: booking.started_at !== null && booking.finished_at === null,
    lines: [
      booking.started_at ? t.started(clock.format(new Date(booking.started_at))) : null,
      booking.finished_at ? t.finished(clock.format(new Date(booking.finished_at))) : null,
    ].filter((line): line is string => line !== null),
    photos: (data?.photos[booking.id] ?? []).map((src, index) => ({ src, alt: t.photo(index + 1, booking.name) })),
  }));
  const teams = scheduleTeams(data, view === 'day' ? from : undefined);
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
          teams={teams}
          // Resolves once the schedule is fetched again; rejects with the rules' reason, which the grid says.
          onMove={(next) => move.mutateAsync(next)}
          caption={caption}
          onOpen={(id) => void navigate({ to: '/admin/bookings/$bookingId', params: { bookingId: id } })}
          onViewChange={(next) => go({ view: next })}
          onPrevious={() => shift(-step)}
          onNext={() => shift(step)}
          onToday={() => go({ date: today })}
        />
      </QueryState>
      <OutboxFigures />
      <Figures />
    </div>
  );
}
