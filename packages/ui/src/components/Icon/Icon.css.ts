import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One class per step of the icon scale; CSS sizes win over the width and height attributes lucide sets. */
export const iconSize = styleVariants(vars.size.icon, (size) => ({ inlineSize: size, blockSize: size, flexShrink: 0 }));

/** Icons that point the way the text runs face the other way in right-to-left pages. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
