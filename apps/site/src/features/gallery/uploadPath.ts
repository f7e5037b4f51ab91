const extensionOfType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Where a photo goes inside the bucket (docs/product.md, Photo uploads): `uploads/{timestamp}-{random}.{extension}`.
 * The extension is the file name's, or the type's when the name has none; the visitor's file name itself is kept only
 * in the record, never in the path.
 */
export function uploadPath(file: { name: string; type: string }, now: number = Date.now()): string {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1]?.toLowerCase();
  const extension = fromName ?? extensionOfType[file.type] ?? 'bin';
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `uploads/${now}-${random}.${extension}`;
}
