import { promotionMachine } from '@sparkle/machines';
import { Card, Heading, MakeAdminForm, Text, UserList } from '@sparkle/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../toast/notify';
import { breakAnywhere as usersCard } from './AdminShell.css';
import { grantAdmin, loadUsers } from './adminData';
import { adminTexts } from './texts';

/** SPEC §4, §5, §8: promotion by e-mail against the loaded users; success clears the e-mail and reloads. */
const sitePromotionMachine = promotionMachine.provide({
  actors: {
    loadUsers: fromPromise(() => loadUsers()),
    grantAdmin: fromPromise(({ input }) => grantAdmin(input.userId)),
  },
  actions: {
    notify: (_, toast) => notify(toast),
    logError: (_, { message, error }) => console.error(message, error),
  },
});

/**
 * SPEC §2 admin: the Admin Panel card ('Make User Admin') and the User Management list. `isAdmin` comes from
 * the session: the panel shows 'Access Restricted' should the role be lost while the page is open.
 */
export function UsersPanel({ currentUserId, isAdmin }: { currentUserId: string | undefined; isAdmin: boolean }) {
  const actor = useActorRef(sitePromotionMachine);
  const email = useSelector(actor, (state) => state.context.email);
  const users = useSelector(actor, (state) => state.context.users);
  const error = useSelector(actor, (state) => state.context.error);
  const processing = useSelector(actor, (state) => state.matches('processing'));
  const firstLoad = useSelector(actor, (state) => state.matches('loading') && state.context.users.length === 0);
  const titleId = useId();

  return (
    <>
      <MakeAdminForm
        value={email}
        onChange={(value) => actor.send({ type: 'email.change', value })}
        onSubmit={() => actor.send({ type: 'promote.submit' })}
        pending={processing}
        error={error ?? undefined}
        isAdmin={isAdmin}
      />
      {/* SPEC §6: only admins see the user list. */}
      {isAdmin ? (
        <Card as="section" aria-labelledby={titleId} padding="large" className={usersCard}>
          <Heading level={2} size={3} id={titleId}>
            {adminTexts.usersTitle}
          </Heading>
          {firstLoad ? (
            <Text tone="secondary" role="status">
              {adminTexts.loadingUsers}
            </Text>
          ) : (
            <UserList users={users} currentUserId={currentUserId} aria-label={adminTexts.usersTitle} />
          )}
        </Card>
      ) : null}
    </>
  );
}
