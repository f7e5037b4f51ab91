/**
 * The embedded assistant: answers a visitor from the company's facts with no language model. It reads the message
 * (understand.ts), carries the service, day and size over from the visitor's earlier messages, and answers one of:
 * - free times ('any slot Saturday morning?'), from the database's availability;
 * - a price ('2-bedroom deep clean with oven'), with the booking form's estimate over the stored price list;
 * - a booking ('book a deep clean Saturday at 10'), with a link that opens the form filled in;
 * - a place ('do you come to JLT?');
 * - otherwise the FAQ that the search finds, or, when none fits, that it does not know, with the phone, WhatsApp and
 *   the contact form.
 * Every answer is in the page's language, and its figures come from the facts or what the tools answered (the
 * figure check, figures.ts, is run on each one by the handler).
 */
import {
  bookableServiceNamesAr,
  communityNamesAr,
  extraLabelsAr,
  serviceNamesAr,
  sizeLabelsAr,
} from '../_shared/arabic.ts';
import {
  addDays,
  type BookableServiceId,
  bookableDateRange,
  bookingLimits,
  dubaiDate,
  type PriceList,
  propertyKindOf,
  slotHour,
  type TimeSlot,
  vatPercent,
} from '../_shared/booking.ts';
import { bookingRules, companyName, contact, type ServiceId, services } from '../_shared/company.ts';
import { type Faq, type FaqLink, faqs } from '../_shared/faq.ts';
import { aed, dateText, fils, hours, items, type Locale, list, slotText } from '../_shared/phrases.ts';
import { type AllowedFigures, allow, extractFigures, factFigures } from './figures.ts';
import { findPlace, searchFaqs } from './search.ts';
import {
  type AvailabilityResult,
  bookingLink,
  type ChatData,
  checkAvailability,
  type EstimateResult,
  estimateJob,
  slotOfHour,
} from './tools.ts';
import { type PartOfDay, type Understood, understand } from './understand.ts';

export interface ChatLink {
  label: string;
  /** A site path ('/book-now?…', '/contact': the site adds its language's prefix) or a tel:, https: link. */
  href: string;
}

export type Intent = 'availability' | 'price' | 'book' | 'area' | 'faq' | 'greeting' | 'unknown';

export interface EmbeddedAnswer {
  text: string;
  links: ChatLink[];
  intent: Intent;
  /** The FAQ answered, when the answer is one. */
  faqId?: string;
  /** The figures the answer may state: the facts' and what the tools answered. */
  allowed: AllowedFigures;
}

export interface ConversationMessage {
  sender: 'user' | 'bot';
  text: string;
}

const say = (locale: Locale, en: string, ar: string) => (locale === 'ar' ? ar : en);

export function serviceLabel(id: ServiceId, locale: Locale): string {
  return locale === 'ar' ? serviceNamesAr[id] : (services.find((s) => s.id === id)?.name as string);
}

const bookableLabel = (id: BookableServiceId, locale: Locale) =>
  locale === 'ar' ? bookableServiceNamesAr[id] : serviceLabel(id, 'en');

function sizeLabel(list: PriceList, service: BookableServiceId, code: string, locale: Locale): string {
  const option = list.options.find((o) => o.service === service && o.code === code);
  if (locale === 'ar') return sizeLabelsAr[code] ?? option?.label ?? code;
  return option?.label ?? code;
}

function extraLabel(list: PriceList, code: string, locale: Locale): string {
  const label = list.extras.find((e) => e.code === code)?.label ?? code;
  return locale === 'ar' ? (extraLabelsAr[code] ?? label) : label;
}

// Links ----------------------------------------------------------------------------------------------------------

const whatsappHref = `https://wa.me/${contact.whatsappNumber}`;
const telHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;

function standardLink(kind: FaqLink, locale: Locale): ChatLink {
  switch (kind) {
    case 'phone':
      return { label: say(locale, `Call ${contact.phone}`, `اتصل على ${contact.phone}`), href: telHref };
    case 'whatsapp':
      return { label: say(locale, 'WhatsApp us', 'راسلنا على واتساب'), href: whatsappHref };
    case 'contact':
      return { label: say(locale, 'Contact form', 'نموذج التواصل'), href: '/contact' };
    case 'services':
      return { label: say(locale, 'Our services', 'خدماتنا'), href: '/services' };
    case 'book':
      return { label: say(locale, 'Book now', 'احجز الآن'), href: '/book-now' };
  }
}

