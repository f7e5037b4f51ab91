import type { HTMLAttributes, ReactNode } from 'react';
import { main } from './Main.css';

/** The page's one `<main>`, the skip link's target. Layouts render it, after the header and before the footer. */
export function Main({ className, children, ...props }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <main {...props} id="main" tabIndex={-1} className={[main, className].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
