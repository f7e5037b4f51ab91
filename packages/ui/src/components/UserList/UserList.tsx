import { Badge } from '../Badge/Badge';
import { RemoveAdminButton, type RemoveAdminButtonTexts } from '../RemoveAdminButton/RemoveAdminButton';
import * as styles from './UserList.css';

export const userRoles = ['admin', 'cleaner', 'customer', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

/** A profile with its role, as the admin dashboard lists it. */
export interface ManagedUser {
  id: string;
  email: string;
  fullName: string | null;
  role: UserRole;
}

export interface UserListProps {
  users: ManagedUser[];
  /** The signed-in admin's id: that row is marked '(You)'. */
  currentUserId?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
  labels?: Partial<typeof defaultUserListLabels>;
  /**
   * With it, every admin row but the current user's gets 'Remove admin' with a confirmation. The database
   * still refuses removing yourself or the last admin.
   */
  onRemoveAdmin?: (user: ManagedUser) => void;
  /** The user whose rights are being removed: that row's button reads 'Removing...'. */
  removingUserId?: string;
  removeAdminTexts?: Partial<RemoveAdminButtonTexts>;
}

export const defaultUserListLabels = {
  noName: 'No name provided',
  you: '(You)',
  empty: 'No users found.',
  admin: 'admin',
  cleaner: 'cleaner',
  customer: 'customer',
  user: 'user',
};

/** The admin dashboard's user management list: name (or 'No name provided'), e-mail, role badge, '(You)'. */
export function UserList({
  users,
  currentUserId,
  'aria-label': ariaLabel = 'Users',
  labels: labelOverrides,
  onRemoveAdmin,
  removingUserId,
  removeAdminTexts,
}: UserListProps) {
  const labels = { ...defaultUserListLabels, ...labelOverrides };
  if (users.length === 0) {
    return <p className={styles.empty}>{labels.empty}</p>;
  }
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {users.map((user) => {
        const isYou = user.id === currentUserId;
        const name = user.fullName?.trim();
        return (
          <li
            key={user.id}
            className={[styles.row, isYou ? styles.currentRow : undefined].filter(Boolean).join(' ')}
            aria-current={isYou ? 'true' : undefined}
          >
            <div className={styles.who}>
              <span className={styles.nameLine}>
                {name ? <span>{name}</span> : <span className={styles.noName}>{labels.noName}</span>}
                {isYou ? <span className={styles.you}>{labels.you}</span> : null}
              </span>
              <span className={styles.email}>{user.email}</span>
            </div>
            <div className={styles.end}>
              <Badge tone={user.role === 'admin' ? 'strong' : 'neutral'}>{labels[user.role]}</Badge>
              {onRemoveAdmin && user.role === 'admin' && !isYou ? (
                <RemoveAdminButton
                  name={name || user.email}
                  pending={removingUserId === user.id}
                  onConfirm={() => onRemoveAdmin(user)}
                  texts={removeAdminTexts}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