const contactLinks = (locale: Locale) =>
  (['phone', 'whatsapp', 'contact'] as const).map((k) => standardLink(k, locale));

// The answers ----------------------------------------------------------------------------------------------------

interface Context {
  locale: Locale;
  now: number;
  /** The tools' data; a day's slots are read once per answer (`memoDays`). */
  data: ChatData;
  list: PriceList;
  allowed: AllowedFigures;
}

/** The data with each day's slots read once: an answer may look at the same day for its hour and its morning. */
function memoDays(data: ChatData): ChatData {
  const days = new Map<string, ReturnType<ChatData['availability']>>();
  return {
    priceList: () => data.priceList(),
    availability(date, service) {
      const key = `${date} ${service ?? ''}`;
      let slots = days.get(key);
      if (!slots) {
        slots = data.availability(date, service);
        days.set(key, slots);
      }
      return slots;
    },
  };
}

function answer(context: Context, intent: Intent, text: string, links: ChatLink[], faqId?: string): EmbeddedAnswer {
  return { text, links, intent, allowed: context.allowed, ...(faqId ? { faqId } : {}) };
}

export function dontKnow(locale: Locale, allowed: AllowedFigures): EmbeddedAnswer {
  return {
    text: say(
      locale,
      `I'm sorry, I don't know that. Please call or WhatsApp us on ${contact.phone}, or send us a message through the contact form, and we will help.`,
      `عذرًا، لا أعرف الإجابة عن ذلك. يرجى الاتصال بنا أو مراسلتنا على واتساب ${contact.phone}، أو أرسل لنا رسالة عبر نموذج التواصل وسنساعدك.`,
    ),
    links: contactLinks(locale),
    intent: 'unknown',
    allowed,
  };
}

function faqAnswer(context: Context, faq: Faq): EmbeddedAnswer {
  const text = faq.answer(context.list)[context.locale];
  return answer(
    context,
    'faq',
    text,
    (faq.links ?? []).map((k) => standardLink(k, context.locale)),
    faq.id,
  );
}

const faqById = (id: string) => faqs.find((f) => f.id === id) as Faq;

const partRange: Record<PartOfDay, [number, number]> = { morning: [0, 12], afternoon: [12, 17], evening: [17, 24] };
const partText: Record<PartOfDay, { en: string; ar: string }> = {
  morning: { en: 'in the morning', ar: 'صباحًا' },
  afternoon: { en: 'in the afternoon', ar: 'بعد الظهر' },
  evening: { en: 'in the evening', ar: 'مساءً' },
};

const slotsText = (slots: readonly TimeSlot[], locale: Locale) =>
  list(
    slots.map((s) => slotText(s, locale)),
    locale,
  );

function allowSlots(context: Context, result: AvailabilityResult) {
  allow(context.allowed, { times: result.free.flatMap((s) => [slotHour(s) * 60, (slotHour(s) + 2) * 60]) });
}

/** The first day from `from` (up to a week on) with a free slot in the hours asked. */
async function nextFreeDay(
  context: Context,
  from: string,
  service: BookableServiceId | null,
  range: [number, number],
): Promise<AvailabilityResult | null> {
  const { first, last } = bookableDateRange(context.now);
  let date = from < first ? first : from;
  for (let tries = 0; tries < 7 && date <= last; tries++, date = addDays(date, 1)) {
    const result = await checkAvailability(context.data, { date, service, from: range[0], to: range[1] });
    if (result.free.length > 0) return result;
  }
  return null;
}

