import { companyName } from '../../_shared/company.ts';
import { ltr } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';
import { type AccountLinkMessage, parseAccountLink } from './accountParts.ts';

const texts = {
  en: {
    subject: 'Reset your password',
    title: 'Choose a new password',
    intro: (m: AccountLinkMessage) =>
      `Someone, we hope you, asked to reset the password of the ${companyName} account of ${m.email}.`,
    action: 'Choose a new password',
    expiry: (m: AccountLinkMessage) => `The link works once, within ${m.minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    title: 'اختر كلمة مرور جديدة',
    intro: (m: AccountLinkMessage) =>
      `طلب أحدهم، ونرجو أن تكون أنت، إعادة تعيين كلمة مرور حساب ${companyName} المرتبط بـ ${ltr(m.email, 'ar')}.`,
    action: 'اختر كلمة مرور جديدة',
    expiry: (m: AccountLinkMessage) => `يعمل الرابط مرة واحدة خلال ${m.minutes} دقيقة.`,
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  },
} as const;

function PasswordResetEmail({ payload, locale, frame }: EmailProps<AccountLinkMessage>) {
  const t = texts[locale];
  return (
    <EmailLayout locale={locale} preview={t.intro(payload)} title={t.title} frame={frame}>
      <Paragraph>{t.intro(payload)}</Paragraph>
      <ActionButton href={payload.link}>{t.action}</ActionButton>
      <SmallPrint>{t.expiry(payload)}</SmallPrint>
      <SmallPrint>{t.ignore}</SmallPrint>
    </EmailLayout>
  );
}

/** 'Forgot password?': the single-use, time-limited link to choose a new password (by e-mail only). */
export const passwordReset: MessageTemplate<AccountLinkMessage> = {
  kind: 'password_reset',
  audience: 'customer',
  parse: (payload) => parseAccountLink('password_reset', payload),
  subject: (_payload, locale) => texts[locale].subject,
  Email: PasswordResetEmail,
};
