import { palette } from '../../theme/tokens';

/**
 * Story-only placeholder "photos": self-contained SVG data URLs (no network, no downloaded images), so stories
 * can show the image variant of a component deterministically.
 */
export function placeholderPhoto(label: string, width = 1200, height = 900): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.teal100}"/><stop offset="1" stop-color="${palette.teal600}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.18}" fill="${palette.white}" fill-opacity="0.35"/>
<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.84}" height="${height * 0.22}" rx="24" fill="${palette.white}" fill-opacity="0.5"/>
<text x="50%" y="${height * 0.75}" font-family="sans-serif" font-size="${Math.round(height / 14)}" fill="${palette.teal900}" text-anchor="middle" dominant-baseline="middle">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