async function availabilityAnswer(context: Context, u: Understood): Promise<EmbeddedAnswer> {
  const { locale } = context;
  const service = u.bookable ?? null;
  const range: [number, number] = u.partOfDay ? partRange[u.partOfDay] : [0, 24];
  const part = u.partOfDay ? ` ${partText[u.partOfDay][locale]}` : '';
  const forService = service
    ? say(locale, ` for ${bookableLabel(service, 'en')}`, ` لخدمة ${bookableLabel(service, 'ar')}`)
    : '';
  let result: AvailabilityResult;
  try {
    if (!u.date) {
      const found = await nextFreeDay(context, dubaiDate(context.now), service, range);
      if (!found) return noneThisWeek(context, part);
      allowSlots(context, found);
      return answer(
        context,
        'availability',
        say(
          locale,
          `The first free times${forService}${part} are on ${dateText(found.date, 'en')}: ${slotsText(found.free, 'en')}. Each appointment is a ${bookingRules.appointmentBlockHours}-hour block.`,
          `أقرب المواعيد المتاحة${forService}${part} يوم ${dateText(found.date, 'ar')}: ${slotsText(found.free, 'ar')}. مدة كل موعد ${hours(bookingRules.appointmentBlockHours, 'ar')}.`,
        ),
        [bookLink(context, { service, date: found.date })],
      );
    }
    result = await checkAvailability(context.data, { date: u.date, service, from: range[0], to: range[1] });
  } catch {
    return calendarAway(context);
  }
  allowSlots(context, result);
  const day = dateText(u.date, locale);
  const asked = slotOfHour(u.hour);
  if (asked) {
    const atHour = await checkAvailability(context.data, { date: u.date, service }).catch(() => null);
    if (atHour?.free.includes(asked)) {
      allowSlots(context, atHour);
      return answer(
        context,
        'availability',
        say(
          locale,
          `Yes, ${slotText(asked, 'en')} on ${day} is free${forService}. Book it here; we confirm within ${hours(bookingRules.confirmationWithinHours, 'en')}.`,
          `نعم، الساعة ${slotText(asked, 'ar')} يوم ${day} متاحة${forService}. احجزها من هنا، ونؤكد الحجز خلال ${hours(bookingRules.confirmationWithinHours, 'ar')}.`,
        ),
        [bookLink(context, { service, date: u.date, slot: asked })],
      );
    }
  }
  // Today's free times may be gone by the time a form is sent: the phone is quicker.
  const sooner =
    u.date === dubaiDate(context.now)
      ? say(
          locale,
          ` For anything sooner, call us on ${contact.phone}.`,
          ` للأقرب من ذلك اتصل بنا على ${contact.phone}.`,
        )
      : '';
  if (result.free.length > 0) {
    const lead = asked
      ? say(
          locale,
          `${slotText(asked, 'en')} is not free on ${day}. `,
          `الساعة ${slotText(asked, 'ar')} غير متاحة يوم ${day}. `,
        )
      : '';
    return answer(
      context,
      'availability',
      lead +
        say(
          locale,
          `Free times${forService} on ${day}${part}: ${slotsText(result.free, 'en')}. Each appointment is a ${bookingRules.appointmentBlockHours}-hour block.`,
          `المواعيد المتاحة${forService} يوم ${day}${part}: ${slotsText(result.free, 'ar')}. مدة كل موعد ${hours(bookingRules.appointmentBlockHours, 'ar')}.`,
        ) +
        sooner,
      [bookLink(context, { service, date: u.date })],
    );
  }
  const why = {
    closed: say(locale, `We are closed on ${day}.`, `نحن مغلقون يوم ${day}.`),
    past: say(locale, `${day} has passed.`, `يوم ${day} قد مضى.`),
    tooFar: say(
      locale,
      `Bookings open up to ${bookingLimits.horizonDays} days ahead, so ${day} cannot be booked yet.`,
      `يُفتح الحجز قبل ${bookingLimits.horizonDays} يومًا كحد أقصى، لذا لا يمكن حجز يوم ${day} بعد.`,
    ),
    full: say(
      locale,
      `Nothing is free${forService} on ${day}${part}.`,
      `لا توجد مواعيد متاحة${forService} يوم ${day}${part}.`,
    ),
  }[result.why ?? 'full'];
  if (result.why === 'tooFar') return answer(context, 'availability', why, [standardLink('book', locale)]);
  const next = await nextFreeDay(context, addDays(u.date, 1), service, range).catch(() => null);
  if (!next) return answer(context, 'availability', `${why} ${noneThisWeekText(locale)}`, contactLinks(locale));
  allowSlots(context, next);
  return answer(
    context,
    'availability',
    `${why} ${say(
      locale,
      `The next free times${part} are on ${dateText(next.date, 'en')}: ${slotsText(next.free, 'en')}.`,
      `أقرب المواعيد المتاحة${part} يوم ${dateText(next.date, 'ar')}: ${slotsText(next.free, 'ar')}.`,
    )}`,
    [bookLink(context, { service, date: next.date })],
  );
}

