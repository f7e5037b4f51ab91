import { useAuth } from '../../../lib/auth';
import { section } from '../AdminShell.css';
import { UsersPanel } from '../UsersPanel';
import { SectionHeader } from './SectionParts';

export function UsersPage() {
  const auth = useAuth();
  return (
    <section className={section} aria-labelledby="admin-section-title">
      <SectionHeader title="Users" id="admin-section-title" />
      <UsersPanel currentUserId={auth.user?.id} isAdmin={auth.isAdmin} />
    </section>
  );
}
