/**
 * The file signatures ("magic bytes") of the image types the site accepts. Storage takes a file's type from what
 * the client declares, so without this HTML (or anything) sent as `image/png` would be stored and served as a
 * photo. Hosted Supabase Storage does not look inside files either: see the README's Security section.
 */

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  // An ISO-BMFF `ftyp` box whose major brand is avif (still) or avis (sequence).
  'image/avif': (bytes) =>
    startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8)),
};

/** The image types whose content is checked. */
export const sniffedTypes = Object.keys(signatures);

/**
 * False when `mimetype` is one of the image types above and `bytes` do not start as such an image does; true
 * otherwise (other types are not checked here: the bucket's allowed types decide about them).
 */
export function contentMatchesType(mimetype: string, bytes: Uint8Array): boolean {
  const base = mimetype.split(';')[0]!.trim().toLowerCase();
  const check = signatures[base];
  return check ? check(bytes) : true;
}
