import type { ReactNode } from 'react';
import type { ButtonSize, ButtonTone } from '../Button/Button';
import { button } from '../Button/Button.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { link } from './Link.css';
import { isExternalHref, type LinkComponentProps, useLinkComponent, useOpensInNewTabText } from './LinkProvider';

export interface LinkProps extends Omit<LinkComponentProps, 'children'> {
  children: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  newTab?: boolean;
}

function linkAttributes(href: string, newTab: boolean | undefined) {
  return newTab || (isExternalHref(href) && href.startsWith('http'))
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : {};
}

/**
 * An anchor for an external address, else the app's link component (see UiProvider); one that opens a new tab says so
 * to screen readers.
 */
function AnyLink({ href, newTab, className, children, ...props }: LinkProps & { className: string }) {
  const AppLink = useLinkComponent();
  const opensInNewTab = useOpensInNewTabText();
  const attrs = linkAttributes(href, newTab);
  const content = (
    <>
      {children}
      {attrs.target ? <VisuallyHidden>{` (${opensInNewTab})`}</VisuallyHidden> : null}
    </>
  );
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} {...attrs} {...props}>
        {content}
      </a>
    );
  }
  return (
    <AppLink href={href} className={className} {...props}>
      {content}
    </AppLink>
  );
}

/** A text link. Internal paths go through the app's link component (see UiProvider). */
export function Link({ className, ...props }: LinkProps) {
  return <AnyLink className={[link, className].filter(Boolean).join(' ')} {...props} />;
}

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** A link that looks like a button ('Book a Cleaning', 'Choose Plan'…). */
export function ButtonLink({
  tone = 'primary',
  size = 'standard',
  fullWidth = false,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <AnyLink className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')} {...props}>
      {icon}
      {children}
    </AnyLink>
  );
}
