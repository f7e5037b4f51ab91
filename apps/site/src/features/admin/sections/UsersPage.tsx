import { errorMessage, messages, promotionMachine } from '@sparkle/machines';
import { Card, emptyFilters, FilterBar, Heading, MakeAdminForm, Pager, Text, UserList } from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../toast/notify';
import { breakAnywhere, pair, section } from '../AdminShell.css';
import { findUserByEmail, grantAdmin, loadUserPage, revokeAdmin } from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { QueryState, SectionHeader } from './SectionParts';
import { useDebounced } from './useDebounced';

const t = adminTexts.users;
const pageSize = 25;

/** What a refusal of revoke_admin means in words (details 'self' / 'lastAdmin'; anything else as it came). */
function revokeFailure(error: unknown): string {
  const details = (error as { details?: unknown } | null)?.details;
  if (details === 'self') return t.notYourself;
  if (details === 'lastAdmin') return t.lastAdmin;
  return errorMessage(error);
}

/**
 * /admin/users (docs/product.md, The back office): Make User Admin by e-mail, with the spec's texts and checks
 * (the user is looked up in the database), and the User Management list, searched and paged in the database,
 * where an admin can take admin rights from another admin — never from themselves, never from the last admin:
 * the database enforces both (revoke_admin, the user_roles trigger); the page only offers what it allows.
 */
export function UsersPage() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [filters, setFilters] = useState(emptyFilters);
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search);
  const query = { search, page, pageSize };
  const users = useQuery({ queryKey: [...adminKeys.users, query], queryFn: () => loadUserPage(query) });
  const reloadUsers = () => queryClient.invalidateQueries({ queryKey: adminKeys.users });

  const [machine] = useState(() =>
    promotionMachine.provide({
      actors: {
        findUser: fromPromise(({ input }) => findUserByEmail(input.email)),
        grantAdmin: fromPromise(({ input }) => grantAdmin(input.userId)),
      },
      actions: {
        notify: (_, toast) => notify(toast),
        logError: (_, { message, error }) => console.error(message, error),
        promoted: () => void reloadUsers(),
      },
    }),
  );
  const actor = useActorRef(machine);
  const email = useSelector(actor, (state) => state.context.email);
  const error = useSelector(actor, (state) => state.context.error);
  const processing = useSelector(actor, (state) => !state.matches('ready'));

  const revoke = useMutation({
    mutationFn: (userId: string) => revokeAdmin(userId),
    onSuccess: () => notify({ title: messages.successTitle, description: t.removed, variant: 'default' }),
    onError: (failure) => {
      console.error('Error removing admin rights:', failure);
      notify({
        title: messages.errorTitle,
        description: t.removeFailed(revokeFailure(failure)),
        variant: 'destructive',
      });
    },
    onSettled: reloadUsers,
  });

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <div className={pair}>
        <MakeAdminForm
          value={email}
          onChange={(value) => actor.send({ type: 'email.change', value })}
          onSubmit={() => actor.send({ type: 'promote.submit' })}
          pending={processing}
          error={error ?? undefined}
          isAdmin={auth.isAdmin}
        />
        <Card as="section" aria-labelledby={titleId} padding="large" className={breakAnywhere}>
          <Heading level={2} size={3} id={titleId}>
            {adminTexts.usersTitle}
          </Heading>
          <FilterBar
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
            onReset={() => {
              setFilters(emptyFilters);
              setPage(1);
            }}
            dateRange={false}
            texts={{ label: t.filterLabel, searchPlaceholder: t.searchPlaceholder }}
          />
          <QueryState query={users} what="users" loadingText={adminTexts.loadingUsers}>
            {users.isError ? (
              <Text role="alert">{adminTexts.loadFailed('users', errorMessage(users.error))}</Text>
            ) : null}
            <UserList
              users={users.data?.rows ?? []}
              currentUserId={auth.user?.id}
              aria-label={adminTexts.usersTitle}
              onRemoveAdmin={(user) => revoke.mutate(user.id)}
              removingUserId={revoke.isPending ? revoke.variables : undefined}
            />
            <Pager
              label={`${adminTexts.usersTitle}: pages`}
              page={page}
              pageSize={pageSize}
              total={users.data?.total ?? 0}
              onPageChange={setPage}
              loading={users.isFetching}
            />
          </QueryState>
        </Card>
      </div>
    </div>
  );
}
