import { companyName } from '../../_shared/company.ts';
import { ltr } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph, SmallPrint } from '../layout.tsx';
import type { EmailProps, MessageTemplate } from '../template.ts';
import { type AccountLinkMessage, parseAccountLink } from './accountParts.ts';

const texts = {
  en: {
    subject: 'Confirm your e-mail address',
    title: 'Confirm your e-mail address',
    intro: (m: AccountLinkMessage) =>
      `Welcome to ${companyName}. To finish creating your account, confirm that ${m.email} is yours.`,
    action: 'Confirm my e-mail address',
    expiry: (m: AccountLinkMessage) => `The link works once, within ${m.minutes} minutes.`,
    ignore: 'If you did not create an account, ignore this e-mail.',
  },
  ar: {
    subject: 'أكّد بريدك الإلكتروني',
    title: 'أكّد بريدك الإلكتروني',
    intro: (m: AccountLinkMessage) =>
      `مرحباً بك في ${companyName}. لإكمال إنشاء حسابك، أكّد أن ${ltr(m.email, 'ar')} عنوانك.`,
    action: 'أكّد بريدي الإلكتروني',
    expiry: (m: AccountLinkMessage) => `يعمل الرابط مرة واحدة خلال ${m.minutes} دقيقة.`,
    ignore: 'إن لم تنشئ حساباً فتجاهل هذه الرسالة.',
  },
} as const;

function SignupConfirmationEmail({ payload, locale, frame }: EmailProps<AccountLinkMessage>) {
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

/** Sign-up with confirmation on (the back office's setting): the link that confirms the address. */
export const signupConfirmation: MessageTemplate<AccountLinkMessage> = {
  kind: 'signup_confirmation',
  audience: 'customer',
  parse: (payload) => parseAccountLink('signup_confirmation', payload),
  subject: (_payload, locale) => texts[locale].subject,
  Email: SignupConfirmationEmail,
};
