import { createFileRoute } from '@tanstack/react-router';
import { JoinCrewPage } from '../../../features/crew/JoinCrewPage';

/**
 * Where a cleaner's invitation e-mail leads. The token is the only key to the invitation, so the page stays out of
 * search engines and sends no Referer with the token. One prerendered shell ('Loading...') serves every token, as the
 * manage link's does.
 */
export const Route = createFileRoute('/_site/crew/join/$token')({
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useParams();
  return <JoinCrewPage key={token} token={token} />;
}
