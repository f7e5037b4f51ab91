import { t } from '@lingui/core/macro';
import { NotFound } from '@sparkle/ui';

/**
 * The 404 page (docs/product.md, 404): 'Oops! Page not found' with a link home. A static section: prerendered, never
 * hydrated.
 */
export default function NotFoundSection() {
  return (
    <NotFound
      title={t`Oops! Page not found`}
      message={t`The page you are looking for does not exist or has been moved.`}
      homeLabel={t`Return to Home`}
    />
  );
}
