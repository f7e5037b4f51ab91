import { section } from '../AdminShell.css';
import { SectionHeader } from './SectionParts';

/** /admin/settings (issue 12): crews per service, the price list and closed days. */
export function SettingsPage() {
  return (
    <section className={section} aria-labelledby="admin-section-title">
      <SectionHeader title="Settings" id="admin-section-title" />
    </section>
  );
}
