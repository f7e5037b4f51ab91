import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: a phone number, an e-mail address, a web address.
 * Inside Arabic text '+971 4 123 4567' would otherwise be laid out by the bidi algorithm as '4567 123 4 971+'.
 * `<bdi>` isolates it from the text around it (so the punctuation that follows stays in place) and `dir="ltr"`
 * fixes its own direction, since digits and '+' carry none. In a left-to-right page it changes nothing.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
