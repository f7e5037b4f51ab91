import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.125rem', color: vars.color.foreground.positive });
