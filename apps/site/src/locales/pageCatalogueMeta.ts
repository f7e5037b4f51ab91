/**
 * The `<meta name>` that names an Arabic page's own part of the catalogue: the messages of the code its first load
 * evaluates (scripts/lib/pageCatalogue.ts writes the file and the tag, src/locales/ar.ts reads it).
 */
export const pageCatalogueMeta = 'sparkle-catalogue';
