import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../../features/review/ReviewPage';

/**
 * A review request's private link. The token is the only key to it, so the page stays out of search engines and
 * sends no Referer with the token. One prerendered shell ('Loading...') serves every token, as the manage link's
 * does (README, "Manage links").
 */
export const Route = createFileRoute('/_site/review/$token')({
  component: ReviewRoute,
});

function ReviewRoute() {
  const { token } = Route.useParams();
  return <ReviewPage key={token} token={token} />;
}
