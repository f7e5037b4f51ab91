import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { toggle, toggleIcon } from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'label'> {
  /** @default 'Password' */
  label?: TextFieldProps['label'];
  /** Whether the password starts out readable. */
  defaultVisible?: boolean;
  /**
   * Accessible name of the show/hide toggle. It stays the same in both states and `aria-pressed` says
   * whether the password is shown, as the WAI-ARIA button pattern asks of toggle buttons (a name that flips
   * to 'Hide password' while also "pressed" would read as a double negative).
   * @default 'Show password'
   */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle. Pressing the toggle switches the input between
 * `type="password"` and `type="text"`; the typed value and the caret stay where they were.
 */
export function PasswordField({
  label = 'Password',
  defaultVisible = false,
  toggleLabel = 'Show password',
  autoComplete = 'current-password',
  id,
  ...props
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? `password${autoId}`;
  const [visible, setVisible] = useState(defaultVisible);
  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Autocapitalisation and spell-check would alter or leak a password shown as text.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon aria-hidden="true" className={toggleIcon} />
        </button>
      }
    />
  );
}
