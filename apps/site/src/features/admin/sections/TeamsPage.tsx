import { dubaiDate } from '@sparkle/company/booking';
import { bookingServices, messages } from '@sparkle/machines';
import {
  ClosedDaysForm,
  formatIsoDateLong,
  InviteCleanerForm,
  TeamCard,
  TeamForm,
  type TeamFormValue,
  type TeamMember,
} from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../toast/notify';
import { pair, section } from '../AdminShell.css';
import { bookingDay } from '../format';
import { adminKeys } from '../queryClient';
import {
  addLeave,
  createTeam,
  deleteTeam,
  inviteCleaner,
  isNameTaken,
  loadTeams,
  moveCleaner,
  refusal,
  removeCleaner,
  removeLeave,
  type TeamMemberRow,
  type TeamRow,
  updateTeam,
} from '../teamsData';
import { adminTexts, serviceLabel } from '../texts';
import { QueryState, SectionHeader } from './SectionParts';

const t = adminTexts.teams;

const services = bookingServices.map((service) => ({ value: service.value as string, label: service.label }));
const weekdays = t.weekdays.map((label, index) => ({ value: index + 1, label }));

const success = (description: string) => notify({ title: messages.successTitle, description, variant: 'default' });

function member(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    state: row.state,
    until: row.expiresAt ? t.untilDay(bookingDay(dubaiDate(new Date(row.expiresAt).getTime()))) : undefined,
  };
}

/**
 * Every change of the teams page, as mutations that reload the teams and the schedule (the teams decide its lanes
 * and capacity) and keep the last refusal per team, shown in that team's card.
 */
function useTeamChanges(closeEditor: () => void) {
  const queryClient = useQueryClient();
  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.teams }),
      queryClient.invalidateQueries({ queryKey: adminKeys.schedule }),
    ]);
  };
  // The last refusal per team: shown in that team's card.
  const [refusals, setRefusals] = useState<Record<string, string | undefined>>({});
  const refuse = (teamId: string, error: unknown) => setRefusals((all) => ({ ...all, [teamId]: refusal(error) }));
  const clear = (teamId: string) => setRefusals((all) => ({ ...all, [teamId]: undefined }));

  const create = useMutation({
    mutationFn: createTeam,
    onSuccess: async (_, team) => {
      await reload();
      success(t.added(team.name));
    },
  });
  const update = useMutation({
    mutationFn: ({ id, team }: { id: string; team: TeamFormValue }) => updateTeam(id, team),
    onSuccess: async (_, { team }) => {
      await reload();
      closeEditor();
      success(t.saved(team.name));
    },
  });
  const remove = useMutation({
    mutationFn: (team: TeamRow) => deleteTeam(team.id),
    onMutate: (team) => clear(team.id),
    onSuccess: async (_, team) => {
      await reload();
      success(t.deleted(team.name));
    },
    onError: (error, team) => refuse(team.id, error),
  });
  const leaveAdd = useMutation({
    mutationFn: ({ team, day }: { team: TeamRow; day: { date: string; reason: string } }) => addLeave(team.id, day),
    onSuccess: async (_, { day }) => {
      await reload();
      success(t.leaveAdded(formatIsoDateLong(day.date)));
    },
  });
  const leaveRemove = useMutation({
    mutationFn: ({ team, date }: { team: TeamRow; date: string }) => removeLeave(team.id, date),
    onMutate: ({ team }) => clear(team.id),
    onSuccess: async (_, { date }) => {
      await reload();
      success(t.leaveRemoved(formatIsoDateLong(date)));
    },
    onError: (error, { team }) => refuse(team.id, error),
  });
  const invite = useMutation({
    mutationFn: inviteCleaner,
    onSuccess: reload,
  });
  const removeMember = useMutation({
    mutationFn: ({ member }: { teamId: string; member: TeamMember }) => removeCleaner(member.id),
    onMutate: ({ teamId }) => clear(teamId),
    onSuccess: async (_, { member }) => {
      await reload();
      success(t.removed(member.name || member.email));
    },
    onError: (error, { teamId }) => refuse(teamId, error),
  });
  const moveMember = useMutation({
    mutationFn: ({ member, to }: { teamId: string; member: TeamMember; to: TeamRow }) => moveCleaner(member.id, to.id),
    onMutate: ({ teamId }) => clear(teamId),
    onSuccess: async (_, { member, to }) => {
      await reload();
      success(t.moved(member.name || member.email, to.name));
    },
    onError: (error, { teamId }) => refuse(teamId, error),
  });

  return { refusals, create, update, remove, leaveAdd, leaveRemove, invite, removeMember, moveMember };
}

/**
 * /admin/teams: the teams (name, colour, services, working days, whether they take jobs), each with its leave days
 * and its cleaners — active or invited — and the invitation of a cleaner by e-mail into a team. Every rule is the
 * database's (row level security; the triggers refuse leave or a change while the team has jobs it would then not
 * do; admin_invite_cleaner refuses an admin's address or a cleaner's): its reason is shown where the change was
 * made, and nothing typed is lost.
 */
