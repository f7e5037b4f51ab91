import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './RemoveAdminButton.css';

export interface RemoveAdminButtonTexts {
  remove: string;
  confirm: (name: string) => string;
  confirmButton: string;
  cancel: string;
  pending: string;
}

export const defaultRemoveAdminButtonTexts: RemoveAdminButtonTexts = {
  remove: 'Remove admin',
  confirm: (name) => `Remove admin rights from ${name}?`,
  confirmButton: 'Remove',
  cancel: 'Keep admin',
  pending: 'Removing...',
};

export interface RemoveAdminButtonProps {
  /** Who loses the rights (a name or the e-mail): read with the button and in the question. */
  name: string;
  /** Called when the admin confirms. */
  onConfirm: () => void;
  /** The removal is under way. */
  pending?: boolean;
  texts?: Partial<RemoveAdminButtonTexts>;
}

/**
 * 'Remove admin' with a confirmation in place: the button turns into the question, 'Remove' and 'Keep admin'.
 * Focus moves to 'Keep admin' (the safe answer); Escape or 'Keep admin' puts the first button back and focus
 * on it. The database refuses removing yourself or the last admin; the app shows its message.
 */
export function RemoveAdminButton({ name, onConfirm, pending = false, texts: textsProp }: RemoveAdminButtonProps) {
  const t = { ...defaultRemoveAdminButtonTexts, ...textsProp };
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (asking ? keep : trigger).current?.focus();
  }, [asking]);

  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  if (!asking && !pending) {
    return (
      <Button ref={trigger} size="small" tone="secondary" onClick={() => ask(true)}>
        {t.remove}
        <VisuallyHidden> ({name})</VisuallyHidden>
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t.confirm(name)}
      className={styles.confirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) {
          event.stopPropagation();
          ask(false);
        }
      }}
    >
      <span className={styles.question}>{t.confirm(name)}</span>
      <Button size="small" tone="critical" pending={pending} pendingLabel={t.pending} onClick={onConfirm}>
        {t.confirmButton}
      </Button>
      <Button ref={keep} size="small" tone="ghost" disabled={pending} onClick={() => ask(false)}>
        {t.cancel}
      </Button>
    </div>
  );
}
