import { Icon } from '../Icon/Icon';
import { SpinnerIcon } from '../Icon/icons';
import { statusPage } from '../private/statusPage.css';
import { label as labelStyle, spinner } from './LoadingScreen.css';

export interface LoadingScreenProps {
  /** Announced politely to screen readers and shown under the spinner. */
  label?: string;
}

/** A full-page loading state (e.g. while the session loads before /admin decides what to show). */
export function LoadingScreen({ label = 'Loading...' }: LoadingScreenProps) {
  return (
    <div className={statusPage} role="status" aria-live="polite">
      <Icon icon={SpinnerIcon} size="xxlarge" className={spinner} />
      <p className={labelStyle}>{label}</p>
    </div>
  );
}
