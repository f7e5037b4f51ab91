/**
 * Story-only Arabic texts, for the right-to-left stories (`globals: { locale: 'ar' }`). The components hold no
 * Arabic: they take their words as props (`texts`, `labels`), and the site will pass the ones of its Arabic
 * catalogue. These stand in for that catalogue, written for customers in the UAE, so that the stories show real
 * Arabic layouts: lengths, line breaks, the script's font, numbers inside Arabic text.
 */
import type { AccountConfirmCardTexts } from '../AccountConfirmCard/AccountConfirmCard';
import type { AccountOverviewTexts } from '../AccountOverview/AccountOverview';
import type { BookingFormTexts } from '../BookingForm/BookingForm';
import type { ConfirmEmailCardTexts } from '../ConfirmEmailCard/ConfirmEmailCard';
import type { ContactFormTexts } from '../ContactForm/ContactForm';
import type { CrewAccessCardTexts } from '../CrewAccessCard/CrewAccessCard';
import type { SyncStatusTexts } from '../CrewDay/CrewDay';
import type { CrewInvitationCardTexts } from '../CrewInvitationCard/CrewInvitationCard';
import type { CrewJobCardTexts } from '../CrewJobCard/CrewJobCard';
import type { DateFieldLabels } from '../DateField/DateField';
import type { ForgotPasswordFormTexts } from '../ForgotPasswordForm/ForgotPasswordForm';
import type { NewPasswordFormTexts } from '../NewPasswordForm/NewPasswordForm';
import type { PriceEstimateTexts } from '../PriceEstimate/PriceEstimate';
import type { ReviewFormTexts } from '../ReviewForm/ReviewForm';
import type { defaultFooterLabels } from '../SiteFooter/SiteFooter';
import type { HeaderLabels, NavItem } from '../SiteHeader/SiteHeader';

/** The Intl locale of the Arabic stories. */
export const arLocale = 'ar-AE';

export const arBrandName = 'سباركل كلين دبي';

export const arHeaderLabels: HeaderLabels = {
  navigation: 'القائمة الرئيسية',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  signingOut: 'جارٍ تسجيل الخروج...',
  account: 'حسابي',
  admin: 'لوحة الإدارة',
  bookNow: 'احجز الآن',
};

/** The Arabic site's pages live under /ar; its home page is current on /ar only. */
export const arNavItems: NavItem[] = [
  { label: 'الرئيسية', href: '/ar', exact: true },
  { label: 'من نحن', href: '/ar/about' },
  { label: 'خدماتنا', href: '/ar/services' },
  { label: 'معرض الصور', href: '/ar/gallery' },
  { label: 'آراء العملاء', href: '/ar/testimonials' },
  { label: 'اتصل بنا', href: '/ar/contact' },
];

export const arFooter = {
  tagline: 'منازل ومكاتب نظيفة تمامًا في جميع أنحاء دبي.',
  description: 'تنظيف احترافي للمنازل والمكاتب والمطابخ التجارية على أيدي فرق مدرَّبة ومؤمَّن عليها، بمنتجات صديقة للبيئة.',
  quickLinks: [...arNavItems, { label: 'احجز الآن', href: '/ar/book-now' }],
  labels: {
    quickLinks: 'روابط سريعة',
    contact: 'تواصل معنا',
    social: 'تابعونا',
    address: 'العنوان',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    website: 'الموقع الإلكتروني',
    opensInNewTab: 'يفتح في علامة تبويب جديدة',
  } satisfies typeof defaultFooterLabels,
  address: 'الخليج التجاري، دبي، الإمارات العربية المتحدة',
  copyright: (year: number) => `© ${year} سباركل كلين دبي. جميع الحقوق محفوظة.`,
};

export const arHero = {
  eyebrow: 'أكثر من 5000 عميل يثقون بنا في دبي',
  title: 'خدمات تنظيف احترافية في دبي',
  subtitle: 'تنظيف المنازل والمكاتب والمطاعم والمطابخ التجارية على أيدي فرق مدرَّبة ومؤمَّن عليها، بمنتجات صديقة للبيئة.',
  ctaLabel: 'احجز خدمة تنظيف',
};

export const arContactFormTexts: ContactFormTexts = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  message: 'الرسالة',
  messagePlaceholder: 'كيف يمكننا مساعدتك؟',
  requiredNote: 'الحقول المعلَّمة بـ * مطلوبة.',
  submit: 'أرسل الرسالة',
  submitting: 'جارٍ الإرسال...',
};

