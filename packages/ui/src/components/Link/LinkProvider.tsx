import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, useContext } from 'react';

/** Props every link component receives. `href` is a path ('/book-now') or an absolute URL. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = (props: LinkComponentProps) => ReactNode;

const DefaultLink: LinkComponent = ({ href, ...props }) => <a href={href} {...props} />;

interface UiContextValue {
  linkComponent: LinkComponent;
  locale: string | undefined;
  opensInNewTab: string;
  fieldErrorPrefix: string;
}

const UiContext = createContext<UiContextValue>({
  linkComponent: DefaultLink,
  locale: undefined,
  opensInNewTab: 'opens in a new tab',
  fieldErrorPrefix: 'Error: ',
});

export interface UiProviderProps {
  /** The component that renders internal links, e.g. an adapter around the router's Link. Defaults to `<a>`. */
  linkComponent?: LinkComponent;
  /**
   * The page's language for dates, times and amounts ('en-AE', 'ar-AE'): the default of every component's
   * `locale` prop (date field, calendar, time slots, estimate, chat). Without it they read as in English today.
   */
  locale?: string;
  /** Read after a link that opens in a new tab, in brackets. @default 'opens in a new tab' */
  opensInNewTab?: string;
  /** Read (not shown) before a field's error message, space included. @default 'Error: ' */
  fieldErrorPrefix?: string;
  children: ReactNode;
}

/**
 * Supplies app-level wiring to every ui component: the router's link, as Braid's `linkComponent` does, and the
 * page's language where a component formats dates, times or money, or says a link opens a new tab.
 */
export function UiProvider({
  linkComponent = DefaultLink,
  locale,
  opensInNewTab = 'opens in a new tab',
  fieldErrorPrefix = 'Error: ',
  children,
}: UiProviderProps) {
  return (
    <UiContext.Provider value={{ linkComponent, locale, opensInNewTab, fieldErrorPrefix }}>
      {children}
    </UiContext.Provider>
  );
}

export function useLinkComponent(): LinkComponent {
  return useContext(UiContext).linkComponent;
}

/** The locale `UiProvider` gives, if any; components use it when their own `locale` prop is not set. */
export function useUiLocale(): string | undefined {
  return useContext(UiContext).locale;
}

/** What a link that opens in a new tab says about it, in the page's language. */
export function useOpensInNewTabText(): string {
  return useContext(UiContext).opensInNewTab;
}

/** True for links that leave the site (http(s), mailto, tel, wa.me…). */
/** What is read before a field's error message ('Error: '), in the page's language. */
export function useFieldErrorPrefix(): string {
  return useContext(UiContext).fieldErrorPrefix;
}

export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
