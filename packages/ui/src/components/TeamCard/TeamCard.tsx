import { type ReactNode, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { PencilIcon } from '../Icon/icons';
import { RemoveAdminButton } from '../RemoveAdminButton/RemoveAdminButton';
import type { TeamColour } from '../ScheduleGrid/scheduleTypes';
import { Select } from '../Select/Select';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TeamCard.css';

/** A cleaner of the team, or someone invited to join it. */
export interface TeamMember {
  /** The user's id (a cleaner) or the invitation's id. */
  id: string;
  email: string;
  name?: string | null;
  /** 'active': a cleaner of the team; 'invited': the invitation is open; 'expired': it was not accepted in time. */
  state: 'active' | 'invited' | 'expired';
  /** With 'invited': until when, in words ('until Mon 7 Dec'). */
  until?: string;
}

export interface TeamCardTexts {
  inactive: string;
  services: string;
  workingDays: string;
  members: string;
  noMembers: string;
  active: string;
  invited: string;
  expired: string;
  edit: string;
  deleteTeam: string;
  deleteQuestion: (team: string) => string;
  deleteConfirm: string;
  keep: string;
  deleting: string;
  removeCleaner: string;
  removeQuestion: (who: string) => string;
  removeConfirm: string;
  keepCleaner: string;
  removing: string;
  moveTo: (who: string) => string;
  moveChoose: string;
  move: string;
  moving: string;
}

export const defaultTeamCardTexts: TeamCardTexts = {
  inactive: 'Takes no jobs',
  services: 'Services',
  workingDays: 'Works',
  members: 'Cleaners',
  noMembers: 'No cleaners yet: invite one below.',
  active: 'Active',
  invited: 'Invited',
  expired: 'Invitation expired',
  edit: 'Edit',
  deleteTeam: 'Delete team',
  deleteQuestion: (team) => `Delete ${team}? Its jobs become unassigned.`,
  deleteConfirm: 'Delete',
  keep: 'Keep team',
  deleting: 'Deleting...',
  removeCleaner: 'Remove',
  removeQuestion: (who) => `Take ${who} off the crews?`,
  removeConfirm: 'Remove',
  keepCleaner: 'Keep',
  removing: 'Removing...',
  moveTo: (who) => `Team for ${who}`,
  moveChoose: 'Move to…',
  move: 'Move',
  moving: 'Moving...',
};

export interface TeamCardProps {
  name: string;
  colour: TeamColour;
  /** The team takes jobs. */
  active: boolean;
  /** The labels of the services it does (left out: not shown, as for the cleaners without a team). */
  services?: readonly string[];
  /** The labels of the days it works ('Mon', 'Tue'). */
  workingDays?: readonly string[];
  members: readonly TeamMember[];
  onEdit?: () => void;
  /** With it, 'Delete team' asks first, then calls it. */
  onDelete?: () => void;
  deleting?: boolean;
  /** With it, each active cleaner gets 'Remove' (asked first). */
  onRemoveMember?: (member: TeamMember) => void;
  /** The id of the member being removed. */
  removingMemberId?: string;
  /** The other teams an active cleaner may be moved to; with `onMoveMember`, each gets a team choice and Move. */
  moveTargets?: readonly { value: string; label: string }[];
  onMoveMember?: (member: TeamMember, teamId: string) => void;
  /** The id of the member being moved. */
  movingMemberId?: string;
  /** The last change of this team failed: why (the database's reason). */
  error?: string;
  headingLevel?: 2 | 3;
  /** Below the team: its edit form or its leave days. */
  children?: ReactNode;
  texts?: Partial<TeamCardTexts>;
}

/**
 * A team of cleaners: its name and colour, the services and days it works, whether it takes jobs, its cleaners
 * (active or invited) each with Remove, and Edit and Delete. Deleting and removing ask first, in place; the
 * database's refusal is shown in the card (role="alert").
 */
export function TeamCard({
  name,
  colour,
  active,
  services,
  workingDays,
  members,
  onEdit,
  onDelete,
  deleting = false,
  onRemoveMember,
  removingMemberId,
  moveTargets = [],
  onMoveMember,
  movingMemberId,
  error,
  headingLevel = 2,
  children,
  texts: textsProp,
}: TeamCardProps) {
  const t = { ...defaultTeamCardTexts, ...textsProp };
  const Heading = `h${headingLevel}` as const;
  const stateText = { active: t.active, invited: t.invited, expired: t.expired } as const;
  const stateTone = { active: 'positive', invited: 'accent', expired: 'neutral' } as const;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.header}>
        <Heading className={styles.title}>
          <span className={styles.swatch} data-colour={colour} aria-hidden="true" />
          {name}
        </Heading>
        {active ? null : <Badge tone="critical">{t.inactive}</Badge>}
        <div className={styles.actions}>
          {onEdit ? (
            <Button
              size="small"
              tone="secondary"
              icon={<PencilIcon aria-hidden="true" className={styles.icon} />}
              onClick={onEdit}
            >
              {t.edit}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          ) : null}
          {onDelete ? (
            <RemoveAdminButton
              name={name}
              onConfirm={onDelete}
              pending={deleting}
              texts={{
                remove: t.deleteTeam,
                confirm: t.deleteQuestion,
                confirmButton: t.deleteConfirm,
                cancel: t.keep,
                pending: t.deleting,
              }}
            />
          ) : null}
        </div>
      </div>
      {services || workingDays ? (
        <dl className={styles.facts}>
          {services ? (
            <div>
              <dt>{t.services}</dt>
              <dd>{services.join(', ')}</dd>
            </div>
          ) : null}
          {workingDays ? (
            <div>
              <dt>{t.workingDays}</dt>
              <dd>{workingDays.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <section aria-label={`${name}: ${t.members}`} className={styles.members}>
        <p className={styles.subtitle}>{t.members}</p>
        {members.length === 0 ? (
          <p className={styles.empty}>{t.noMembers}</p>
        ) : (
          <ul className={styles.list}>
            {members.map((member) => (
              <li key={member.id} className={styles.member}>
                <span className={styles.who}>
                  {member.name ? <span className={styles.name}>{member.name}</span> : null}
                  <span className={styles.email}>{member.email}</span>
                </span>
                <span className={styles.state}>
                  <Badge tone={stateTone[member.state]}>{stateText[member.state]}</Badge>
                  {member.state === 'invited' && member.until ? (
                    <span className={styles.until}>{member.until}</span>
                  ) : null}
                </span>
                {onMoveMember && moveTargets.length > 0 && member.state === 'active' ? (
                  <MemberMove
                    who={member.name || member.email}
                    targets={moveTargets}
                    pending={movingMemberId === member.id}
                    onMove={(teamId) => onMoveMember(member, teamId)}
                    t={t}
                  />
                ) : null}
                {onRemoveMember && member.state === 'active' ? (
                  <RemoveAdminButton
                    name={member.name || member.email}
                    onConfirm={() => onRemoveMember(member)}
                    pending={removingMemberId === member.id}
                    texts={{
                      remove: t.removeCleaner,
                      confirm: t.removeQuestion,
                      confirmButton: t.removeConfirm,
                      cancel: t.keepCleaner,
                      pending: t.removing,
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {children}
    </article>
  );
}

/** A team to move a cleaner to, and Move (a choice alone changes nothing: the button does). */
function MemberMove({
  who,
  targets,
  pending,
  onMove,
  t,
}: {
  who: string;
  targets: readonly { value: string; label: string }[];
  pending: boolean;
  onMove: (teamId: string) => void;
  t: TeamCardTexts;
}) {
  const [target, setTarget] = useState('');
  return (
    <span className={styles.move}>
      <Select
        label={<VisuallyHidden>{t.moveTo(who)}</VisuallyHidden>}
        options={targets}
        placeholder={t.moveChoose}
        value={target}
        onValueChange={setTarget}
        className={styles.moveSelect}
      />
      <Button
        size="small"
        tone="secondary"
        disabled={!target}
        accessibleWhenDisabled
        pending={pending}
        pendingLabel={t.moving}
        onClick={() => target && onMove(target)}
      >
        {t.move}
        <VisuallyHidden> {who}</VisuallyHidden>
      </Button>
    </span>
  );
}
