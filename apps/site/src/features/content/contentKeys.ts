import { localizedPath } from '../../i18n/locale';

/**
 * The `site_content` keys (docs/product.md, Editing the pages in place). One row per editable thing; keys match the
 * table's check (`^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$`):
 *
 * | key                                   | column(s)                 | what                                   |
 * | ------------------------------------- | ------------------------- | -------------------------------------- |
 * | `<page>.text.<field>`                 | value                     | a text of the page (e.g. heroTitle)    |
 * | `<page>.card.<id>.title`              | value                     | a card's title                         |
 * | `<page>.card.<id>.description`        | value                     | a card's description                   |
 * | `<page>.card.<id>.image`              | image_path, value = alt   | a card's image and its alt text        |
 * | `<page>.card.<id>.deleted`            | value = 'true'            | the card was deleted                   |
 * | `<page>.detail.<id>.title`            | value                     | a detail section's title               |
 * | `<page>.detail.<id>.description`      | value                     | a detail section's description         |
 * | `<page>.detail.<id>.features`         | value, one per line       | a detail section's feature list        |
 * | `<page>.detail.<id>.image`            | image_path, value = alt   | a detail section's image and alt text  |
 *
 * Images live in the public `site-images` bucket under the key's path (`services/card/office/image/…`).
 * Other pages use `EditableText` with a key of the first form, e.g. `about.text.storyTitle`.
 */
export const contentKeys = {
  text: (page: string, field: string) => `${page}.text.${field}`,
  card: (page: string, id: string, part: 'title' | 'description' | 'image' | 'deleted') => `${page}.card.${id}.${part}`,
  detail: (page: string, id: string, part: 'title' | 'description' | 'features' | 'image') =>
    `${page}.detail.${id}.${part}`,
} as const;

/** The folder of a key's images in the bucket: `services.card.office.image` → `services/card/office/image`. */
export function imageFolder(key: string): string {
  return key.split('.').join('/');
}

/**
 * The pages that show the content of a key's page (its first part), for rendering them again after an edit
 * (scripts/serve.ts). A key of a page not listed here renders every page again.
 */
const pagePaths: Record<string, string[]> = {
  home: ['/'],
  about: ['/about'],
  services: ['/services'],
};

/** The paths to render again after the rows of `keys` changed, out of `allPaths`. */
export function pathsShowingKeys(keys: readonly string[], allPaths: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const stored of keys) {
    // An Arabic page's edit ('ar.home.text.x', siteContent.tsx) shows on the Arabic page only.
    const locale = stored.startsWith('ar.') ? 'ar' : 'en';
    const key = locale === 'ar' ? stored.slice(3) : stored;
    const known = pagePaths[key.split('.')[0] ?? ''];
    if (!known) return [...allPaths];
    for (const path of known) paths.add(localizedPath(path, locale));
  }
  return [...paths].filter((path) => allPaths.includes(path));
}
