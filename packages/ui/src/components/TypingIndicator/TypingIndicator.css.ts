import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '30%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.sunken,
});

export const dot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  // Dots are decorative (the label says what they mean) but still meet 3:1 against the bubble.
  backgroundColor: vars.color.foreground.secondary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    // Static, fully visible dots instead of the global "finish at once" rule, which would stop them mid-fade.
    [media.reducedMotion]: { animation: 'none', opacity: 1 },
  },
});