export const arBookingFormTexts: BookingFormTexts = {
  service: 'نوع الخدمة',
  servicePlaceholder: 'اختر خدمة',
  propertyHome: 'حجم المنزل',
  propertyOffice: 'مساحة المكتب',
  propertyPlaceholder: 'اختر الحجم',
  propertyNoService: 'الحجم',
  propertyNoServicePlaceholder: 'اختر الخدمة أولًا',
  quantity: 'عدد القطع',
  extras: 'خدمات إضافية',
  extrasHint: 'اختيارية، وتُضاف إلى السعر.',
  frequency: 'عدد المرات',
  frequencyHint: 'التنظيف المنتظم يأتي في اليوم والوقت نفسيهما، مع خصم على كل زيارة.',
  date: 'التاريخ',
  datePlaceholder: 'اختر تاريخًا',
  time: 'الوقت',
  timePlaceholder: 'اختر وقتًا',
  name: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  phonePlaceholder: '050 123 4567',
  email: 'البريد الإلكتروني',
  community: 'المنطقة',
  communityPlaceholder: 'اكتب للبحث، مثل Dubai Marina',
  communityNoMatch: 'لا توجد منطقة بهذا الاسم. جرِّب كتابة أخرى.',
  building: 'اسم المبنى أو الفيلا',
  apartment: 'رقم الشقة أو الفيلا',
  address: 'العنوان',
  addressPlaceholder: 'الشارع وأقرب معلم',
  requiredNote: 'الحقول المعلَّمة بـ * مطلوبة.',
  submit: 'احجز الآن',
  submitting: 'جارٍ الإرسال...',
  notesTitle: 'معلومات الحجز',
  confirmNote: 'سيتواصل معك فريقنا خلال 24 ساعة لتأكيد حجزك.',
  urgentNote: 'للحجوزات العاجلة، اتصل بنا على',
  blocksNote: 'تُحجز المواعيد على فترات مدة كل منها ساعتان.',
  paymentNote: 'الدفع عند تقديم الخدمة. نقبل الدفع نقدًا وبالبطاقات الائتمانية والتحويل المصرفي.',
  cancellationNote: 'يُرجى الإلغاء أو تغيير الموعد قبل 24 ساعة على الأقل، فقد تُفرض رسوم على الإلغاء المتأخر.',
};

/** The bookable services' names, by value. */
export const arServiceLabels: Readonly<Record<string, string>> = {
  residential: 'تنظيف المنازل',
  office: 'تنظيف المكاتب',
  deep: 'التنظيف العميق',
  movein: 'تنظيف عند الانتقال',
  carpet: 'تنظيف السجاد والمفروشات',
};

/** The home sizes of the price list by code, and the extras. */
export const arSizeLabels: Record<string, string> = {
  studio: 'استوديو',
  '1br': 'غرفة نوم واحدة',
  '2br': 'غرفتا نوم',
  '3br': '3 غرف نوم',
  '4br': '4 غرف نوم',
  '5br': '5 غرف نوم',
  'villa-3': 'فيلا، 3 غرف نوم',
  'villa-4': 'فيلا، 4 غرف نوم',
  'villa-5': 'فيلا، 5 غرف نوم أو أكثر',
};

export const arExtraLabels: Record<string, string> = {
  fridge: 'داخل الثلاجة',
  oven: 'داخل الفرن',
  balcony: 'الشرفة',
  ironing: 'الكيّ (ساعة واحدة)',
  materials: 'نُحضر مواد التنظيف',
};

export const arSlotReasons = {
  tooSoon: 'قريب جدًا',
  fullyBooked: 'محجوز بالكامل',
  closed: 'خارج ساعات العمل',
};

export const arEstimateTexts: PriceEstimateTexts = {
  title: 'السعر التقديري',
  subtotal: 'المجموع الفرعي',
  vat: 'ضريبة القيمة المضافة (5%)',
  total: 'الإجمالي',
  empty: 'اختر الخدمة وحجم العقار لمعرفة السعر.',
  note: 'قد تختلف الأسعار بحسب حجم المنزل والمتطلبات الخاصة.',
  listPrice: 'السعر',
  discount: 'خصم التنظيف المنتظم',
};

export const arDateFieldLabels: DateFieldLabels = {
  chooseDate: 'اختر التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  loadError: 'تعذّر تحميل التقويم. يُرجى المحاولة مرة أخرى.',
};

