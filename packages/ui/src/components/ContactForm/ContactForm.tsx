import { type FormEvent, memo, useId } from 'react';
import { Button } from '../Button/Button';
import { HoneypotField, type HoneypotFieldProps } from '../HoneypotField/HoneypotField';
import { Icon } from '../Icon/Icon';
import { SendIcon } from '../Icon/icons';
import { useFieldBinding, useFieldHandlers } from '../private/fieldBinding';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { form, requiredNote } from './ContactForm.css';

/** The contact message as the person writes it. */
export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}
export type ContactFormField = keyof ContactFormValues;

// Memoised, with change handlers that stay the same (`useFieldBinding`): a key re-renders only its own field.
const MemoTextField = /*#__PURE__*/ memo(TextField);
const MemoTextArea = /*#__PURE__*/ memo(TextArea);
const MemoHoneypotField = /*#__PURE__*/ memo(HoneypotField);

export const emptyContactFormValues: ContactFormValues = { name: '', email: '', message: '' };

/** Every text of the form, for a later translation. Defaults are the spec's words. */
export interface ContactFormTexts {
  name: string;
  email: string;
  message: string;
  messagePlaceholder: string;
  requiredNote: string;
  submit: string;
  submitting: string;
}

export const defaultContactFormTexts: ContactFormTexts = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  messagePlaceholder: 'How can we help?',
  requiredNote: 'Fields marked * are required.',
  submit: 'Send Message',
  submitting: 'Sending...',
};

export interface ContactFormProps {
  /** What the person has entered so far; nothing typed is lost while sending or after a failure. */
  values: ContactFormValues;
  /** Called on every change of one field. */
  onChange: (field: ContactFormField, value: string) => void;
  /** Called once the browser's checks passed (all three fields required, e-mail well-formed). */
  onSubmit: () => void;
  /** While true the button reads 'Sending...' and is disabled. */
  pending?: boolean;
  /** Error message per field, shown under it and announced with it. */
  errors?: Partial<Record<ContactFormField, string>>;
  /**
   * A honeypot for bots (`HoneypotField`): a field people never meet, whose value goes with the submission. Its
   * value and change handler; without it the form has none.
   */
  honeypot?: Pick<HoneypotFieldProps, 'value' | 'onValueChange' | 'label'>;
  texts?: Partial<ContactFormTexts>;
  className?: string;
}

/** The contact page's message form: Name, Email and a five-row Message. */
export function ContactForm({
  values,
  onChange,
  onSubmit,
  pending = false,
  errors = {},
  honeypot,
  texts: textsProp,
  className,
}: ContactFormProps) {
  const t = { ...defaultContactFormTexts, ...textsProp };
  const id = `contact${useId()}`;
  const textField = useFieldBinding(id, values, errors, onChange);
  const onHoneypotChange = useFieldHandlers<{ honeypot: string }>((_, value) => honeypot?.onValueChange?.(value))(
    'honeypot',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form onSubmit={submit} className={[form, className].filter(Boolean).join(' ')}>
      <p className={requiredNote}>{t.requiredNote}</p>
      <MemoTextField {...textField('name')} label={t.name} autoComplete="name" required />
      <MemoTextField {...textField('email')} type="email" label={t.email} autoComplete="email" required />
      <MemoTextArea {...textField('message')} rows={5} label={t.message} placeholder={t.messagePlaceholder} required />
      {honeypot && <MemoHoneypotField label={honeypot.label} value={honeypot.value} onValueChange={onHoneypotChange} />}
      <Button
        type="submit"
        size="large"
        fullWidth
        icon={pending ? undefined : <Icon icon={SendIcon} size="small" flipInRtl />}
        pending={pending}
        pendingLabel={t.submitting}
      >
        {t.submit}
      </Button>
    </form>
  );
}
