/**
 * The company's facts in Arabic (`@sparkle/company/arabic`): one Arabic name for each thing the facts name (a service,
 * a package, a size, an extra, a community, an emirate), for the assistant of the chat function and for the site.
 * The site's Arabic catalogues use the same names (apps/site/src/i18n/companyArabic.test.ts fails when one differs),
 * and the booking form's Arabic community names are this table. Plain data, like company.ts; English pages never load
 * it.
 */
import type { BookableServiceId, Community } from './booking.ts';
import type { Emirate, Package, ServiceId } from './company.ts';

export const serviceNamesAr: Readonly<Record<ServiceId, string>> = {
  residential: 'تنظيف المنازل',
  office: 'تنظيف المكاتب',
  deep: 'التنظيف العميق',
  movein: 'تنظيف عند الانتقال',
  carpet: 'تنظيف السجاد والمفروشات',
  restaurant: 'تنظيف المطاعم والمطابخ',
  sanitization: 'التعقيم والتطهير',
  'grease-trap': 'تنظيف مصائد الدهون',
  'commercial-kitchen': 'تنظيف المطابخ التجارية',
};

/** The booking form's services (its values), by the same Arabic names as the services. */
export const bookableServiceNamesAr: Readonly<Record<BookableServiceId, string>> = {
  residential: serviceNamesAr.residential,
  office: serviceNamesAr.office,
  deep: serviceNamesAr.deep,
  movein: serviceNamesAr.movein,
  carpet: serviceNamesAr.carpet,
};

/** The packages: 'باقة …', so that the Deep Clean package and the Deep Cleaning service have names of their own. */
export const packageNamesAr: Readonly<Record<Package['id'], string>> = {
  basic: 'باقة التنظيف الأساسي',
  deep: 'باقة التنظيف العميق',
  premium: 'باقة التنظيف المميز',
};

/** The price list's sizes, by code. */
export const sizeLabelsAr: Readonly<Record<string, string>> = {
  studio: 'استوديو',
  '1br': 'غرفة نوم واحدة',
  '2br': 'غرفتا نوم',
  '3br': '3 غرف نوم',
  '4br': '4 غرف نوم',
  '5br': '5 غرف نوم',
  'villa-3': 'فيلا، 3 غرف نوم',
  'villa-4': 'فيلا، 4 غرف نوم',
  'villa-5': 'فيلا، 5 غرف نوم أو أكثر',
  'office-s': 'حتى 1,000 قدم مربع',
  'office-m': '1,001–2,500 قدم مربع',
  'office-l': '2,501–5,000 قدم مربع',
  'office-xl': '5,001–10,000 قدم مربع',
  item: 'للقطعة الواحدة (سجادة، مقعد كنبة، مرتبة)',
};

/** The price list's extras, by code. */
export const extraLabelsAr: Readonly<Record<string, string>> = {
  fridge: 'تنظيف داخل الثلاجة',
  oven: 'تنظيف داخل الفرن',
  balcony: 'الشرفة',
  ironing: 'كيّ الملابس (ساعة واحدة)',
  materials: 'نحضر مواد التنظيف معنا',
};

/** The areas and communities of the booking form, by their stored (English) name. */
export const communityNamesAr: Readonly<Record<Community, string>> = {
  'Al Barari': 'البراري',
  'Al Barsha': 'البرشاء',
  'Al Furjan': 'الفرجان',
  'Al Garhoud': 'القرهود',
  'Al Jaddaf': 'الجداف',
  'Al Jafiliya': 'الجافلية',
  'Al Karama': 'الكرامة',
  'Al Khawaneej': 'الخوانيج',
  'Al Mankhool': 'المنخول',
  'Al Nahda': 'النهدة',
  'Al Qusais': 'القصيص',
  'Al Quoz': 'القوز',
  'Al Rashidiya': 'الراشدية',
  'Al Safa': 'الصفا',
  'Al Satwa': 'السطوة',
  'Al Sufouh': 'الصفوح',
  'Al Twar': 'الطوار',
  'Al Warqa': 'الورقاء',
  'Al Wasl': 'الوصل',
  'Arabian Ranches': 'المرابع العربية',
  Arjan: 'أرجان',
  'Bluewaters Island': 'جزيرة بلوواترز',
  'Bur Dubai': 'بر دبي',
  'Business Bay': 'الخليج التجاري',
  'City Walk': 'سيتي ووك',
  'Damac Hills': 'داماك هيلز',
  Deira: 'ديرة',
  'Discovery Gardens': 'ديسكفري جاردنز',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Dubai Creek Harbour': 'مرسى خور دبي',
  'Dubai Festival City': 'دبي فستيفال سيتي',
  'Dubai Harbour': 'دبي هاربر',
  'Dubai Hills Estate': 'دبي هيلز استيت',
  'Dubai Internet City': 'مدينة دبي للإنترنت',
  'Dubai Investments Park': 'مجمع دبي للاستثمار',
  'Dubai Marina': 'دبي مارينا',
  'Dubai Media City': 'مدينة دبي للإعلام',
  'Dubai Silicon Oasis': 'واحة دبي للسيليكون',
  'Dubai Sports City': 'مدينة دبي الرياضية',
  'Dubai South': 'دبي الجنوب',
  DIFC: 'مركز دبي المالي العالمي',
  'Emirates Hills': 'تلال الإمارات',
  'International City': 'المدينة العالمية',
  'Jebel Ali': 'جبل علي',
  Jumeirah: 'جميرا',
  'Jumeirah Beach Residence (JBR)': 'جميرا بيتش ريزيدنس',
  'Jumeirah Golf Estates': 'جميرا جولف استيتس',
  'Jumeirah Islands': 'جزر جميرا',
  'Jumeirah Lake Towers (JLT)': 'أبراج بحيرات جميرا',
  'Jumeirah Park': 'جميرا بارك',
  'Jumeirah Village Circle (JVC)': 'قرية جميرا الدائرية',
  'Jumeirah Village Triangle (JVT)': 'قرية جميرا المثلثية',
  Mirdif: 'مردف',
  'Mohammed Bin Rashid City': 'مدينة محمد بن راشد',
  'Motor City': 'موتور سيتي',
  Mudon: 'مدن',
  'Nad Al Sheba': 'ند الشبا',
  'Oud Metha': 'عود ميثاء',
  'Palm Jumeirah': 'نخلة جميرا',
  'Port Rashid': 'ميناء راشد',
  Remraam: 'رمرام',
  'The Greens': 'ذا جرينز',
  'The Lakes': 'ذا ليكس',
  'The Meadows': 'ذا ميدوز',
  'The Springs': 'ذا سبرينغز',
  'The Views': 'ذا فيوز',
  'Tilal Al Ghaf': 'تلال الغاف',
  'Town Square': 'تاون سكوير',
  'Umm Suqeim': 'أم سقيم',
  'Za’abeel': 'زعبيل',
};

export const emirateNamesAr: Readonly<Record<Emirate, string>> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
  'Umm Al Quwain': 'أم القيوين',
};

/** The company's location, as `contact.location` says it. */
export const locationAr = 'الخليج التجاري، دبي';

/** ISO weekday (1 Monday … 7 Sunday) → its Arabic name. */
export const weekdayNamesAr = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'] as const;

/** The Gregorian months as the UAE writes them. */
export const monthNamesAr = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

/** The payment methods of `bookingRules.paymentMethods`, in the same order. */
export const paymentMethodsAr = ['نقدًا', 'بطاقات الائتمان', 'التحويل البنكي'] as const;