export const arChat = {
  title: 'تحدَّث معنا',
  subtitle: 'اسأل عن خدماتنا وأسعارنا وحجوزاتنا.',
  openLabel: 'فتح المحادثة',
  closeLabel: 'إغلاق المحادثة',
  inputLabel: 'اكتب رسالتك',
  placeholder: 'اكتب رسالتك...',
  sendLabel: 'إرسال الرسالة',
  logLabel: 'المحادثة',
  typingLabel: 'المساعد يكتب',
  senderLabels: { user: 'أنت', bot: 'المساعد' },
  greeting: 'مرحبًا! أنا مساعد سباركل كلين. كيف يمكنني مساعدتك في التنظيف اليوم؟',
  question: 'كم تكلفة التنظيف العميق لشقة من غرفتي نوم؟',
  answer: 'تبدأ باقة التنظيف العميق من 300 درهم، ويعتمد السعر النهائي على حجم منزلك واحتياجاته.\nهل تودّ حجز زيارة؟',
  reply: 'نعم، صباح هذا السبت من فضلك.',
  linksLabel: 'روابط',
  bookingReply:
    'إليك نموذج الحجز وقد عُبئ فيه: التنظيف العميق يوم السبت 5 ديسمبر الساعة 10:00 ص. أضف بياناتك وأرسله؛ ونؤكد الحجز خلال 24 ساعة.',
  bookingLink: 'احجز: التنظيف العميق، السبت 5 ديسمبر، 10:00 ص',
};

export const arToasts = {
  closeLabel: 'إغلاق الإشعار',
  success: 'تم بنجاح',
  bookingSubmitted: 'تم إرسال طلب الحجز بنجاح! سنتواصل معك لتأكيده.',
  imageUpdated: 'تم تحديث الصورة',
  connectionError: 'خطأ في الاتصال',
  noResponse: 'تعذّر الحصول على رد. يُرجى التواصل معنا مباشرة للمساعدة.',
  error: 'خطأ',
  selectDate: 'يُرجى اختيار تاريخ',
};

export const arCarousel = {
  label: 'آراء العملاء',
  previousLabel: 'الرأي السابق',
  nextLabel: 'الرأي التالي',
  goToLabel: (n: number) => `الانتقال إلى الرأي ${n}`,
  announcement: (n: number, total: number) => `الرأي ${n} من ${total}`,
  slideLabel: (n: number, total: number) => `${n} من ${total}`,
  rating: (stars: number) => `التقييم ${stars} من 5`,
  testimonials: [
    {
      id: 'sarah',
      name: 'سارة المنصوري',
      quote: 'ترك الفريق شقتنا في دبي مارينا نظيفة تمامًا. مواعيدهم دقيقة، وهم ودودون ومتقنون جدًا.',
      rating: 5,
    },
    {
      id: 'ahmed',
      name: 'أحمد خان',
      quote: 'لم يبدُ مكتبنا في الخليج التجاري أفضل من قبل. صرنا نحجزهم كل أسبوع.',
      rating: 5,
    },
    {
      id: 'maria',
      name: 'ماريا لوبيز',
      quote: 'بفضل التنظيف العميق عند الانتقال استرددنا مبلغ التأمين كاملًا. حتى إنهم نظّفوا داخل الفرن وخلف الثلاجة.',
      rating: 4,
    },
  ],
};

export const arCrewJobCardTexts: CrewJobCardTexts = {
  call: (name) => `اتصل بـ${name}`,
  whatsapp: (name) => `واتساب ${name}`,
  map: 'افتح في الخرائط',
  size: 'الحجم',
  extras: 'الإضافات',
  notes: 'ملاحظات من المكتب',
  checklist: 'قائمة المهام',
  start: 'ابدأ',
  finish: 'إنهاء',
  finishTitle: 'إنهاء العمل',
  finishHint: 'التقط أو اختر صورة واحدة على الأقل للعمل بعد الانتهاء.',
  addPhotos: 'أضف صور ما بعد التنظيف',
  afterPhotos: 'صور ما بعد التنظيف',
  removePhoto: (alt) => `إزالة ${alt}`,
  confirmFinish: 'تم الإنجاز',
  cancel: 'إلغاء',
  needPhoto: 'أضف صورة واحدة على الأقل أولًا.',
  states: { scheduled: 'لم يبدأ', started: 'قيد التنفيذ', finishing: 'قيد التنفيذ', done: 'تم' },
  waiting: 'بانتظار الإرسال',
  reference: (reference) => `المرجع ${reference}`,
  listSeparator: '، ',
};

