import { createFileRoute } from '@tanstack/react-router';
import { ManageBookingPage } from '../../../features/booking/ManageBookingPage';

/**
 * A booking's private manage link. The token is the only key to the booking, so the page stays out
 * of search engines and sends no Referer with the token to anything it links to. One prerendered shell
 * ('Loading your booking...') serves every token: the local server and the static hosts rewrite
 * /booking/<token> to it (README, "Manage links").
 */
export const Route = createFileRoute('/_site/booking/$token')({
  component: ManageRoute,
});

function ManageRoute() {
  const { token } = Route.useParams();
  return <ManageBookingPage key={token} token={token} />;
}
