import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  color: vars.color.foreground.brand,
  animation: `${spin} 0.9s linear infinite`,
  // Reduced motion: a still ring (screenshots run with reduced motion too, so they are stable).
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const label = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
});
