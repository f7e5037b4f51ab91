/** Turns '+971 50 123 4567' into 'tel:+971501234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