export const arSyncStatusTexts: SyncStatusTexts = {
  offline: 'لا يوجد اتصال. تُحفظ تغييراتك على هذا الهاتف وتُرسل عند عودة الاتصال.',
  waiting: (n) => (n === 1 ? 'تغيير واحد بانتظار الإرسال' : `${n} تغييرات بانتظار الإرسال`),
  sending: (n) => (n === 1 ? 'جارٍ إرسال تغيير واحد...' : `جارٍ إرسال ${n} تغييرات...`),
  allSent: 'أُرسلت جميع التغييرات',
};

/** What each star of the review form is called ('4 نجوم'). */
export const arStarLabel = (stars: number) => (stars === 1 ? 'نجمة واحدة' : stars === 2 ? 'نجمتان' : `${stars} نجوم`);

export const arReviewFormTexts: ReviewFormTexts = {
  loading: 'جارٍ التحميل...',
  failedTitle: 'تعذّر تحميل هذه الصفحة',
  failedText: 'يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  notFoundTitle: 'لم نعثر على رابط التقييم هذا',
  notFoundText: 'يرجى التأكد من فتح الرابط كاملًا من رسالتنا، أو اتصل بنا على',
  expiredTitle: 'انتهت صلاحية رابط التقييم هذا',
  expiredText: 'تعمل روابط التقييم مدة 30 يومًا بعد إنجاز العمل. لأي استفسار بشأنه، يرجى الاتصال بنا على',
  reviewedTitle: 'شكرًا لك، وصلنا تقييمك',
  reviewedText: 'سبق تقييم هذا العمل: لكل حجز تقييم واحد.',
  title: 'كيف كان أداؤنا يا عائشة؟',
  intro: 'أخبرنا عن التنظيف العميق يوم الخميس 26 نوفمبر 2026.',
  ratingLegend: 'تقييمك',
  commentLabel: 'رأيك',
  commentHint: 'ما الذي أعجبك، وما الذي يمكننا تحسينه؟ حتى 1000 حرف.',
  photoTitle: 'أضف صورة (اختياري): أفلتها هنا أو انقر للاختيار',
  photoHint: 'JPG أو PNG أو WebP أو GIF، حتى 5 ميغابايت. لا يرى صورتك إلا فريقنا، ولا تُنشر أبدًا.',
  removePhoto: 'إزالة الصورة',
  publicNote: 'بعد أن يقرأه فريقنا، ننشر نجومك وكلماتك مع اسمك الأول ومنطقتك فقط.',
  submit: 'أرسل التقييم',
  pending: 'جارٍ الإرسال...',
  submittedTitle: 'شكرًا لك على تقييمك!',
  submittedText: 'سيظهر على موقعنا بعد أن يقرأه فريقنا.',
  readReviews: 'اقرأ آراء الآخرين',
  home: 'العودة إلى الصفحة الرئيسية',
};

export const arForgotPasswordFormTexts: ForgotPasswordFormTexts = {
  back: 'العودة إلى تسجيل الدخول',
  title: 'إعادة تعيين كلمة المرور',
  description: 'أدخل البريد الإلكتروني لحسابك، وسنرسل إليه رابطًا لاختيار كلمة مرور جديدة.',
  email: 'البريد الإلكتروني',
  submit: 'أرسل رابط إعادة التعيين',
  pending: 'جارٍ الإرسال...',
  sentTitle: 'تحقق من بريدك الإلكتروني',
  again: 'أرسل رابطًا آخر',
  signIn: 'العودة إلى تسجيل الدخول',
};

export const arResetSent = (email: string) =>
  `إذا كان لـ ${email} حساب لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال ساعة.`;

export const arNewPasswordFormTexts: NewPasswordFormTexts = {
  back: 'العودة إلى تسجيل الدخول',
  title: 'اختر كلمة مرور جديدة',
  description: 'أدخل كلمة المرور الجديدة مرتين، وسيتم تسجيل دخولك بها.',
  password: 'كلمة المرور الجديدة',
  passwordHint: '6 أحرف على الأقل.',
  confirm: 'كلمة المرور الجديدة مرة أخرى',
  submit: 'احفظ كلمة المرور الجديدة',
  pending: 'جارٍ الحفظ...',
  noLinkTitle: 'افتح الرابط من بريدك الإلكتروني',
  noLinkText: 'تُفتح هذه الصفحة من الرابط الموجود في رسالتك. اطلب رابطًا جديدًا إن احتجت إليه.',
  expiredTitle: 'هذا الرابط لم يعد يعمل',
  expiredText: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا: يعمل كل رابط مرة واحدة خلال ساعة.',
  requestLink: 'أرسل لي رابطًا جديدًا',
  doneTitle: 'تم تغيير كلمة المرور',
  doneText: 'تم تعيين كلمة المرور الجديدة، وأنت الآن مسجّل الدخول.',
  home: 'الذهاب إلى الصفحة الرئيسية',
};

