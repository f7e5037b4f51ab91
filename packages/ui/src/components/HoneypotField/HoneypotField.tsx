import { useId } from 'react';
import { honeypot } from './HoneypotField.css';

export interface HoneypotFieldProps {
  /** What was typed into the field: always empty for a person, who never meets it. */
  value: string;
  /** Called with the new text on every change (a bot filling the form). */
  onValueChange: (value: string) => void;
  /** The input's name: bait for bots that fill every field. @default 'website' */
  name?: string;
  /** The label bots read. @default 'Website' */
  label?: string;
}

/**
 * A honeypot for a public form: a text field that people never meet, but that bots which fill in every input do.
 * It is hidden from sight (one clipped pixel), from assistive technology (`aria-hidden`) and from the keyboard
 * (`tabIndex={-1}`), and browsers' autofill and password managers are asked to leave it alone. The form sends
 * its value with the submission; whoever receives it decides (the database quarantines submissions that have one).
 */
export function HoneypotField({ value, onValueChange, name = 'website', label = 'Website' }: HoneypotFieldProps) {
  const id = `honeypot${useId()}`;
  return (
    <div className={honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        // 1Password, LastPass, Bitwarden and Dashlane fill fields that autocomplete="off" alone does not stop.
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
