import { contact } from '../../_shared/company.ts';
import { firstName } from '../bookingParts.tsx';
import { Details, EmailLayout, Paragraph } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, payloadReader } from '../template.ts';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  receivedAt?: string | undefined;
}

export function parseContactMessage(kind: string, payload: Record<string, unknown>): ContactMessage {
  const read = payloadReader(kind, payload);
  return {
    name: read.text('name'),
    email: read.text('email'),
    message: read.text('message'),
    receivedAt: read.optionalText('received_at'),
  };
}

const texts = {
  en: {
    subject: 'We have your message',
    title: (m: ContactMessage) => `Thank you, ${firstName(m.name)}`,
    intro: 'We have your message and will get back to you soon, usually within a working day. Here is what you sent:',
    caption: 'Your message',
    yourMessage: 'Message',
    urgent: `Urgent? Call us on ${contact.phone}.`,
  },
  ar: {
    subject: 'وصلتنا رسالتك',
    title: (m: ContactMessage) => `شكراً لك يا ${firstName(m.name)}`,
    intro: 'وصلتنا رسالتك وسنرد عليك قريباً، عادةً خلال يوم عمل. هذا ما أرسلته:',
    caption: 'رسالتك',
    yourMessage: 'الرسالة',
    urgent: `أمر عاجل؟ اتصل بنا على \u2066${contact.phone}\u2069.`,
  },
} as const;

function ContactReceivedEmail({ payload, locale, frame }: EmailProps<ContactMessage>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.intro} title={t.title(payload)} frame={frame}>
      <Paragraph>{t.intro}</Paragraph>
      <Details caption={t.caption} rows={[[t.yourMessage, payload.message]]} />
      <Paragraph>{t.urgent}</Paragraph>
    </EmailLayout>
  );
}

/** The answer to a contact message: it arrived, and what was sent. */
export const contactReceived: MessageTemplate<ContactMessage> = {
  kind: 'contact_received',
  audience: 'customer',
  parse: (payload) => parseContactMessage('contact_received', payload),
  subject: (_payload, locale) => texts[locale].subject,
  Email: ContactReceivedEmail,
};