const noneThisWeekText = (locale: Locale) =>
  say(
    locale,
    `I found no free time in the week after it: please call us on ${contact.phone}.`,
    `لم أجد موعدًا متاحًا في الأسبوع التالي: يرجى الاتصال بنا على ${contact.phone}.`,
  );

function noneThisWeek(context: Context, part: string) {
  return answer(
    context,
    'availability',
    say(
      context.locale,
      `Nothing is free${part} in the coming week. Please call us on ${contact.phone} and we will find a time.`,
      `لا توجد مواعيد متاحة${part} خلال الأسبوع القادم. يرجى الاتصال بنا على ${contact.phone} وسنجد موعدًا.`,
    ),
    contactLinks(context.locale),
  );
}

function calendarAway(context: Context): EmbeddedAnswer {
  return answer(
    context,
    'availability',
    say(
      context.locale,
      `I can't see the calendar right now. The booking form shows the free times, or call us on ${contact.phone}.`,
      `لا يمكنني رؤية التقويم الآن. يعرض نموذج الحجز المواعيد المتاحة، أو اتصل بنا على ${contact.phone}.`,
    ),
    [standardLink('book', context.locale), standardLink('phone', context.locale)],
  );
}

function bookLink(
  context: Context,
  request: {
    service: BookableServiceId | null;
    date?: string;
    slot?: TimeSlot;
    property?: string;
    quantity?: number;
    extras?: readonly string[];
  },
): ChatLink {
  const { locale } = context;
  const parts = [
    request.service ? bookableLabel(request.service, locale) : null,
    request.date ? dateText(request.date, locale) : null,
    request.slot ? slotText(request.slot, locale) : null,
  ].filter((p): p is string => p !== null);
  const label = parts.length
    ? `${say(locale, 'Book', 'احجز')}: ${parts.join(locale === 'ar' ? '، ' : ', ')}`
    : say(locale, 'Book now', 'احجز الآن');
  const { service, ...rest } = request;
  return { label, href: bookingLink({ ...(service ? { service } : {}), ...rest }, context.now) };
}

function jobText(context: Context, result: EstimateResult): string {
  const { locale, list: priceList } = context;
  const what =
    propertyKindOf[result.service] === 'items'
      ? items(result.quantity, locale)
      : sizeLabel(priceList, result.service, result.property, locale);
  const extras = result.extraPrices.map((e) => `${extraLabel(priceList, e.code, locale)} (+${aed(e.price, locale)})`);
  const withExtras = extras.length ? say(locale, `, with ${list(extras, 'en')}`, `، مع ${list(extras, 'ar')}`) : '';
  return `${bookableLabel(result.service, locale)}${say(locale, ', ', '، ')}${what}${withExtras}`;
}