export function TeamsPage() {
  const teams = useQuery({ queryKey: adminKeys.teams, queryFn: loadTeams });
  const [editing, setEditing] = useState<string | null>(null);
  const { refusals, create, update, remove, leaveAdd, leaveRemove, invite, removeMember, moveMember } = useTeamChanges(
    () => setEditing(null),
  );

  const data = teams.data;
  const teamOptions = (data?.teams ?? []).map((team) => ({ value: team.id, label: team.name }));
  const teamById = (id: string) => data?.teams.find((team) => team.id === id);
  const memberActions = (teamId: string) => ({
    moveTargets: teamOptions.filter((option) => option.value !== teamId),
    onMoveMember: (member: TeamMember, to: string) => {
      const target = teamById(to);
      if (target) moveMember.mutate({ teamId, member, to: target });
    },
    movingMemberId: moveMember.isPending ? moveMember.variables.member.id : undefined,
    onRemoveMember: (member: TeamMember) => removeMember.mutate({ teamId, member }),
    removingMemberId: removeMember.isPending ? removeMember.variables.member.id : undefined,
  });

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <QueryState query={teams} what={t.what} loadingText={t.loading}>
        {data ? (
          <>
            <div className={pair}>
              <TeamForm
                // A new form once a team is added: empty again for the next.
                key={`new-${data.teams.length}`}
                title={t.newTeam}
                submitLabel={t.addTeam}
                services={services}
                weekdays={weekdays}
                onSubmit={(team) => create.mutate(team)}
                pending={create.isPending}
                nameError={create.isError && isNameTaken(create.error) ? t.nameTaken : undefined}
                error={create.isError && !isNameTaken(create.error) ? refusal(create.error) : undefined}
              />
              <InviteCleanerForm
                teams={teamOptions}
                languages={t.languages}
                onSubmit={(invitation) => invite.mutate(invitation)}
                pending={invite.isPending}
                error={invite.isError ? refusal(invite.error) : undefined}
                sentTo={invite.isSuccess ? invite.variables.email : undefined}
                sentText={invite.isSuccess ? t.invited(invite.variables.email) : undefined}
              />
            </div>
            {data.teams.length === 0 ? <p>{t.empty}</p> : null}
            {data.teams.map((team) => (
              <TeamCard
                key={team.id}
                name={team.name}
                colour={team.colour}
                active={team.active}
                services={team.services.map(serviceLabel)}
                workingDays={team.workingDays.map((day) => t.weekdaysShort[day - 1] ?? String(day))}
                members={team.members.map(member)}
                onEdit={() => {
                  update.reset();
                  setEditing(editing === team.id ? null : team.id);
                }}
                onDelete={() => remove.mutate(team)}
                deleting={remove.isPending && remove.variables.id === team.id}
                error={refusals[team.id]}
                {...memberActions(team.id)}
              >
                {editing === team.id ? (
                  <TeamForm
                    title={t.editTeam(team.name)}
                    submitLabel={t.saveTeam}
                    headingLevel={3}
                    initial={team}
                    showActive
                    services={services}
                    weekdays={weekdays}
                    onSubmit={(next) => update.mutate({ id: team.id, team: next })}
                    onCancel={() => setEditing(null)}
                    pending={update.isPending}
                    nameError={update.isError && isNameTaken(update.error) ? t.nameTaken : undefined}
                    error={update.isError && !isNameTaken(update.error) ? refusal(update.error) : undefined}
                  />
                ) : null}
                <ClosedDaysForm
                  headingLevel={3}
                  days={team.leave}
                  onAdd={(day) => leaveAdd.mutate({ team, day })}
                  onRemove={(date) => leaveRemove.mutate({ team, date })}
                  adding={leaveAdd.isPending && leaveAdd.variables.team.id === team.id}
                  removing={
                    leaveRemove.isPending && leaveRemove.variables.team.id === team.id
                      ? leaveRemove.variables.date
                      : undefined
                  }
                  error={
                    leaveAdd.isError && leaveAdd.variables.team.id === team.id ? refusal(leaveAdd.error) : undefined
                  }
                  texts={{
                    title: t.leaveTitle,
                    description: t.leaveDescription,
                    listLabel: t.leaveList(team.name),
                    empty: t.leaveEmpty,
                    add: t.leaveAdd,
                    reasonHint: t.leaveReasonHint,
                    dateTaken: t.leaveTaken,
                  }}
                />
              </TeamCard>
            ))}
            {data.withoutTeam.length > 0 ? (
              <TeamCard
                name={t.withoutTeam}
                colour="slate"
                active
                members={data.withoutTeam.map(member)}
                error={refusals['']}
                {...memberActions('')}
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
