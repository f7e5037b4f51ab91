import { NotFound } from '@sparkle/ui';

/** SPEC §2 404: 'Oops! Page not found' with a link home. A static section: prerendered, never hydrated. */
export default function NotFoundSection() {
  return <NotFound />;
}