function priceAnswer(context: Context, u: Understood): EmbeddedAnswer {
  const { locale, list: priceList } = context;
  const service = u.bookable as BookableServiceId;
  if (service === 'office' && u.sqft !== undefined && !u.property) return faqAnswer(context, faqById('office-large'));
  const result = estimateJob(priceList, {
    service,
    ...(u.property ? { property: u.property } : {}),
    ...(u.quantity ? { quantity: u.quantity } : {}),
    extras: u.extras.filter((code) => code !== 'materials' || /materials|مواد/.test(u.text)),
  });
  if (!result) {
    // No size yet: the service's prices, so the visitor can say which.
    const options = priceList.options
      .filter((o) => o.service === service)
      .map((o) => `${sizeLabel(priceList, service, o.code, locale)} ${aed(o.price, locale)}`);
    const extras = priceList.extras
      .filter((e) => e.services.includes(service))
      .map((e) => `${extraLabel(priceList, e.code, locale)} +${aed(e.price, locale)}`);
    return answer(
      context,
      'price',
      say(
        locale,
        `${bookableLabel(service, 'en')} before VAT: ${list(options, 'en')}. Extras: ${list(extras, 'en')}. ${vatPercent}% VAT is added. Tell me the size for the total.`,
        `${bookableLabel(service, 'ar')} قبل الضريبة: ${list(options, 'ar')}. الإضافات: ${list(extras, 'ar')}. تضاف ضريبة القيمة المضافة ${vatPercent}%. أخبرني بالحجم لأحسب لك المبلغ الإجمالي.`,
      ),
      [bookLink(context, { service })],
    );
  }
  const { subtotalFils, vatFils, totalFils } = result.estimate;
  allow(context.allowed, { amounts: [subtotalFils, vatFils, totalFils, result.basePrice * 100] });
  const refused = result.refusedExtras.map((code) => extraLabel(priceList, code, locale));
  const refusedNote = refused.length
    ? say(
        locale,
        ` (${list(refused, 'en')} cannot be added to ${bookableLabel(service, 'en')}.)`,
        ` (لا يمكن إضافة ${list(refused, 'ar')} إلى ${bookableLabel(service, 'ar')}.)`,
      )
    : '';
  const perItem =
    propertyKindOf[service] === 'items'
      ? say(
          locale,
          ` at ${aed(result.basePrice / result.quantity, 'en')} per item`,
          ` بسعر ${aed(result.basePrice / result.quantity, 'ar')} للقطعة`,
        )
      : '';
  return answer(
    context,
    'price',
    say(
      locale,
      `${jobText(context, result)}${perItem}: ${fils(subtotalFils, 'en')} before VAT, ${fils(totalFils, 'en')} with ${vatPercent}% VAT (${fils(vatFils, 'en')}).${refusedNote}`,
      `${jobText(context, result)}${perItem}: ${fils(subtotalFils, 'ar')} قبل الضريبة، و${fils(totalFils, 'ar')} شاملة ضريبة القيمة المضافة ${vatPercent}% (${fils(vatFils, 'ar')}).${refusedNote}`,
    ),
    [
      bookLink(context, {
        service,
        ...(u.date ? { date: u.date } : {}),
        property: result.property,
        quantity: result.quantity,
        extras: result.extras,
      }),
    ],
  );
}

function quotedService(context: Context, id: ServiceId): EmbeddedAnswer {
  const faqId = { restaurant: 'restaurant', sanitization: 'sanitization', 'grease-trap': 'grease-trap' }[
    id as 'restaurant' | 'sanitization' | 'grease-trap'
  ];
  return faqAnswer(context, faqById(faqId ?? 'commercial-kitchen'));
}

async function bookAnswer(context: Context, u: Understood): Promise<EmbeddedAnswer> {
  const { locale } = context;
  if (u.service && !u.bookable) return quotedService(context, u.service);
  const service = u.bookable ?? null;
  let slot = slotOfHour(u.hour);
  let note = '';
  if (u.date) {
    try {
      const day = await checkAvailability(context.data, {
        date: u.date,
        service,
        ...(u.partOfDay && !slot ? { from: partRange[u.partOfDay][0], to: partRange[u.partOfDay][1] } : {}),
      });
      allowSlots(context, day);
      const dayText = dateText(u.date, locale);
      if (slot && !day.free.includes(slot)) {
        note = day.free.length
          ? say(
              locale,
              ` ${slotText(slot, 'en')} is not free that day; free: ${slotsText(day.free, 'en')}.`,
              ` الساعة ${slotText(slot, 'ar')} غير متاحة ذلك اليوم؛ المتاح: ${slotsText(day.free, 'ar')}.`,
            )
          : say(locale, ` Nothing is free on ${dayText}.`, ` لا توجد مواعيد متاحة يوم ${dayText}.`);
        slot = undefined;
      } else if (!slot && day.free.length) {
        note = say(
          locale,
          ` Free times that day: ${slotsText(day.free, 'en')}.`,
          ` المواعيد المتاحة ذلك اليوم: ${slotsText(day.free, 'ar')}.`,
        );
      } else if (!slot) {
        note = say(locale, ` Nothing is free on ${dayText}.`, ` لا توجد مواعيد متاحة يوم ${dayText}.`);
      }
    } catch {
      // The form shows the free times itself.
    }
  }
  const link = bookLink(context, {
    service,
    ...(u.date ? { date: u.date } : {}),
    ...(slot ? { slot } : {}),
    ...(u.property && service && propertyKindOf[service] !== 'items' ? { property: u.property } : {}),
    ...(u.quantity && service && propertyKindOf[service] === 'items' ? { quantity: u.quantity } : {}),
    ...(service && u.extras.length ? { extras: u.extras.filter((c) => c !== 'materials') } : {}),
  });
  const when = [
    u.date ? say(locale, `on ${dateText(u.date, 'en')}`, `يوم ${dateText(u.date, 'ar')}`) : null,
    slot ? say(locale, `at ${slotText(slot, 'en')}`, `الساعة ${slotText(slot, 'ar')}`) : null,
  ].filter((p): p is string => p !== null);
  const filled = [service ? bookableLabel(service, locale) : null, ...when].filter((p): p is string => p !== null);
  const lead = filled.length
    ? say(
        locale,
        `Here is the booking form with ${filled.join(' ')} filled in.`,
        `إليك نموذج الحجز وقد عُبئ فيه: ${filled.join(' ')}.`,
      )
    : say(locale, 'Here is the booking form.', 'إليك نموذج الحجز.');
  const rest = service
    ? say(
        locale,
        ` Add your details and send it; we confirm within ${hours(bookingRules.confirmationWithinHours, 'en')}.`,
        ` أضف بياناتك وأرسله؛ ونؤكد الحجز خلال ${hours(bookingRules.confirmationWithinHours, 'ar')}.`,
      )
    : say(
        locale,
        ` Choose the service, add your details and send it; we confirm within ${hours(bookingRules.confirmationWithinHours, 'en')}.`,
        ` اختر الخدمة وأضف بياناتك وأرسله؛ ونؤكد الحجز خلال ${hours(bookingRules.confirmationWithinHours, 'ar')}.`,
      );
  return answer(context, 'book', `${lead}${note}${rest}`, [link]);
}

