import { ActionButton, Details, EmailLayout, Paragraph } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, siteLink } from '../template.ts';
import { type ContactMessage, parseContactMessage } from './contactReceived.tsx';

const texts = {
  subject: (m: ContactMessage) => `New message from ${m.name}`,
  intro: 'Someone wrote through the contact form:',
  caption: 'The message',
  from: 'From',
  message: 'Message',
  open: 'Open the messages',
};

function AdminNewMessageEmail({ payload, context, frame }: EmailProps<ContactMessage>) {
  return (
    <EmailLayout
      locale="en"
      preview={payload.message.slice(0, 120)}
      title={texts.subject(payload)}
      frame={frame}
      footer={false}
    >
      <Paragraph>{texts.intro}</Paragraph>
      <Details
        caption={texts.caption}
        rows={[
          [texts.from, `${payload.name} <${payload.email}>`],
          [texts.message, payload.message],
        ]}
      />
      <ActionButton href={siteLink(context, '/admin/messages')}>{texts.open}</ActionButton>
    </EmailLayout>
  );
}

/** The company's alert of a new contact message. Replying to it answers the visitor (Reply-To). */
export const adminNewMessage: MessageTemplate<ContactMessage> = {
  kind: 'admin_new_message',
  audience: 'company',
  parse: (payload) => parseContactMessage('admin_new_message', payload),
  subject: (payload) => texts.subject(payload),
  Email: AdminNewMessageEmail,
};
