import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, useContext } from 'react';

/** Props every link component receives. `href` is a path ('/book-now') or an absolute URL. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = (props: LinkComponentProps) => ReactNode;

const DefaultLink: LinkComponent = ({ href, ...props }) => <a href={href} {...props} />;

const LinkContext = createContext<LinkComponent>(DefaultLink);

export interface UiProviderProps {
  /** The component that renders internal links, e.g. an adapter around the router's Link. Defaults to `<a>`. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** Supplies app-level wiring (the router's link) to every ui component, as Braid's `linkComponent` does. */
export function UiProvider({ linkComponent = DefaultLink, children }: UiProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** True for links that leave the site (http(s), mailto, tel, wa.me…). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
