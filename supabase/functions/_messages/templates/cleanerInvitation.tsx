import { companyName } from '../../_shared/name.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, payloadReader, siteLink } from '../template.ts';

export interface CleanerInvitation {
  /** The invitation's page on the site, '/crew/join/<token>' ('/ar/…' in Arabic). */
  joinPath: string;
  /** The team the cleaner will join, if the office chose one. */
  team?: string | undefined;
  expiresAt?: string | undefined;
}

export function parseCleanerInvitation(payload: Record<string, unknown>): CleanerInvitation {
  const read = payloadReader('cleaner_invitation', payload);
  return {
    joinPath: read.text('join_path'),
    team: read.optionalText('team'),
    expiresAt: read.optionalText('expires_at'),
  };
}

const day = (iso: string, locale: 'en' | 'ar') =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

const texts = {
  en: {
    subject: `Join the ${companyName} crew`,
    title: 'You are invited to join the crew',
    intro: (team?: string) =>
      team
        ? `The office invites you to join ${team} at ${companyName}. On the crew's page you see your team's jobs of today and tomorrow on your phone, and start and finish them there, even with a weak signal.`
        : `The office invites you to join the cleaners of ${companyName}. On the crew's page you see your team's jobs of today and tomorrow on your phone, and start and finish them there, even with a weak signal.`,
    accept: 'Accept the invitation',
    how: 'Create your account with this e-mail address (or sign in, if you have one), and the invitation is yours.',
    until: (date: string) => `The link works until ${date}. Did not expect it? You can ignore this e-mail.`,
  },
  ar: {
    subject: `انضم إلى فريق عمل ${companyName}`,
    title: 'أنت مدعو للانضمام إلى فريق العمل',
    intro: (team?: string) =>
      team
        ? `يدعوك المكتب للانضمام إلى ${team} في ${companyName}. في صفحة فريق العمل ترى مهام فريقك اليوم وغدًا على هاتفك، وتبدأها وتنهيها من هناك، حتى مع ضعف الإشارة.`
        : `يدعوك المكتب للانضمام إلى عمال التنظيف في ${companyName}. في صفحة فريق العمل ترى مهام فريقك اليوم وغدًا على هاتفك، وتبدأها وتنهيها من هناك، حتى مع ضعف الإشارة.`,
    accept: 'اقبل الدعوة',
    how: 'أنشئ حسابك بعنوان البريد الإلكتروني هذا (أو سجّل الدخول إن كان لديك حساب)، وتصبح الدعوة لك.',
    until: (date: string) => `يعمل الرابط حتى ${date}. لم تكن تتوقعها؟ يمكنك تجاهل هذه الرسالة.`,
  },
} as const;

function CleanerInvitationEmail({ payload, locale, context, frame }: EmailProps<CleanerInvitation>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.intro(payload.team)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload.team)}</Paragraph>
      <ActionButton href={siteLink(context, payload.joinPath)}>{t.accept}</ActionButton>
      <Paragraph>{t.how}</Paragraph>
      {payload.expiresAt ? <SmallPrint>{t.until(day(payload.expiresAt, locale))}</SmallPrint> : null}
    </EmailLayout>
  );
}

/**
 * An invitation to join the crews as a cleaner: the link to accept it, and until when it works. In the invitee's
 * language, like the account e-mails (audience 'customer': a person's message, not the company's alert).
 */
export const cleanerInvitation: MessageTemplate<CleanerInvitation> = {
  kind: 'cleaner_invitation',
  audience: 'customer',
  parse: parseCleanerInvitation,
  subject: (_payload, locale) => texts[locale].subject,
  Email: CleanerInvitationEmail,
};
