import { Card, ContactForm, Heading, Stack, Text } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { contactPageText } from '../../content/contact';
import { machineText } from '../../i18n/machineMessages';
import { formOpenedAt } from '../../lib/formTiming';
import { useSubmitFocus } from '../../lib/useSubmitFocus';
import { formIslands } from '../../loading/formIslands';
import { contactFormTexts, honeypotLabel } from './contactText';
import { siteContactMachine } from './siteContactMachine';

/**
 * The contact page's message form (docs/product.md), driven by the contact statechart: 'Sending...' while the message
 * is stored, then the spec's toast naming the e-mail; a failure keeps every value; a honeypot and when the form became
 * usable go with the message. An island that hydrates once used (ContactPage, src/loading/island.tsx): the
 * page's first load carries neither XState nor the form's code.
 */
export default function ContactFormCard() {
  const [snapshot, send] = useMachine(siteContactMachine, { input: { openedAt: formOpenedAt(formIslands.contact) } });
  const pending = snapshot.matches('sending');
  const { values, error } = snapshot.context;
  // A refusal names its field, so the message also shows (and is read) under it.
  const field = error?.field && error.field !== 'honeypot' ? error.field : undefined;
  const formRef = useRef<HTMLDivElement>(null);
  const focusInvalidField = useSubmitFocus(formRef, pending);
  const text = contactPageText();
  return (
    <Card padding="large" elevation="raised">
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={2}>{text.formTitle}</Heading>
          <Text tone="secondary">{text.formSubtitle}</Text>
        </Stack>
        <div ref={formRef}>
          <ContactForm
            values={values}
            pending={pending}
            errors={field && error ? { [field]: machineText(error.message) } : undefined}
            texts={contactFormTexts()}
            honeypot={{
              label: honeypotLabel(),
              value: values.honeypot,
              onValueChange: (value) => send({ type: 'field.change', field: 'honeypot', value }),
            }}
            onChange={(name, value) => send({ type: 'field.change', field: name, value })}
            onSubmit={() => {
              send({ type: 'form.submit' });
              focusInvalidField();
            }}
          />
        </div>
      </Stack>
    </Card>
  );
}
