/** 'tel:+97141234567' from a displayed number such as '+971 4 123 4567'. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
