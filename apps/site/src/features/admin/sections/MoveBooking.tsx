import { slotAt, slotHour, type TimeSlot, timeSlots } from '@sparkle/company/booking';
import { errorMessage } from '@sparkle/machines';
import { AssignBookingForm, Text } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignBooking } from '../adminData';
import { adminKeys } from '../queryClient';
import { loadBookingTeam, loadTeamOptions } from '../teamsData';
import { adminTexts } from '../texts';

/** '10:00 AM' → '10:00 AM – 12:00 PM': a booking keeps its crew for two hours. */
export function slotSpan(slot: string): string {
  const end = slotAt(slotHour(slot as TimeSlot) + 2);
  const short = (value: string) => value.replace(/^0/, '');
  return end ? `${short(slot)} – ${short(end)}` : short(slot);
}

/** Only these are moved: the database refuses to move a cancelled or completed booking. */
export const isMovable = (status: string) => status === 'pending' || status === 'confirmed';

/**
 * The one move of a booking to a team (or none), a day and a time: the schedule's drag and keyboard moves, the form
 * on a booking's page and the bookings list's row action all go through it. admin_assign_booking applies the day's
 * rules; a refusal rejects with their reason in words (adminData's `refusal`). What shows the booking is fetched
 * again either way.
 */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBooking,
    onSettled: (_data, _error, move) =>
      Promise.all(
        [adminKeys.booking(move.bookingId), adminKeys.bookings, adminKeys.schedule].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/**
 * A booking's team, day and time in one form (the keyboard path of the schedule's drag and drop): on its page, and
 * in the dialog of the bookings list's Move action. It loads the booking's team and the teams it may go to.
 */
export function MoveBookingForm({
  booking,
  headingLevel = 2,
}: {
  booking: { id: string; date: string; time_slot: string };
  headingLevel?: 2 | 3;
}) {
  const team = useQuery({
    queryKey: [...adminKeys.booking(booking.id), 'team'],
    queryFn: () => loadBookingTeam(booking.id),
  });
  const teams = useQuery({ queryKey: [...adminKeys.teams, 'options'], queryFn: loadTeamOptions });
  const move = useMoveBooking();

  if (team.isError || teams.isError) {
    return <Text role="alert">{adminTexts.loadFailed('teams', errorMessage(team.error ?? teams.error))}</Text>;
  }
  if (!team.isSuccess || !teams.isSuccess) return <Text role="status">{adminTexts.teams.loading}</Text>;

  const assignedTeam = move.isSuccess
    ? (teams.data.find((option) => option.id === move.variables.teamId)?.name ?? null)
    : undefined;
  return (
    <AssignBookingForm
      // A new form for each stored place: what it shows is where the booking is.
      key={`${team.data}-${booking.date}-${booking.time_slot}`}
      value={{ teamId: team.data, date: booking.date, slot: booking.time_slot }}
      teams={teams.data
        .filter((option) => option.active || option.id === team.data)
        .map((option) => ({
          value: option.id,
          label: option.active ? option.name : adminTexts.teams.notTakingJobs(option.name),
        }))}
      slots={timeSlots.map((slot) => ({ value: slot, label: slotSpan(slot) }))}
      onSubmit={(next) => move.mutate({ bookingId: booking.id, ...next })}
      pending={move.isPending}
      error={move.isError ? errorMessage(move.error) : undefined}
      savedText={
        move.isSuccess
          ? assignedTeam
            ? adminTexts.teams.assigned(assignedTeam)
            : adminTexts.teams.unassignedNow
          : undefined
      }
      headingLevel={headingLevel}
    />
  );
}
