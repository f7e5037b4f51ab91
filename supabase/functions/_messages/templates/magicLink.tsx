import { companyName } from '../../_shared/company.ts';
import { ltr } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';
import { type AccountLinkMessage, parseAccountLink } from './accountParts.ts';

const texts = {
  en: {
    subject: 'Your sign-in link',
    title: 'Sign in to your account',
    intro: (m: AccountLinkMessage) =>
      `Someone, we hope you, asked for a link to sign in to the ${companyName} account of ${m.email} without a password.`,
    action: 'Sign me in',
    expiry: (m: AccountLinkMessage) => `The link works once, within ${m.minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
  },
  ar: {
    subject: 'رابط تسجيل الدخول',
    title: 'سجّل الدخول إلى حسابك',
    intro: (m: AccountLinkMessage) =>
      `طلب أحدهم، ونرجو أن تكون أنت، رابطاً لتسجيل الدخول دون كلمة مرور إلى حساب ${companyName} المرتبط بـ ${ltr(m.email, 'ar')}.`,
    action: 'سجّل دخولي',
    expiry: (m: AccountLinkMessage) => `يعمل الرابط مرة واحدة خلال ${m.minutes} دقيقة.`,
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لا يستطيع أحد تسجيل الدخول دون الرابط.',
  },
} as const;

function MagicLinkEmail({ payload, locale, frame }: EmailProps<AccountLinkMessage>) {
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

/** 'E-mail me a sign-in link': the single-use, time-limited link that signs the account in without its password. */
export const magicLink: MessageTemplate<AccountLinkMessage> = {
  kind: 'magic_link',
  audience: 'customer',
  parse: (payload) => parseAccountLink('magic_link', payload),
  subject: (_payload, locale) => texts[locale].subject,
  Email: MagicLinkEmail,
};
