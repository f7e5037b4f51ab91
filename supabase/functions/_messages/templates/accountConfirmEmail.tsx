import { firstName } from '../bookingParts.tsx';
import { ltr } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, payloadReader, siteLink } from '../template.ts';

interface AccountConfirmation {
  email: string;
  name?: string | undefined;
  /** '/account/confirm?token=…' or '/ar/account/confirm?token=…'. */
  confirmPath: string;
  expiresInDays: number;
}

const texts = {
  en: {
    subject: 'Confirm your e-mail address',
    title: 'Confirm your e-mail address',
    intro: (m: AccountConfirmation) =>
      `${m.name ? `Hello ${firstName(m.name)}, ` : ''}please confirm that ${m.email} is yours. Your account will then show the bookings made earlier with this address.`,
    confirm: 'Confirm my e-mail address',
    expiry: (days: number) =>
      `The link works for ${days} days. If you did not make an account with us, ignore this e-mail.`,
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني',
    title: 'أكّد عنوان بريدك الإلكتروني',
    intro: (m: AccountConfirmation) =>
      `${m.name ? `مرحباً ${firstName(m.name)}، ` : ''}يرجى تأكيد أن ${ltr(m.email, 'ar')} عنوانك. سيعرض حسابك بعدها الحجوزات التي تمت سابقاً بهذا العنوان.`,
    confirm: 'تأكيد بريدي الإلكتروني',
    expiry: (days: number) => `يعمل الرابط لمدة ${days} أيام. إذا لم تنشئ حساباً لدينا، فتجاهل هذه الرسالة.`,
  },
} as const;

function AccountConfirmEmailEmail({ payload, locale, context, frame }: EmailProps<AccountConfirmation>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.intro(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <ActionButton href={siteLink(context, payload.confirmPath)}>{t.confirm}</ActionButton>
      <SmallPrint>{t.expiry(payload.expiresInDays)}</SmallPrint>
    </EmailLayout>
  );
}

/** The link that proves an account's address, after which its earlier bookings are attached to it. */
export const accountConfirmEmail: MessageTemplate<AccountConfirmation> = {
  kind: 'account_confirm_email',
  audience: 'customer',
  parse: (payload) => {
    const read = payloadReader('account_confirm_email', payload);
    return {
      email: read.text('email'),
      name: read.optionalText('name'),
      confirmPath: read.text('confirm_path'),
      expiresInDays: read.amount('expires_in_days') ?? 7,
    };
  },
  subject: (_payload, locale) => texts[locale].subject,
  Email: AccountConfirmEmailEmail,
};
