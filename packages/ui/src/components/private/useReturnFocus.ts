import { useLayoutEffect, useRef } from 'react';

export const inlineEditorModes = ['viewing', 'editing', 'saving'] as const;
/** The inline editors' modes, as the app's statechart names them. */
export type InlineEditorMode = (typeof inlineEditorModes)[number];

/** Internal to the inline editors. Returns focus to the Edit button when an edit ends and focus would otherwise be lost on the page. */
export function useReturnFocus(mode: InlineEditorMode) {
  const editRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLElement>(null);
  const previous = useRef(mode);
  // A layout effect, so focus moves in the same frame as the editor swaps, before anyone can type.
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = mode;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    // Saved or cancelled: back to the Edit button. A failed save comes back to the field, with its error.
    if (from !== 'viewing' && mode === 'viewing') editRef.current?.focus();
    if (from === 'saving' && mode === 'editing') fieldRef.current?.focus();
  }, [mode]);
  return { editRef, fieldRef };
}