export const arConfirmEmailCardTexts: ConfirmEmailCardTexts = {
  back: 'العودة إلى تسجيل الدخول',
  title: 'أكّد بريدك الإلكتروني',
  description: 'خطوة أخيرة: أكّد أن هذا العنوان لك، ويصبح حسابك جاهزًا.',
  confirm: 'أكّد بريدي الإلكتروني',
  pending: 'جارٍ التأكيد...',
  noLinkTitle: 'افتح الرابط من بريدك الإلكتروني',
  noLinkText: 'تُفتح هذه الصفحة من الرابط الذي أرسلناه إليك عند إنشاء حسابك.',
  expiredTitle: 'هذا الرابط لم يعد يعمل',
  expiredText:
    'انتهت صلاحية هذا الرابط أو سبق استخدامه. إن كان بريدك مؤكَّدًا فسجّل الدخول، وإلا فسجّل الدخول لنرسل إليك رابطًا جديدًا.',
  signIn: 'تسجيل الدخول',
  confirmedTitle: 'تم تأكيد البريد الإلكتروني',
  confirmedText: 'حسابك جاهز، وأنت الآن مسجّل الدخول.',
  home: 'الذهاب إلى الصفحة الرئيسية',
};

export const arCrewInvitationCardTexts: CrewInvitationCardTexts = {
  back: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ التحميل...',
  failedTitle: 'تعذّر تحميل هذه الصفحة',
  failedText: 'يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  notFoundTitle: 'لم نعثر على هذه الدعوة',
  notFoundText: 'يرجى التأكد من فتح الرابط كاملًا من رسالتنا، أو اطلب دعوة جديدة من المكتب.',
  expiredTitle: 'انتهت صلاحية هذه الدعوة',
  expiredText: 'يمكن قبول الدعوات خلال 7 أيام. يرجى طلب دعوة جديدة من المكتب.',
  usedTitle: 'سبق استخدام هذه الدعوة',
  usedText: 'إن كنت قد قبلتها، فمهامك بانتظارك.',
  myJobs: 'عرض مهامي',
  title: 'انضم إلى فريق التنظيف لدينا',
  intro: (team) => (team ? `تدعوك سباركل كلين دبي للانضمام إلى ${team}.` : 'تدعوك سباركل كلين دبي للانضمام إلى فرقها.'),
  expires: (date) => `يمكنك قبول هذه الدعوة حتى ${date}.`,
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  emailHint: 'العنوان الذي أُرسلت إليه هذه الدعوة.',
  password: 'كلمة المرور',
  passwordHint: '6 أحرف على الأقل.',
  signUpSubmit: 'أنشئ الحساب وانضم',
  signInSubmit: 'سجّل الدخول وانضم',
  toSignIn: 'لدي حساب بالفعل',
  toSignUp: 'أنا جديد هنا: أنشئ حسابًا',
  pending: 'يرجى الانتظار...',
  acceptText: (email) => `أنت مسجّل الدخول باسم ${email}.`,
  accept: 'انضم إلى الفريق',
  otherAccountText: (signedInAs, invited) =>
    `أنت مسجّل الدخول باسم ${signedInAs}، لكن هذه الدعوة موجّهة إلى ${invited}. سجّل الخروج ثم افتح الرابط مرة أخرى.`,
  signOut: 'تسجيل الخروج',
};

export const arCrewAccessCardTexts: CrewAccessCardTexts = {
  back: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل مهامك...',
  loadingTitle: 'مهامك',
  signInTitle: 'سجّل الدخول لعرض مهامك',
  signInText: 'هذه الصفحة مخصّصة لعمّال النظافة لدينا: سجّل الدخول بالحساب الذي أنشأته من دعوتك.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  pending: 'يرجى الانتظار...',
  notForYouTitle: 'هذه الصفحة مخصّصة لعمّال النظافة لدينا',
  notForYouText: 'حسابك ليس ضمن فريق تنظيف. إن تلقيت دعوة فافتح الرابط من رسالة الدعوة، وإلا فتواصل مع المكتب.',
  signOut: 'تسجيل الخروج',
  failedTitle: 'تعذّر تحميل مهامك',
  failedText: 'يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
};

