import { createFileRoute } from '@tanstack/react-router';
import { CrewPage } from '../../../features/crew/CrewPage';

/**
 * The cleaner's day on a phone. Prerendered in its loading state (the jobs are the signed-in cleaner's, read in the
 * browser) and out of search engines.
 */
export const Route = createFileRoute('/_site/crew/')({
  component: CrewPage,
});
