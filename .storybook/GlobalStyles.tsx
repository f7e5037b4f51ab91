import type { ReactNode } from 'react';
import '@sparkle/ui/global';

/** Wraps every story so that tokens and base styles apply exactly as on the site. */
export function GlobalStyles({ children }: { children: ReactNode }) {
  return <div dir="ltr">{children}</div>;
}
