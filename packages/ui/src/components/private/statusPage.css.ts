import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by the full-page status screens (NotFound, AccessDenied, LoadingScreen): centred in the viewport. */
export const statusPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  minBlockSize: `calc(100vh - ${vars.size.headerHeight})`,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const statusIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconTile.xlarge,
  blockSize: vars.size.iconTile.xlarge,
  borderRadius: vars.radius.full,
});

export const statusMessage = style({ maxInlineSize: '32rem' });