/** A customer's review written in Arabic, as the back office and the testimonials show it. */
export const arReview = {
  firstName: 'مريم',
  community: 'مردف',
  comment: 'فريق رائع ودقيق في المواعيد. أصبح المطبخ والحمّامات كالجديدة، وشكرًا على العناية بالأثاث.',
};

export const arAccountOverviewTexts: AccountOverviewTexts = {
  title: 'حسابي',
  loading: 'جارٍ تحميل حسابك...',
  failedTitle: 'تعذّر تحميل حسابك',
  failedText: 'يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  noPhone: 'لا يوجد رقم هاتف محفوظ.',
  unprovenTitle: 'أكّد بريدك الإلكتروني',
  unprovenText: 'تظهر هنا الحجوزات التي أجريتها بهذا البريد قبل إنشاء حسابك، بعد أن تفتح الرابط الذي نرسله إليه.',
  resend: 'أرسل لي الرابط',
  resending: 'جارٍ الإرسال...',
  upcoming: 'الزيارات القادمة',
  noUpcoming: 'لا توجد زيارات مقرّرة.',
  past: 'الزيارات السابقة',
  noPast: 'لا توجد زيارات سابقة بعد.',
  reference: 'رقم الحجز',
  price: 'السعر',
  address: 'العنوان',
  frequency: 'التكرار',
  manage: 'إدارة الحجز',
  opening: 'جارٍ الفتح...',
  bookAgain: 'احجز مرة أخرى',
  addresses: 'العناوين المحفوظة',
  noAddresses: 'لا توجد عناوين محفوظة بعد.',
  bookCleaning: 'احجز خدمة تنظيف',
  changePhone: 'غيّر رقم الهاتف',
  addPhone: 'أضف رقم هاتف',
  phoneHint: 'رقم إماراتي مثل 050 123 4567، أو رقم من بلد آخر مع رمزه +.',
  savePhone: 'احفظ رقم الهاتف',
  saving: 'جارٍ الحفظ...',
  cancel: 'إلغاء',
  addAddress: 'أضف عنواناً',
  newAddressTitle: 'عنوان جديد',
  editAddressTitle: 'تغيير العنوان',
  editAddress: 'تغيير',
  deleteAddress: 'حذف',
  deleting: 'جارٍ الحذف...',
  addressLabel: 'الاسم',
  addressLabelHint: 'اختياري، مثل المنزل أو المكتب.',
  building: 'المبنى / الفيلا',
  apartment: 'الشقة / الوحدة',
  directions: 'الإرشادات',
  directionsHint: 'اختياري: كيف يصل الفريق إلى الباب، والمواقف، ورمز البوابة.',
  saveAddress: 'احفظ العنوان',
  community: {
    label: 'المنطقة / المجمّع السكني',
    placeholder: 'اكتب للبحث، مثل دبي مارينا',
    noMatch: 'لا توجد منطقة مطابقة. جرّب كتابة الاسم بطريقة أخرى.',
  },
};

export const arAccountConfirmCardTexts: AccountConfirmCardTexts = {
  title: 'أكّد بريدك الإلكتروني',
  description: 'أكّد أن هذا العنوان لك، فتنضم إلى حسابك الحجوزات التي أجريتها به قبل إنشاء الحساب.',
  confirm: 'أكّد بريدي الإلكتروني',
  pending: 'جارٍ التأكيد...',
  noLinkTitle: 'افتح الرابط من بريدك الإلكتروني',
  noLinkText: 'تُفتح هذه الصفحة من الرابط الذي أرسلناه إلى بريدك الإلكتروني. ترسل لك صفحة حسابك رابطًا جديدًا.',
  confirmedTitle: 'تم تأكيد البريد الإلكتروني',
  expiredTitle: 'انتهت صلاحية هذا الرابط',
  expiredText: 'تعمل الروابط 7 أيام، وآخر رابط أرسلناه فقط. سجّل الدخول واطلب رابطًا جديدًا من صفحة حسابك.',
  invalidTitle: 'هذا الرابط لا يعمل',
  invalidText: 'سبق استخدامه، أو أنه غير مكتمل. إن كان بريدك مؤكَّدًا فحجوزاتك موجودة في حسابك.',
  account: 'الذهاب إلى حسابي',
};