function areaAnswer(context: Context, u: Understood): EmbeddedAnswer | null {
  const place = findPlace(u.text);
  if (!place) return null;
  const { locale } = context;
  if (place.kind === 'emirate' && place.name !== 'Dubai') return faqAnswer(context, faqById('other-emirates'));
  if (place.kind === 'emirate') return faqAnswer(context, faqById('areas'));
  const name = locale === 'ar' ? communityNamesAr[place.name] : place.name;
  return answer(
    context,
    'area',
    say(
      locale,
      `Yes, we clean homes and offices in ${name}: book online and choose ${place.name} in the form.`,
      `نعم، ننظف المنازل والمكاتب في ${name}: احجز عبر الإنترنت واختر ${name} في النموذج.`,
    ),
    [standardLink('book', locale)],
  );
}

const greeting =
  /^(hi|hello|hey|good (morning|afternoon|evening)|salam|مرحبا|اهلا|السلام عليكم|هلا|صباح الخير|مساء الخير)[\s!.]*$/;
const thanks = /^(thanks?( you)?( very much)?|thx|ok thanks?|شكرا( لك| جزيلا)?|مشكور|يعطيك العافيه)[\s!.]*$/;

function smallTalk(context: Context, text: string): EmbeddedAnswer | null {
  const { locale } = context;
  if (greeting.test(text)) {
    return answer(
      context,
      'greeting',
      say(
        locale,
        `Hello! I'm the assistant of ${companyName}. Ask me about our services, prices, free times or a booking.`,
        `مرحبًا! أنا مساعد ${companyName}. اسألني عن خدماتنا وأسعارنا والمواعيد المتاحة أو الحجز.`,
      ),
      [],
    );
  }
  if (thanks.test(text)) {
    return answer(
      context,
      'greeting',
      say(locale, 'You are welcome! Anything else I can help with?', 'على الرحب والسعة! هل من شيء آخر أساعدك فيه؟'),
      [],
    );
  }
  return null;
}

/** Fills what the message leaves out (service, day, hour, size) from the visitor's earlier messages, newest first. */
function withEarlier(u: Understood, earlier: readonly Understood[]): Understood {
  const merged: Understood = { ...u, extras: [...u.extras] };
  for (const before of earlier) {
    if (!merged.service && before.service) {
      merged.service = before.service;
      if (before.bookable) merged.bookable = before.bookable;
    }
    if (!merged.date && before.date) merged.date = before.date;
    if (merged.hour === undefined && before.hour !== undefined && merged.date === before.date)
      merged.hour = before.hour;
    if (!merged.partOfDay && before.partOfDay && merged.date === before.date) merged.partOfDay = before.partOfDay;
    if (!merged.property && before.property && merged.service === before.service) merged.property = before.property;
    if (!merged.quantity && before.quantity && merged.service === before.service) merged.quantity = before.quantity;
    if (merged.extras.length === 0 && before.extras.length && merged.service === before.service)
      merged.extras = before.extras;
  }
  return merged;
}

