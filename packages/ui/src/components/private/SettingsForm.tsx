import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { AlertIcon, CircleCheckIcon } from '../Icon/icons';
import * as styles from './SettingsForm.css';

/** The texts every form of figures per row has (crews per service, discounts per frequency). */
export interface FiguresFormTexts {
  title: string;
  description: string;
  save: string;
  pending: string;
  saved: string;
  required: string;
}

/** What every form of figures per row takes besides its rows: the save, and how the last one went. */
export interface FiguresFormProps<Texts> {
  /** Called with every row's figure, by the row's id, once all are valid. */
  onSave: (figures: Record<string, number>) => void;
  pending?: boolean;
  /** The last save failed: said above the button; what was typed stays. */
  error?: string;
  /** The last save went through. */
  saved?: boolean;
  headingLevel?: 2 | 3;
  texts?: Partial<Texts>;
}

export interface SettingsFormShellProps {
  title: string;
  description?: ReactNode;
  headingLevel: 2 | 3;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A failed save, said above the button (role="alert"). */
  error?: string;
  /** Shown after a successful save (role="status"). */
  savedText?: string;
  onSubmit: () => void;
  /** A second control beside the submit button (e.g. Cancel), before it. */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/**
 * The shell's props of a form of figures: its texts, and how its last save went (the 'saved' line stays until the
 * next edit).
 */
export function figuresShellProps(
  t: Pick<FiguresFormTexts, 'title' | 'description' | 'save' | 'pending' | 'saved'>,
  state: { headingLevel: 2 | 3; pending: boolean; error?: string; saved: boolean; edited: boolean; submit: () => void },
): Omit<SettingsFormShellProps, 'children'> {
  return {
    title: t.title,
    description: t.description,
    headingLevel: state.headingLevel,
    submitLabel: t.save,
    pendingLabel: t.pending,
    pending: state.pending,
    error: state.error,
    savedText: state.saved && !state.edited ? t.saved : undefined,
    onSubmit: state.submit,
  };
}

/**
 * The frame every settings form shares: a titled card, the app's own validation (noValidate), the failure
 * or success message beside a Save button that reads 'Saving...' while pending.
 */
export function SettingsFormShell({
  title,
  description,
  headingLevel,
  submitLabel,
  pendingLabel,
  pending,
  error,
  savedText,
  onSubmit,
  secondaryAction,
  children,
}: SettingsFormShellProps) {
  const id = `settings${useId().replace(/:/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <div>
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        {children}
        <div className={styles.footer}>
          <div className={styles.messages}>
            {error ? (
              <p role="alert" className={styles.error}>
                <AlertIcon aria-hidden="true" className={styles.icon} />
                {error}
              </p>
            ) : null}
            <p role="status" className={styles.saved}>
              {savedText && !error ? (
                <>
                  <CircleCheckIcon aria-hidden="true" className={styles.icon} />
                  {savedText}
                </>
              ) : null}
            </p>
          </div>
          {secondaryAction ? (
            <div className={styles.buttons}>
              {secondaryAction}
              <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
                {submitLabel}
              </Button>
            </div>
          ) : (
            <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
              {submitLabel}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Moves focus to the first field marked invalid inside `form`, after React has rendered the errors. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The draft of a settings form with one figure per row (crews per service, a discount per frequency): the figures as
 * typed, their errors, and whether they changed since the last save. It starts again from the server's figures when
 * those change (a save went through, or another admin changed them), so a failed save loses nothing. `submit` checks
 * every row, focuses the first refused one, or hands the draft on.
 */
export function useFiguresDraft({
  figures,
  validate,
  onValid,
}: {
  /** Each row's id and the figure as the field shows it. */
  figures: readonly (readonly [id: string, text: string])[];
  validate: (raw: string) => string | undefined;
  onValid: (draft: Record<string, string>) => void;
}) {
  const stored = figures.map(([id, text]) => `${id}:${text}`).join(',');
  const initial = () => Object.fromEntries(figures);
  const [draft, setDraft] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored figures, not the array's identity
  useEffect(() => {
    setDraft(initial());
    setErrors({});
    setEdited(false);
  }, [stored]);

  const change = (id: string, value: string) => {
    setDraft((current) => ({ ...current, [id]: value }));
    setEdited(true);
  };
  const submit = () => {
    const next: Record<string, string> = {};
    for (const [id] of figures) {
      const message = validate(draft[id] ?? '');
      if (message) next[id] = message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(root.current);
    setEdited(false);
    onValid(draft);
  };
  return { draft, errors, edited, root, change, submit };
}
