/**
 * The sessionStorage key of what the language switch carries to a path ('/ar/contact/' and '/ar/contact' are one
 * page): apart from src/loading/carryFormOver.ts, which every page loads only when it has something to fill in.
 */
export function carryKey(path: string): string {
  const bare = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return `sparkle:carry-form:${bare}`;
}

/** Whether the language switch carried form fields to this page. */
export function hasCarriedForms(path: string = window.location.pathname): boolean {
  try {
    return sessionStorage.getItem(carryKey(path)) !== null;
  } catch {
    return false;
  }
}
