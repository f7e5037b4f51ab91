import type { CrewChecklistItem, CrewJob, CrewPhoto } from '../CrewJobCard/CrewJobCard';

/** Story-only data for the crew's pages: a day's jobs as a cleaner sees them (no prices, first names only). */
export const storyJob: CrewJob = {
  id: 'j1',
  time: '10:00 AM – 12:00 PM',
  service: 'Deep Cleaning',
  size: '2 bedrooms',
  extras: ['Inside the oven', 'Balcony'],
  notes: 'Gate code 4821. Park in the visitors’ bay, level B1.',
  firstName: 'Fatima',
  address: 'Apt 1204, Marina Gate 1, Dubai Marina',
  mapHref: 'https://www.google.com/maps/search/?api=1&query=Marina%20Gate%201%2C%20Dubai%20Marina%2C%20Dubai',
  phoneHref: 'tel:+971501234567',
  whatsappHref: 'https://wa.me/971501234567',
  reference: 'SC-7K3M9Q',
};

export const storySecondJob: CrewJob = {
  id: 'j2',
  time: '2:00 PM – 4:00 PM',
  service: 'Office Cleaning',
  size: 'Up to 1,000 sq ft',
  extras: [],
  firstName: 'Omar',
  address: 'Office 305, Bay Square 7, Business Bay',
  mapHref: 'https://www.google.com/maps/search/?api=1&query=Bay%20Square%207%2C%20Business%20Bay%2C%20Dubai',
  phoneHref: 'tel:+971507654321',
  whatsappHref: 'https://wa.me/971507654321',
  reference: 'SC-P4W8XZ',
};

export const storyChecklist = (done: number): CrewChecklistItem[] =>
  [
    { id: 'kitchen', label: 'Kitchen: surfaces, hob and sink' },
    { id: 'appliances', label: 'Inside the appliances booked as extras' },
    { id: 'bathrooms', label: 'Bathrooms: descale, disinfect' },
    { id: 'floors', label: 'All floors vacuumed and mopped' },
    { id: 'walkthrough', label: 'Walk through with the customer' },
  ].map((item, i) => ({ ...item, done: i < done }));

const photo = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${fill}"/><path d="M14 100 L50 56 L74 84 L88 70 L108 100 Z" fill="#3d4d59"/></svg>`,
  )}`;

export const storyPhotos: CrewPhoto[] = [
  { id: 'p1', src: photo('#d7eeec'), alt: 'After photo 1' },
  { id: 'p2', src: photo('#fdecd2'), alt: 'After photo 2' },
];

export const arStoryJob: CrewJob = {
  ...storyJob,
  time: '10:00 ص – 12:00 م',
  service: 'تنظيف عميق',
  size: 'غرفتا نوم',
  extras: ['داخل الفرن', 'الشرفة'],
  notes: 'رمز البوابة 4821. اركن في مواقف الزوار، الطابق B1.',
  firstName: 'فاطمة',
  address: 'شقة 1204، مارينا جيت 1، دبي مارينا',
};

export const arStoryChecklist = (done: number): CrewChecklistItem[] =>
  [
    { id: 'kitchen', label: 'المطبخ: الأسطح والموقد والحوض' },
    { id: 'appliances', label: 'داخل الأجهزة المحجوزة كإضافات' },
    { id: 'bathrooms', label: 'الحمامات: إزالة الترسبات والتعقيم' },
    { id: 'floors', label: 'كنس جميع الأرضيات ومسحها' },
    { id: 'walkthrough', label: 'جولة أخيرة مع العميل' },
  ].map((item, i) => ({ ...item, done: i < done }));
