/**
 * The questions customers ask most, answered from the company's facts in English and Arabic
 * (`@sparkle/company/faq`): the chat assistant searches them, and a page that shows the same fact reads it from the same
 * constant of company.ts or booking.ts. Every figure in an answer is one of those constants or of the price list the
 * answer is given (the stored one, which an admin may change), never typed here: the chat function's figure check
 * holds the answers to that.
 */
import {
  communityNamesAr,
  emirateNamesAr,
  extraLabelsAr,
  locationAr,
  packageNamesAr,
  paymentMethodsAr,
  serviceNamesAr,
  sizeLabelsAr,
} from './arabic.ts';
import {
  bookingLimits,
  itemsRange,
  largestPricedOfficeSqFt,
  openingHours,
  type PriceList,
  vatPercent,
} from './booking.ts';
import {
  achievements,
  bookingRules,
  contact,
  contractServicesAcrossUae,
  emirates,
  onlineBooking,
  packagePrice,
  packages,
  packagesNote,
  type ServiceId,
  services,
} from './company.ts';
import { aed, count, days, hourOfDay, hours, items, type Locale, list } from './phrases.ts';

export const faqCategories = [
  'services',
  'prices',
  'booking',
  'hours',
  'areas',
  'policies',
  'payment',
  'preparation',
  'company',
  'contact',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** Where an answer leads: the booking form, the contact form, a call, WhatsApp. */
export type FaqLink = 'book' | 'contact' | 'phone' | 'whatsapp' | 'services';

export interface FaqAnswer {
  en: string;
  ar: string;
}

export interface Faq {
  id: string;
  category: FaqCategory;
  /** How people ask it, in each language; the first is the question as written. */
  questions: { en: readonly string[]; ar: readonly string[] };
  /** Other words that lead to it (synonyms, other spellings), searched with the questions. */
  keywords?: { en?: string; ar?: string };
  /** The answer, from the facts and the given price list. */
  answer: (list: PriceList) => FaqAnswer;
  links?: readonly FaqLink[];
}

const serviceName = (id: ServiceId, locale: Locale) =>
  locale === 'ar' ? serviceNamesAr[id] : (services.find((s) => s.id === id)?.name as string);

const extraPrice = (list: PriceList, code: string) => list.extras.find((e) => e.code === code)?.price;
const extrasOf = (list: PriceList, service: string, locale: Locale) =>
  list.extras
    .filter((e) => (e.services as readonly string[]).includes(service))
    .map((e) => `${locale === 'ar' ? (extraLabelsAr[e.code] ?? e.label) : e.label} (+${aed(e.price, locale)})`);

const optionsOf = (list: PriceList, service: string, locale: Locale) =>
  list.options
    .filter((o) => o.service === service)
    .map((o) => `${locale === 'ar' ? (sizeLabelsAr[o.code] ?? o.label) : o.label}: ${aed(o.price, locale)}`);

const lowest = (list: PriceList, service: string) =>
  Math.min(...list.options.filter((o) => o.service === service).map((o) => o.price));

const openAt = (weekday: 1 | 7, locale: Locale) =>
  `${hourOfDay(openingHours[weekday].open, locale)} – ${hourOfDay(openingHours[weekday].close, locale)}`;

const hoursSentence = (locale: Locale) =>
  locale === 'ar'
    ? `نعمل من الاثنين إلى السبت ${openAt(1, 'ar')}، ويوم الأحد ${openAt(7, 'ar')}.`
    : `We work Monday to Saturday ${openAt(1, 'en')} and Sunday ${openAt(7, 'en')}.`;

const bookable = services.filter((s) => onlineBooking[s.id] !== null);
const quoted = services.filter((s) => onlineBooking[s.id] === null);
const outsideHoursNote = (locale: Locale) =>
  locale === 'ar'
    ? `المواعيد خارج ساعات العمل (المكاتب بعد الدوام والمطابخ ليلًا) نتفق عليها عبر الهاتف أو واتساب على ${contact.phone}.`
    : `Visits outside these hours (offices after closing, kitchens overnight) are arranged by phone or WhatsApp on ${contact.phone}.`;

const paymentList = (locale: Locale) =>
  locale === 'ar' ? list(paymentMethodsAr, 'ar', 'or') : list(bookingRules.paymentMethods, 'en', 'or');

export const faqs: readonly Faq[] = [
  // Services ------------------------------------------------------------------------------------------------------
  {
    id: 'services-list',
    category: 'services',
    questions: {
      en: ['What services do you offer?', 'What do you clean?', 'Which cleaning services do you have?'],
      ar: ['ما هي الخدمات التي تقدمونها؟', 'ماذا تنظفون؟', 'ما هي خدمات التنظيف لديكم؟'],
    },
    keywords: { en: 'services offer types list', ar: 'خدمات انواع قائمة' },
    answer: () => ({
      en: `We offer ${services.length} services: ${list(
        services.map((s) => s.name),
        'en',
      )}. The first ${bookable.length} can be booked online; the others are quoted after a visit.`,
      ar: `نقدم ${services.length} خدمات: ${list(
        services.map((s) => serviceNamesAr[s.id]),
        'ar',
      )}. يمكن حجز أول ${bookable.length} خدمات عبر الإنترنت، أما الباقي فنقدم له عرض سعر بعد المعاينة.`,
    }),
    links: ['services', 'book'],
  },
  {
    id: 'residential-includes',
    category: 'services',
    questions: {
      en: ['What does a standard home cleaning include?', 'What is included in regular house cleaning?'],
      ar: ['ماذا يشمل تنظيف المنزل العادي؟', 'ما الذي يتضمنه التنظيف الدوري للمنزل؟'],
    },
    keywords: { en: 'residential regular standard apartment villa maid house', ar: 'شقة فيلا منزل بيت عادي دوري' },
    answer: (priceList) => ({
      en: `${serviceName('residential', 'en')} covers kitchens, bathrooms, bedrooms and living areas: dusting and wiping of all surfaces, vacuuming and mopping. A studio starts at ${aed(lowest(priceList, 'residential'), 'en')} before VAT; extras: ${list(extrasOf(priceList, 'residential', 'en'), 'en')}.`,
      ar: `يشمل ${serviceNamesAr.residential} المطابخ والحمامات وغرف النوم والمعيشة: إزالة الغبار ومسح الأسطح والكنس والمسح. يبدأ سعر الاستوديو من ${aed(lowest(priceList, 'residential'), 'ar')} قبل ضريبة القيمة المضافة؛ الإضافات: ${list(extrasOf(priceList, 'residential', 'ar'), 'ar')}.`,
    }),
    links: ['book'],
  },
  {
    id: 'deep-includes',
    category: 'services',
    questions: {
      en: ['What does a deep clean include?', 'Is the oven included in a deep clean?', 'What is deep cleaning?'],
      ar: ['ماذا يشمل التنظيف العميق؟', 'هل تنظيف الفرن مشمول في التنظيف العميق؟', 'ما هو التنظيف العميق؟'],
    },
    keywords: { en: 'deep thorough spring oven fridge balcony included', ar: 'عميق شامل فرن ثلاجة شرفة مشمول' },
    answer: (priceList) => ({
      en: `A deep clean is top to bottom: every surface, inside cabinets and cupboards, grout, tiles and hard-to-reach areas. The inside of the oven and fridge and the balcony are extras: ${list(extrasOf(priceList, 'deep', 'en'), 'en')}. A 1-bedroom deep clean is ${aed(packagePrice(priceList, 'deep'), 'en')} before VAT.`,
      ar: `التنظيف العميق شامل من الأعلى إلى الأسفل: كل الأسطح وداخل الخزائن والجص والبلاط والأماكن الصعبة. داخل الفرن والثلاجة والشرفة إضافات: ${list(extrasOf(priceList, 'deep', 'ar'), 'ar')}. سعر التنظيف العميق لشقة بغرفة نوم واحدة ${aed(packagePrice(priceList, 'deep'), 'ar')} قبل الضريبة.`,
    }),
    links: ['book'],
  },
  {
    id: 'movein-includes',
    category: 'services',
    questions: {
      en: ['What is move-in/move-out cleaning?', 'Do you clean before I move out?', 'End of tenancy cleaning?'],
      ar: ['ما هو التنظيف عند الانتقال؟', 'هل تنظفون الشقة قبل تسليمها؟', 'تنظيف عند الخروج من الشقة'],
    },
    keywords: {
      en: 'move moving out in handover tenancy empty landlord inspection',
      ar: 'انتقال نقل تسليم مغادرة فارغة المالك',
    },
    answer: (priceList) => ({
      en: `${serviceName('movein', 'en')} is a full clean of an empty home before you move in or after you move out: everything in a deep clean plus inside every wardrobe, drawer and cupboard, ready for the handover. A 1-bedroom home is ${aed(packagePrice(priceList, 'premium'), 'en')} before VAT (our Premium Clean).`,
      ar: `${serviceNamesAr.movein} هو تنظيف كامل لمنزل فارغ قبل السكن أو بعد المغادرة: كل ما في التنظيف العميق مع داخل كل خزانة ودرج، جاهز للتسليم. سعر منزل بغرفة نوم واحدة ${aed(packagePrice(priceList, 'premium'), 'ar')} قبل الضريبة (${packageNamesAr.premium}).`,
    }),
    links: ['book'],
  },
  {
    id: 'carpet-includes',
    category: 'services',
    questions: {
      en: ['Do you clean carpets and sofas?', 'Can you clean my mattress?', 'Upholstery cleaning?'],
      ar: ['هل تنظفون السجاد والكنب؟', 'هل يمكنكم تنظيف المرتبة؟', 'تنظيف المفروشات'],
    },
    keywords: {
      en: 'carpet rug sofa couch mattress upholstery shampoo steam stain',
      ar: 'سجاد سجادة كنب كنبة مرتبة مفروشات بقع',
    },
    answer: (priceList) => ({
      en: `Yes: shampooing and steam cleaning of carpets, rugs, sofas, chairs and mattresses, ${aed(lowest(priceList, 'carpet'), 'en')} per item (a rug, a sofa seat, a mattress) before VAT, from ${items(itemsRange.min, 'en')} to ${items(itemsRange.max, 'en')} per booking.`,
      ar: `نعم: غسيل وتنظيف بالبخار للسجاد والكنب والكراسي والمراتب، بسعر ${aed(lowest(priceList, 'carpet'), 'ar')} للقطعة الواحدة (سجادة أو مقعد كنبة أو مرتبة) قبل الضريبة، من ${items(itemsRange.min, 'ar')} إلى ${items(itemsRange.max, 'ar')} في الحجز الواحد.`,
    }),
    links: ['book'],
  },
  {
    id: 'office-includes',
    category: 'services',
    questions: {
      en: ['Do you clean offices?', 'How much is office cleaning?', 'Commercial office cleaning?'],
      ar: ['هل تنظفون المكاتب؟', 'كم سعر تنظيف المكتب؟', 'تنظيف مكاتب الشركات'],
    },
    keywords: { en: 'office workplace company sq ft square feet desk', ar: 'مكتب مكاتب شركة قدم مربع' },
    answer: (priceList) => ({
      en: `Yes, daily or weekly: desks, meeting rooms, pantries and washrooms. Prices by floor area before VAT: ${list(optionsOf(priceList, 'office', 'en'), 'en')}. ${outsideHoursNote('en')}`,
      ar: `نعم، يوميًا أو أسبوعيًا: المكاتب وغرف الاجتماعات والمطابخ الصغيرة ودورات المياه. الأسعار حسب المساحة قبل الضريبة: ${list(optionsOf(priceList, 'office', 'ar'), 'ar')}. ${outsideHoursNote('ar')}`,
    }),
    links: ['book', 'phone'],
  },
  {
    id: 'office-large',
    category: 'prices',
    questions: {
      en: ['My office is bigger than 10,000 sq ft', 'Price for a very large office?'],
      ar: ['مكتبي أكبر من 10,000 قدم مربع', 'سعر مكتب كبير جدًا؟'],
    },
    keywords: { en: 'large big bigger warehouse building floor', ar: 'كبير اكبر مستودع مبنى طابق' },
    answer: () => ({
      en: `The price list covers offices up to ${count(largestPricedOfficeSqFt)} sq ft. For a larger space we visit and quote: call or WhatsApp us on ${contact.phone}, or send the contact form.`,
      ar: `قائمة الأسعار تغطي المكاتب حتى ${count(largestPricedOfficeSqFt)} قدم مربع. للمساحات الأكبر نعاين المكان ونقدم عرض سعر: اتصل بنا أو راسلنا على واتساب ${contact.phone}، أو أرسل نموذج التواصل.`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'restaurant',
    category: 'services',
    questions: {
      en: ['Do you clean restaurants?', 'Can you clean our restaurant kitchen at night?'],
      ar: ['هل تنظفون المطاعم؟', 'هل يمكنكم تنظيف مطبخ المطعم ليلًا؟'],
    },
    keywords: {
      en: 'restaurant cafe dining hood extraction food safety night overnight',
      ar: 'مطعم مقهى شفاط سلامة غذاء ليل',
    },
    answer: () => ({
      en: `Yes: dining areas, kitchens, hoods, extraction and equipment, to food-safety standards, overnight or between services. It is quoted after a visit and arranged by phone or WhatsApp on ${contact.phone}.`,
      ar: `نعم: صالات الطعام والمطابخ والشفاطات والمعدات وفق معايير سلامة الغذاء، ليلًا أو بين فترات الخدمة. نقدم عرض السعر بعد المعاينة ونرتب الموعد عبر الهاتف أو واتساب على ${contact.phone}.`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'sanitization',
    category: 'services',
    questions: {
      en: ['Do you do disinfection?', 'Can you sanitize my office?', 'Sanitization service?'],
      ar: ['هل تقدمون خدمة التعقيم؟', 'هل يمكنكم تطهير المكتب؟'],
    },
    keywords: {
      en: 'sanitize sanitization disinfect disinfection germs virus fogging',
      ar: 'تعقيم تطهير جراثيم فيروس',
    },
    answer: () => ({
      en: `Yes: disinfection of homes, offices and commercial spaces with approved products that are safe for people and pets, and fogging for large areas. It is quoted on request: call or WhatsApp us on ${contact.phone}.`,
      ar: `نعم: تطهير المنازل والمكاتب والمحلات بمنتجات معتمدة آمنة على الناس والحيوانات الأليفة، والتعقيم بالضباب للمساحات الكبيرة. نقدم عرض السعر عند الطلب: اتصل أو راسلنا على واتساب ${contact.phone}.`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'grease-trap',
    category: 'services',
    questions: {
      en: ['Do you clean grease traps?', 'Grease trap pumping for my restaurant?'],
      ar: ['هل تنظفون مصائد الدهون؟', 'شفط مصيدة الدهون للمطعم؟'],
    },
    keywords: { en: 'grease trap pumping interceptor disposal municipality', ar: 'مصيدة مصائد دهون شحوم شفط بلدية' },
    answer: () => ({
      en: `Yes: pumping, scraping and cleaning of grease traps for restaurants and commercial kitchens, with compliant disposal and a service report, overnight if needed, in every emirate under contract. Ask for a quote by phone or WhatsApp on ${contact.phone}.`,
      ar: `نعم: شفط وكشط وتنظيف ${serviceNamesAr['grease-trap'].replace('تنظيف ', '')} للمطاعم والمطابخ التجارية مع التخلص النظامي من المخلفات وتقرير خدمة، ليلًا عند الحاجة، وفي كل الإمارات بعقد. اطلب عرض سعر عبر الهاتف أو واتساب على ${contact.phone}.`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'commercial-kitchen',
    category: 'services',
    questions: {
      en: ['Do you clean kitchen hoods and ducts?', 'Commercial kitchen deep cleaning?'],
      ar: ['هل تنظفون شفاطات المطبخ ومجاريها؟', 'تنظيف المطابخ التجارية'],
    },
    keywords: { en: 'commercial kitchen hood duct fryer degreasing hotel', ar: 'مطبخ تجاري شفاط مجرى قلاية دهون فندق' },
    answer: () => ({
      en: `Yes: degreasing of hoods, ducts, ovens, fryers, floors and walls in commercial kitchens across the UAE, scheduled around your service hours. It is quoted after a visit: call or WhatsApp us on ${contact.phone}.`,
      ar: `نعم: إزالة الدهون من الشفاطات والمجاري والأفران والقلايات والأرضيات والجدران في المطابخ التجارية في كل الإمارات، حسب ساعات عملكم. نقدم عرض السعر بعد المعاينة: اتصل أو راسلنا على واتساب ${contact.phone}.`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'packages',
    category: 'prices',
    questions: {
      en: ['What packages do you have?', 'What is the Premium Clean?', 'Basic, Deep and Premium packages'],
      ar: ['ما هي الباقات المتوفرة؟', 'ما هي باقة التنظيف المميز؟', 'الباقات الأساسية والعميقة والمميزة'],
    },
    keywords: { en: 'package packages plan plans basic premium popular', ar: 'باقة باقات خطة اساسي مميز' },
    answer: (priceList) => ({
      en: `Three packages for a 1-bedroom home, before VAT: ${list(
        packages.map((p) => `${p.name} ${aed(packagePrice(priceList, p.id), 'en')}`),
        'en',
      )} (a move-in/out clean). ${packagesNote}`,
      ar: `ثلاث باقات لمنزل بغرفة نوم واحدة، قبل الضريبة: ${list(
        packages.map((p) => `${packageNamesAr[p.id]} ${aed(packagePrice(priceList, p.id), 'ar')}`),
        'ar',
      )} (تنظيف عند الانتقال). قد تختلف الأسعار حسب حجم المنزل والمتطلبات، وكل الباقات تشمل ضمان الرضا.`,
    }),
    links: ['services', 'book'],
  },
  {
    id: 'deep-vs-standard',
    category: 'services',
    questions: {
      en: ['What is the difference between a standard and a deep clean?', 'Do I need a deep clean or a regular one?'],
      ar: ['ما الفرق بين التنظيف العادي والتنظيف العميق؟', 'هل أحتاج تنظيفًا عميقًا أم عاديًا؟'],
    },
    keywords: { en: 'difference versus vs compare which', ar: 'فرق مقارنة ايهما' },
    answer: (priceList) => ({
      en: `A standard clean keeps a lived-in home fresh (surfaces, floors, kitchen and bathrooms); a deep clean also does inside cabinets, grout, tiles and hard-to-reach areas, and suits a first visit or a home that has not been cleaned for a while. For a 1-bedroom home: ${aed(packagePrice(priceList, 'basic'), 'en')} against ${aed(packagePrice(priceList, 'deep'), 'en')} before VAT.`,
      ar: `التنظيف العادي يحافظ على نظافة المنزل المسكون (الأسطح والأرضيات والمطبخ والحمامات)، أما العميق فيشمل أيضًا داخل الخزائن والجص والبلاط والأماكن الصعبة، ويناسب الزيارة الأولى أو منزلًا لم يُنظف منذ مدة. لمنزل بغرفة نوم واحدة: ${aed(packagePrice(priceList, 'basic'), 'ar')} مقابل ${aed(packagePrice(priceList, 'deep'), 'ar')} قبل الضريبة.`,
    }),
    links: ['book'],
  },
  {
    id: 'windows',
    category: 'services',
    questions: {
      en: ['Do you clean windows?', 'Do you clean the outside of windows?'],
      ar: ['هل تنظفون النوافذ؟', 'هل تنظفون النوافذ من الخارج؟'],
    },
    keywords: { en: 'window windows glass facade exterior', ar: 'نافذة نوافذ زجاج واجهة خارج' },
    answer: () => ({
      en: 'Inside windows, frames and tracks are part of a deep clean and a move-in/out clean. We do not clean building facades or the outside of high windows.',
      ar: 'تنظيف النوافذ من الداخل وإطاراتها ومجاريها جزء من التنظيف العميق والتنظيف عند الانتقال. لا ننظف واجهات المباني ولا النوافذ العالية من الخارج.',
    }),
  },
  {
    id: 'ironing',
    category: 'services',
    questions: {
      en: ['Do you do ironing?', 'Can the cleaner do laundry?'],
      ar: ['هل تقدمون كي الملابس؟', 'هل يمكن غسل الملابس؟'],
    },
    keywords: { en: 'ironing iron laundry clothes washing', ar: 'كي مكواة غسيل ملابس' },
    answer: (priceList) => ({
      en: `Ironing is an extra of a standard, deep or move-in/out clean: ${aed(extraPrice(priceList, 'ironing') ?? 0, 'en')} for 1 hour, before VAT. We do not do laundry.`,
      ar: `كي الملابس إضافة على التنظيف العادي أو العميق أو عند الانتقال: ${aed(extraPrice(priceList, 'ironing') ?? 0, 'ar')} لساعة واحدة قبل الضريبة. لا نقدم خدمة غسيل الملابس.`,
    }),
    links: ['book'],
  },
  {
    id: 'post-construction',
    category: 'services',
    questions: {
      en: ['Do you do after-construction cleaning?', 'Cleaning after renovation or an event?'],
      ar: ['هل تقدمون التنظيف بعد البناء؟', 'تنظيف بعد الترميم أو بعد حفلة'],
    },
    keywords: {
      en: 'construction renovation builders dust event party custom',
      ar: 'بناء ترميم تشطيب غبار حفلة مناسبة',
    },
    answer: () => ({
      en: `Yes, as a custom plan: post-construction and event cleaning, one-off or recurring, quoted for your space and schedule. Tell us about it on the contact form or call ${contact.phone}.`,
      ar: `نعم، ضمن خطة مخصصة: التنظيف بعد البناء أو المناسبات، مرة واحدة أو بشكل دوري، بعرض سعر يناسب مساحتك وجدولك. أخبرنا عنها عبر نموذج التواصل أو اتصل على ${contact.phone}.`,
    }),
    links: ['contact', 'phone'],
  },
  {
    id: 'eco-products',
    category: 'company',
    questions: {
      en: ['Are your products safe for children and pets?', 'Do you use eco-friendly products?'],
      ar: ['هل منتجاتكم آمنة للأطفال والحيوانات الأليفة؟', 'هل تستخدمون منتجات صديقة للبيئة؟'],
    },
    keywords: {
      en: 'eco green safe children kids pets chemicals toxic biodegradable',
      ar: 'بيئة آمنة اطفال حيوانات كيماويات',
    },
    answer: () => ({
      en: 'Yes: we use non-toxic, biodegradable products that are safe for children, pets and the planet.',
      ar: 'نعم: نستخدم منتجات غير سامة وقابلة للتحلل وآمنة على الأطفال والحيوانات الأليفة والبيئة.',
    }),
  },
  {
    id: 'materials',
    category: 'services',
    questions: {
      en: ['Do you bring your own cleaning supplies?', 'Do I need to provide cleaning materials?'],
      ar: ['هل تحضرون مواد التنظيف معكم؟', 'هل يجب أن أوفر مواد التنظيف؟'],
    },
    keywords: { en: 'supplies materials products equipment vacuum bring provide', ar: 'مواد ادوات معدات مكنسة توفير' },
    answer: (priceList) => ({
      en: `Our crew always brings its own equipment. The cleaning products are yours by default, or add "We bring the cleaning materials" (+${aed(extraPrice(priceList, 'materials') ?? 0, 'en')}) and we bring our eco-friendly ones.`,
      ar: `يحضر فريقنا معداته دائمًا. مواد التنظيف من عندك عادةً، أو أضف "${extraLabelsAr.materials}" (+${aed(extraPrice(priceList, 'materials') ?? 0, 'ar')}) ونحضر موادنا الصديقة للبيئة.`,
    }),
    links: ['book'],
  },
  // Prices --------------------------------------------------------------------------------------------------------
  {
    id: 'price-list',
    category: 'prices',
    questions: {
      en: ['How much does cleaning cost?', 'What are your prices?', 'Price list'],
      ar: ['كم تكلفة التنظيف؟', 'ما هي أسعاركم؟', 'قائمة الأسعار'],
    },
    keywords: { en: 'price prices cost rates charge much fee', ar: 'سعر اسعار تكلفة كم رسوم' },
    answer: (priceList) => ({
      en: `Before VAT: a standard clean from ${aed(lowest(priceList, 'residential'), 'en')} (studio), a deep clean from ${aed(lowest(priceList, 'deep'), 'en')}, a move-in/out clean from ${aed(lowest(priceList, 'movein'), 'en')}, offices from ${aed(lowest(priceList, 'office'), 'en')} and carpets ${aed(lowest(priceList, 'carpet'), 'en')} per item. Tell me your home (e.g. "2-bedroom deep clean with oven") and I will work out the price.`,
      ar: `قبل الضريبة: التنظيف العادي من ${aed(lowest(priceList, 'residential'), 'ar')} (استوديو)، والعميق من ${aed(lowest(priceList, 'deep'), 'ar')}، وعند الانتقال من ${aed(lowest(priceList, 'movein'), 'ar')}، والمكاتب من ${aed(lowest(priceList, 'office'), 'ar')}، والسجاد ${aed(lowest(priceList, 'carpet'), 'ar')} للقطعة. صف لي منزلك (مثلًا "تنظيف عميق لشقة غرفتين مع الفرن") وسأحسب لك السعر.`,
    }),
    links: ['book'],
  },
  {
    id: 'vat',
    category: 'prices',
    questions: {
      en: ['Is VAT included in the price?', 'Do your prices include tax?'],
      ar: ['هل الأسعار تشمل ضريبة القيمة المضافة؟', 'هل السعر شامل الضريبة؟'],
    },
    keywords: { en: 'vat tax included inclusive exclusive', ar: 'ضريبة القيمة المضافة شامل' },
    answer: () => ({
      en: `Prices are before VAT: ${vatPercent}% VAT is added, and the booking form shows the total as you fill it in.`,
      ar: `الأسعار قبل ضريبة القيمة المضافة: تضاف ضريبة ${vatPercent}%، ونموذج الحجز يعرض المبلغ الإجمالي أثناء تعبئته.`,
    }),
  },
  {
    id: 'extras',
    category: 'prices',
    questions: {
      en: ['What extras can I add?', 'How much is oven cleaning?', 'Add-ons for a home cleaning?'],
      ar: ['ما الإضافات المتاحة؟', 'كم سعر تنظيف الفرن؟', 'إضافات على تنظيف المنزل'],
    },
    keywords: { en: 'extra extras add addon add-on oven fridge balcony', ar: 'اضافة اضافات فرن ثلاجة شرفة' },
    answer: (priceList) => ({
      en: `Extras for a home, before VAT: ${list(
        priceList.extras.map((e) => `${e.label} +${aed(e.price, 'en')}`),
        'en',
      )}.`,
      ar: `الإضافات للمنزل، قبل الضريبة: ${list(
        priceList.extras.map((e) => `${extraLabelsAr[e.code] ?? e.label} +${aed(e.price, 'ar')}`),
        'ar',
      )}.`,
    }),
    links: ['book'],
  },
  {
    id: 'discounts',
    category: 'prices',
    questions: {
      en: ['Do you have any discounts or offers?', 'Is there a promo code?'],
      ar: ['هل لديكم خصومات أو عروض؟', 'هل يوجد كود خصم؟'],
    },
    keywords: { en: 'discount offer promo code coupon deal cheaper', ar: 'خصم عرض عروض كود كوبون ارخص' },
    answer: () => ({
      en: `Our prices are the ones on the price list, with no promo codes. For a regular contract (offices, restaurants, recurring visits) ask us for a quote on ${contact.phone} or the contact form.`,
      ar: `أسعارنا هي أسعار القائمة ولا توجد أكواد خصم. للعقود الدورية (المكاتب والمطاعم والزيارات المتكررة) اطلب عرض سعر على ${contact.phone} أو عبر نموذج التواصل.`,
    }),
    links: ['contact', 'phone'],
  },
  {
    id: 'late-fee',
    category: 'policies',
    questions: {
      en: ['Is there a fee if I cancel late?', 'Are there hidden fees?'],
      ar: ['هل توجد رسوم على الإلغاء المتأخر؟', 'هل هناك رسوم مخفية؟'],
    },
    keywords: { en: 'fee fees hidden charge penalty late', ar: 'رسوم مخفية غرامة متأخر' },
    answer: () => ({
      en: `There are no hidden fees: you pay the estimate the form shows, VAT included. Cancel or reschedule at least ${hours(bookingRules.cancellationNoticeHours, 'en')} ahead; a late cancellation may incur a fee.`,
      ar: `لا توجد رسوم مخفية: تدفع السعر الذي يعرضه النموذج شاملًا الضريبة. ألغِ أو غيّر الموعد قبل ${hours(bookingRules.cancellationNoticeHours, 'ar')} على الأقل؛ وقد يترتب على الإلغاء المتأخر رسوم.`,
    }),
  },
  // Booking -------------------------------------------------------------------------------------------------------
  {
    id: 'how-to-book',
    category: 'booking',
    questions: {
      en: ['How do I book a cleaning?', 'How can I make a booking?', 'Can I book online?'],
      ar: ['كيف أحجز موعد تنظيف؟', 'كيف يمكنني الحجز؟', 'هل يمكنني الحجز عبر الإنترنت؟'],
    },
    keywords: { en: 'book booking reserve appointment schedule online form how', ar: 'حجز احجز موعد نموذج كيف' },
    answer: () => ({
      en: `Online on our Book Now page: choose the service, the date and a free time, in ${hours(bookingRules.appointmentBlockHours, 'en')} blocks. We confirm every booking within ${hours(bookingRules.confirmationWithinHours, 'en')}. Or tell me the service and the day and I will prepare the form for you.`,
      ar: `عبر صفحة احجز الآن: اختر الخدمة والتاريخ ووقتًا متاحًا، والمواعيد ${hours(bookingRules.appointmentBlockHours, 'ar')}. نؤكد كل حجز خلال ${hours(bookingRules.confirmationWithinHours, 'ar')}. أو أخبرني بالخدمة واليوم وسأجهز لك النموذج.`,
    }),
    links: ['book'],
  },
  {
    id: 'confirmation',
    category: 'booking',
    questions: {
      en: ['When will you confirm my booking?', 'I booked, when do I hear back?'],
      ar: ['متى تؤكدون الحجز؟', 'حجزت، متى تتواصلون معي؟'],
    },
    keywords: { en: 'confirm confirmation confirmed hear back reply', ar: 'تأكيد تاكيد رد' },
    answer: () => ({
      en: `Within ${hours(bookingRules.confirmationWithinHours, 'en')}. The confirmation has a private link to reschedule or cancel. For anything urgent call ${contact.phone}.`,
      ar: `خلال ${hours(bookingRules.confirmationWithinHours, 'ar')}. يحتوي التأكيد على رابط خاص لتغيير الموعد أو إلغائه. للأمور العاجلة اتصل على ${contact.phone}.`,
    }),
    links: ['phone'],
  },
  {
    id: 'same-day',
    category: 'booking',
    questions: {
      en: ['Can you come today?', 'Do you do same-day or urgent cleaning?'],
      ar: ['هل يمكنكم القدوم اليوم؟', 'هل تقدمون تنظيفًا عاجلًا في نفس اليوم؟'],
    },
    keywords: { en: 'urgent asap today same day emergency now', ar: 'عاجل مستعجل اليوم حالا طارئ' },
    answer: () => ({
      en: `A time can be booked online from ${hours(bookingLimits.leadHours, 'en')} ahead while a crew is free. For anything sooner or urgent, call us on ${contact.phone}.`,
      ar: `يمكن حجز موعد عبر الإنترنت قبل ${hours(bookingLimits.leadHours, 'ar')} على الأقل إذا كان هناك فريق متاح. لما هو أقرب أو عاجل اتصل بنا على ${contact.phone}.`,
    }),
    links: ['phone', 'book'],
  },
  {
    id: 'how-far-ahead',
    category: 'booking',
    questions: {
      en: ['How far ahead can I book?', 'Can I book for next month?'],
      ar: ['إلى متى يمكنني الحجز مسبقًا؟', 'هل يمكنني الحجز للشهر القادم؟'],
    },
    keywords: { en: 'ahead advance next month weeks future', ar: 'مسبقا الشهر القادم مقدما' },
    answer: () => ({
      en: `Up to ${days(bookingLimits.horizonDays, 'en')} ahead, on any day that is not closed.`,
      ar: `حتى ${days(bookingLimits.horizonDays, 'ar')} مقدمًا، في أي يوم غير مغلق.`,
    }),
    links: ['book'],
  },
  {
    id: 'duration',
    category: 'booking',
    questions: {
      en: ['How long does a cleaning take?', 'How long is an appointment?'],
      ar: ['كم يستغرق التنظيف؟', 'ما مدة الموعد؟'],
    },
    keywords: { en: 'long duration take time block hours', ar: 'مدة يستغرق وقت كم ساعة' },
    answer: () => ({
      en: `Appointments are ${hours(bookingRules.appointmentBlockHours, 'en')} blocks starting on the hour; the crew stays until the checklist is done.`,
      ar: `مدة المواعيد ${hours(bookingRules.appointmentBlockHours, 'ar')} تبدأ على رأس الساعة، ويبقى الفريق حتى يُنجز قائمة المهام.`,
    }),
  },
  {
    id: 'reschedule',
    category: 'policies',
    questions: {
      en: ['How do I cancel or reschedule?', 'Can I change my booking time?'],
      ar: ['كيف ألغي الحجز أو أغير موعده؟', 'هل يمكنني تغيير موعد الحجز؟'],
    },
    keywords: { en: 'cancel cancellation reschedule change move postpone', ar: 'الغاء الغي تغيير تأجيل' },
    answer: () => ({
      en: `Use the private link in your booking confirmation to reschedule or cancel until ${hours(bookingLimits.changeNoticeHours, 'en')} before the appointment. Please cancel or reschedule at least ${hours(bookingRules.cancellationNoticeHours, 'en')} in advance; late cancellations may incur a fee.`,
      ar: `استخدم الرابط الخاص في تأكيد الحجز لتغيير الموعد أو إلغائه حتى ${hours(bookingLimits.changeNoticeHours, 'ar')} قبل الموعد. يرجى الإلغاء أو التغيير قبل ${hours(bookingRules.cancellationNoticeHours, 'ar')} على الأقل؛ وقد يترتب على الإلغاء المتأخر رسوم.`,
    }),
  },
  {
    id: 'after-hours',
    category: 'booking',
    questions: {
      en: ['Can you clean at night or after office hours?', 'Do you work overnight?'],
      ar: ['هل يمكنكم التنظيف ليلًا أو بعد الدوام؟', 'هل تعملون طوال الليل؟'],
    },
    keywords: { en: 'night overnight evening late after hours weekend', ar: 'ليل ليلا مساء متأخر بعد الدوام' },
    answer: () => ({
      en: `${hoursSentence('en')} ${outsideHoursNote('en')}`,
      ar: `${hoursSentence('ar')} ${outsideHoursNote('ar')}`,
    }),
    links: ['phone', 'whatsapp'],
  },
  {
    id: 'recurring',
    category: 'booking',
    questions: {
      en: ['Can I have a weekly cleaner?', 'Do you do regular recurring cleaning?'],
      ar: ['هل يمكنني الحصول على عاملة تنظيف أسبوعيًا؟', 'هل تقدمون تنظيفًا دوريًا؟'],
    },
    keywords: {
      en: 'weekly regular recurring every week fortnightly monthly contract',
      ar: 'اسبوعي دوري كل اسبوع شهري عقد',
    },
    answer: () => ({
      en: 'Yes: book each visit online, or ask us for a regular plan on the contact form and we will fit it to your schedule, with the same trusted team where possible.',
      ar: 'نعم: احجز كل زيارة عبر الإنترنت، أو اطلب خطة دورية عبر نموذج التواصل وسنرتبها حسب جدولك، مع نفس الفريق قدر الإمكان.',
    }),
    links: ['book', 'contact'],
  },
  // Hours ---------------------------------------------------------------------------------------------------------
  {
    id: 'hours',
    category: 'hours',
    questions: {
      en: ['What are your opening hours?', 'When are you open?', 'Business hours'],
      ar: ['ما هي ساعات العمل؟', 'متى تفتحون؟', 'أوقات الدوام'],
    },
    keywords: { en: 'hours open opening close closing time working', ar: 'ساعات دوام تفتحون تغلقون وقت' },
    answer: () => ({
      en: `${hoursSentence('en')} The first appointment starts at opening time and the last ${hours(bookingRules.appointmentBlockHours, 'en')} before closing.`,
      ar: `${hoursSentence('ar')} يبدأ أول موعد عند الافتتاح وآخر موعد قبل الإغلاق بـ${hours(bookingRules.appointmentBlockHours, 'ar')}.`,
    }),
  },
  {
    id: 'sunday',
    category: 'hours',
    questions: {
      en: ['Are you open on Sunday?', 'Do you work on weekends?'],
      ar: ['هل تعملون يوم الأحد؟', 'هل تعملون في عطلة نهاية الأسبوع؟'],
    },
    keywords: { en: 'sunday saturday weekend friday', ar: 'الاحد السبت الجمعة عطلة' },
    answer: () => ({
      en: `Yes, seven days a week: Monday to Saturday ${openAt(1, 'en')}, Sunday ${openAt(7, 'en')}.`,
      ar: `نعم، طوال أيام الأسبوع: من الاثنين إلى السبت ${openAt(1, 'ar')}، والأحد ${openAt(7, 'ar')}.`,
    }),
    links: ['book'],
  },
  {
    id: 'holidays',
    category: 'hours',
    questions: {
      en: ['Are you open on public holidays?', 'Do you work during Eid?'],
      ar: ['هل تعملون في العطلات الرسمية؟', 'هل تعملون في العيد؟'],
    },
    keywords: { en: 'holiday holidays eid national day ramadan closed', ar: 'عطلة عطل عيد رمضان مغلق' },
    answer: () => ({
      en: 'We close on some public holidays: the days we are closed are greyed out in the booking calendar. Any other day can be booked.',
      ar: 'نغلق في بعض العطلات الرسمية: تظهر الأيام المغلقة باللون الرمادي في تقويم الحجز. ويمكن الحجز في أي يوم آخر.',
    }),
    links: ['book'],
  },
  // Areas ---------------------------------------------------------------------------------------------------------
  {
    id: 'areas',
    category: 'areas',
    questions: {
      en: ['Which areas do you cover?', 'Do you come to my area?', 'Where do you work in Dubai?'],
      ar: ['ما هي المناطق التي تخدمونها؟', 'هل تأتون إلى منطقتي؟', 'أين تعملون في دبي؟'],
    },
    keywords: { en: 'area areas cover community location neighbourhood serve', ar: 'منطقة مناطق تغطون حي تخدمون' },
    answer: () => ({
      en: `Homes and offices all over Dubai, in the communities of the booking form, from ${list(['Dubai Marina', 'Downtown Dubai', 'Jumeirah', 'Mirdif', 'Deira'], 'en')} to Dubai South. Grease traps and commercial kitchens in every emirate, under contract.`,
      ar: `المنازل والمكاتب في كل دبي، في مناطق نموذج الحجز، من ${list(
        (['Dubai Marina', 'Downtown Dubai', 'Jumeirah', 'Mirdif', 'Deira'] as const).map((c) => communityNamesAr[c]),
        'ar',
      )} إلى ${communityNamesAr['Dubai South']}. ومصائد الدهون والمطابخ التجارية في كل الإمارات بعقود.`,
    }),
    links: ['book'],
  },
  {
    id: 'other-emirates',
    category: 'areas',
    questions: {
      en: ['Do you work in Abu Dhabi or Sharjah?', 'Do you serve other emirates?'],
      ar: ['هل تعملون في أبوظبي أو الشارقة؟', 'هل تخدمون الإمارات الأخرى؟'],
    },
    keywords: { en: 'emirate emirates uae outside dubai', ar: 'امارة الامارات خارج دبي' },
    answer: () => ({
      en: `Homes and offices are booked in Dubai only. ${list(
        contractServicesAcrossUae.map((id) => serviceName(id, 'en')),
        'en',
      )} are available in ${list(emirates, 'en')} under contract: call or WhatsApp us on ${contact.phone} for a quote.`,
      ar: `حجز المنازل والمكاتب في دبي فقط. أما ${list(
        contractServicesAcrossUae.map((id) => serviceNamesAr[id]),
        'ar',
      )} فمتاحة في ${list(
        emirates.map((e) => emirateNamesAr[e]),
        'ar',
      )} بعقود: اتصل أو راسلنا على واتساب ${contact.phone} لعرض سعر.`,
    }),
    links: ['phone', 'whatsapp'],
  },
  {
    id: 'office-location',
    category: 'contact',
    questions: {
      en: ['Where is your office?', 'Where are you located?', 'What is your address?'],
      ar: ['أين يقع مكتبكم؟', 'أين موقعكم؟', 'ما هو عنوانكم؟'],
    },
    keywords: { en: 'address located location office visit', ar: 'عنوان موقع مكتب زيارة' },
    answer: () => ({
      en: `We are in ${contact.location}. The contact page has the map.`,
      ar: `مقرنا في ${locationAr}. تجد الخريطة في صفحة التواصل.`,
    }),
    links: ['contact'],
  },
  // Policies ------------------------------------------------------------------------------------------------------
  {
    id: 'cancellation-policy',
    category: 'policies',
    questions: {
      en: ['What is your cancellation policy?', 'How many hours before can I cancel?'],
      ar: ['ما هي سياسة الإلغاء؟', 'قبل كم ساعة يمكنني الإلغاء؟'],
    },
    keywords: { en: 'cancellation policy notice refund', ar: 'سياسة الالغاء اشعار استرداد' },
    answer: () => ({
      en: `Please cancel or reschedule at least ${hours(bookingRules.cancellationNoticeHours, 'en')} in advance, with the link in your confirmation; late cancellations may incur a fee. Nothing is paid before the visit.`,
      ar: `يرجى الإلغاء أو تغيير الموعد قبل ${hours(bookingRules.cancellationNoticeHours, 'ar')} على الأقل عبر الرابط في التأكيد؛ وقد يترتب على الإلغاء المتأخر رسوم. لا يُدفع شيء قبل الزيارة.`,
    }),
  },
  {
    id: 'guarantee',
    category: 'policies',
    questions: {
      en: ['What if I am not happy with the cleaning?', 'Do you have a satisfaction guarantee?'],
      ar: ['ماذا لو لم أكن راضيًا عن التنظيف؟', 'هل لديكم ضمان الرضا؟'],
    },
    keywords: { en: 'guarantee satisfaction unhappy complaint redo reclean', ar: 'ضمان رضا غير راض شكوى اعادة' },
    answer: () => ({
      en: `Every clean comes with our satisfaction guarantee: a supervisor checks the result before we leave, and if something was missed, tell us on ${contact.phone} and we come back to put it right.`,
      ar: `كل تنظيف مشمول بضمان الرضا: يتحقق المشرف من النتيجة قبل المغادرة، وإذا فاتنا شيء أخبرنا على ${contact.phone} وسنعود لإصلاحه.`,
    }),
    links: ['phone'],
  },
  {
    id: 'insurance',
    category: 'company',
    questions: {
      en: ['Are you insured?', 'What if something gets damaged?'],
      ar: ['هل لديكم تأمين؟', 'ماذا لو تضرر شيء؟'],
    },
    keywords: { en: 'insured insurance bonded damage broken liability', ar: 'تأمين مؤمن ضرر كسر' },
    answer: () => ({
      en: `Yes, we are fully insured and bonded. If anything is damaged, tell us on ${contact.phone} or ${contact.email} and we will make it right.`,
      ar: `نعم، لدينا تأمين شامل. إذا تضرر أي شيء أخبرنا على ${contact.phone} أو ${contact.email} وسنعالج الأمر.`,
    }),
    links: ['phone'],
  },
  {
    id: 'staff',
    category: 'company',
    questions: {
      en: ['Are your cleaners trained and vetted?', 'Who will come to clean?'],
      ar: ['هل عمال النظافة مدربون وموثوقون؟', 'من سيأتي للتنظيف؟'],
    },
    keywords: {
      en: 'staff cleaner cleaners maid trained vetted background uniform team',
      ar: 'عمال عاملة فريق مدرب موثوق زي',
    },
    answer: () => ({
      en: `Our ${achievements.staff}+ staff are vetted, uniformed and trained in modern cleaning methods and safety, and we send the same trusted team where possible.`,
      ar: `موظفونا، وعددهم أكثر من ${achievements.staff}، موثوقون ويرتدون الزي الرسمي ومدربون على أساليب التنظيف الحديثة والسلامة، ونرسل نفس الفريق قدر الإمكان.`,
    }),
  },
  // Payment -------------------------------------------------------------------------------------------------------
  {
    id: 'payment',
    category: 'payment',
    questions: {
      en: ['How do I pay?', 'Can I pay by card?', 'Do you take cash or card?', 'Which payment methods do you accept?'],
      ar: ['كيف أدفع؟', 'هل يمكنني الدفع بالبطاقة؟', 'ما طرق الدفع المقبولة؟'],
    },
    keywords: { en: 'pay payment card cash transfer bank credit', ar: 'دفع الدفع بطاقة نقدا تحويل بنكي' },
    answer: () => ({
      en: `Payment is due at the time of service, by ${paymentList('en')}.`,
      ar: `الدفع عند تقديم الخدمة: ${paymentList('ar')}.`,
    }),
  },
  {
    id: 'deposit',
    category: 'payment',
    questions: {
      en: ['Do I pay in advance?', 'Do you need a deposit?', 'Can I pay online?'],
      ar: ['هل أدفع مقدمًا؟', 'هل تحتاجون عربونًا؟', 'هل يمكنني الدفع عبر الإنترنت؟'],
    },
    keywords: { en: 'advance deposit upfront online prepay', ar: 'مقدما عربون دفع مسبق اونلاين' },
    answer: () => ({
      en: `No deposit and no online payment: you pay at the time of service, by ${paymentList('en')}.`,
      ar: `لا عربون ولا دفع عبر الإنترنت: تدفع عند تقديم الخدمة، ${paymentList('ar')}.`,
    }),
  },
  // Preparation ---------------------------------------------------------------------------------------------------
  {
    id: 'prepare',
    category: 'preparation',
    questions: {
      en: ['What should I prepare before the cleaners come?', 'How do I get ready for the cleaning?'],
      ar: ['ماذا أجهز قبل قدوم فريق التنظيف؟', 'كيف أستعد للتنظيف؟'],
    },
    keywords: { en: 'prepare preparation ready before arrive access parking', ar: 'تجهيز استعداد قبل وصول دخول موقف' },
    answer: () => ({
      en: 'Make sure the crew can get in (building access, a parking spot if you can), water and electricity are on, and valuables and fragile items are put away. Tell us about pets or anything special in the booking.',
      ar: 'تأكد من إمكانية دخول الفريق (تصريح المبنى وموقف سيارة إن أمكن)، وأن الماء والكهرباء متوفران، وأن الأغراض الثمينة والقابلة للكسر محفوظة. أخبرنا عن الحيوانات الأليفة أو أي طلب خاص عند الحجز.',
    }),
  },
  {
    id: 'be-home',
    category: 'preparation',
    questions: {
      en: ['Do I need to be at home during the cleaning?', 'Can you clean while I am at work?'],
      ar: ['هل يجب أن أكون في المنزل أثناء التنظيف؟', 'هل يمكنكم التنظيف وأنا في العمل؟'],
    },
    keywords: { en: 'home present away keys work', ar: 'موجود غائب مفتاح العمل' },
    answer: () => ({
      en: 'No: someone must let the crew in and check the result, or arrange access with your building or concierge. Tell us how in the booking address.',
      ar: 'لا يلزم ذلك: يكفي أن يُدخل أحدٌ الفريق ويتحقق من النتيجة، أو رتّب الدخول مع إدارة المبنى أو الاستقبال. اذكر ذلك في عنوان الحجز.',
    }),
  },
  // Company and contact -------------------------------------------------------------------------------------------
  {
    id: 'experience',
    category: 'company',
    questions: {
      en: ['How long have you been in business?', 'How many clients do you have?'],
      ar: ['منذ متى تعملون؟', 'كم عدد عملائكم؟'],
    },
    keywords: { en: 'experience years clients customers history about', ar: 'خبرة سنوات عملاء تاريخ' },
    answer: () => ({
      en: `For ${achievements.years}+ years: ${achievements.clients}+ happy clients, ${count(achievements.cleanings)}+ cleanings and ${achievements.staff}+ professional staff across Dubai.`,
      ar: `منذ أكثر من ${achievements.years} سنوات: أكثر من ${achievements.clients} عميل سعيد و${count(achievements.cleanings)} عملية تنظيف وأكثر من ${achievements.staff} موظفًا محترفًا في دبي.`,
    }),
  },
  {
    id: 'contact',
    category: 'contact',
    questions: {
      en: ['How can I contact you?', 'What is your phone number?', 'What is your email?'],
      ar: ['كيف أتواصل معكم؟', 'ما هو رقم هاتفكم؟', 'ما هو بريدكم الإلكتروني؟'],
    },
    keywords: {
      en: 'contact phone number call email mail reach talk human person',
      ar: 'تواصل هاتف رقم اتصال بريد ايميل موظف',
    },
    answer: () => ({
      en: `Call or WhatsApp ${contact.phone}, e-mail ${contact.email}, or send the contact form. ${hoursSentence('en')}`,
      ar: `اتصل أو راسلنا على واتساب ${contact.phone}، أو بالبريد ${contact.email}، أو أرسل نموذج التواصل. ${hoursSentence('ar')}`,
    }),
    links: ['phone', 'whatsapp', 'contact'],
  },
  {
    id: 'whatsapp-quote',
    category: 'contact',
    questions: {
      en: ['Can I get a quote on WhatsApp?', 'Do you have WhatsApp?'],
      ar: ['هل يمكنني الحصول على عرض سعر عبر واتساب؟', 'هل لديكم واتساب؟'],
    },
    keywords: { en: 'whatsapp quote message chat', ar: 'واتساب واتس عرض سعر رسالة' },
    answer: () => ({
      en: `Yes: message us on WhatsApp at ${contact.phone} with your home and the service, and we reply with a quote.`,
      ar: `نعم: راسلنا على واتساب ${contact.phone} بتفاصيل منزلك والخدمة، وسنرد بعرض سعر.`,
    }),
    links: ['whatsapp'],
  },
];

/** The services that are quoted rather than booked online, by id. */
export const quotedServiceIds: readonly ServiceId[] = quoted.map((s) => s.id);
