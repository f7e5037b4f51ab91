import type { LinkComponentProps } from '@sparkle/ui';
import { Link } from '@tanstack/react-router';

/**
 * The design system's link component (UiProvider `linkComponent`): internal hrefs become router links, so
 * they navigate without a page load, preload the next page's chunk on hover or focus, and carry
 * `aria-current="page"` and `data-status="active"` on the current page (the header's bold item).
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  const url = new URL(href, 'http://site.invalid');
  const search = url.search ? Object.fromEntries(url.searchParams) : undefined;
  return (
    <Link
      {...props}
      // Paths come from content as plain strings; the router still matches them at run time.
      to={url.pathname as '/'}
      search={search as never}
      hash={url.hash ? url.hash.slice(1) : undefined}
      activeOptions={{ exact: true, includeSearch: false }}
    />
  );
}