/** Things a cleaning company's assistant is asked and does not do: selling, repairs, anything off the subject. */
const outOfScope =
  /\b(sell|selling|buy|purchase|repair|fix|install|plumb\w*|electrician|walk my dog|football|match|weather|news|recipe|meaning of life|joke)\b|(?:^|\s)(?:تبيعون|بيع|شراء|تشتري|تصلحون|تصليح|اصلاح|تركيب|مباراه|الطقس|اخبار|معني الحياه|نكته)/;

/** The FAQ that says what a bookable service includes. */
const includesFaq: Record<BookableServiceId, string> = {
  residential: 'residential-includes',
  office: 'office-includes',
  deep: 'deep-includes',
  movein: 'movein-includes',
  carpet: 'carpet-includes',
};

/** The FAQ search's answer when it is sure enough, else null. */
function searched(context: Context, message: string): EmbeddedAnswer | null {
  const [best] = searchFaqs(message);
  if (!best) return null;
  if (best.coverage < 0.5 || best.score < 15) return null;
  return faqAnswer(context, best.faq);
}

/**
 * The embedded answer to the last message of a conversation (the visitor's), in `locale`, with the tools over
 * `data` at the instant `now`.
 */
export async function embeddedAnswer(
  conversation: readonly ConversationMessage[],
  { locale, data, now }: { locale: Locale; data: ChatData; now: number },
): Promise<EmbeddedAnswer> {
  const last = conversation[conversation.length - 1]?.text ?? '';
  const list = await data.priceList();
  const context: Context = { locale, now, data: memoDays(data), list, allowed: factFigures(list) };
  const u = understand(last, now);
  const talk = smallTalk(context, u.text);
  if (talk) return talk;

  const earlier = conversation
    .slice(0, -1)
    .filter((m) => m.sender === 'user')
    .reverse()
    .map((m) => understand(m.text, now));
  const full = withEarlier(u, earlier);
  // A figure the visitor gave (their office's size, a time) may be repeated back.
  allow(context.allowed, { times: extractFigures(last).times });

  const namesJob = Boolean(u.service || u.property || u.quantity || u.sqft || u.extras.length);
  // A size in numbers ('2 bedroom', 'studio', '3 rugs') describes a job; 'villas' alone does not.
  const sized = Boolean(
    u.quantity ||
      u.sqft ||
      (u.property && !/^villa-3$/.test(u.property)) ||
      (/villa|فيلا/.test(u.text) && /\d/.test(u.text)),
  );
  if (u.asks.book && !u.asks.how && (full.service || full.date || full.hour !== undefined || full.property)) {
    return bookAnswer(context, full);
  }
  if (u.asks.availability && (!u.service || u.bookable)) return availabilityAnswer(context, full);
  if (u.asks.price && namesJob) {
    if (u.service && !u.bookable) return quotedService(context, u.service);
    const priced = full.bookable ?? (u.sqft ? 'office' : u.property ? 'residential' : undefined);
    if (priced) return priceAnswer(context, { ...full, bookable: priced });
  }
  if (outOfScope.test(u.text)) return dontKnow(locale, context.allowed);
  const place = areaAnswer(context, u);
  if (place && !u.asks.price) return place;
  if (!u.asks.price && !u.asks.how && sized && full.bookable) {
    // '2 bedroom deep clean with oven': a job described is a price asked.
    return priceAnswer(context, full);
  }
  const faq = searched(context, last);
  if (u.service && (!faq || faq.faqId === 'services-list')) {
    // A service named and asked about: what it is, rather than the list of all.
    return u.bookable ? faqAnswer(context, faqById(includesFaq[u.bookable])) : quotedService(context, u.service);
  }
  if (faq) return faq;
  if (place) return place;
  if (u.asks.price && u.service && !u.bookable) return quotedService(context, u.service);
  return dontKnow(locale, context.allowed);
}
