/**
 * The looks of MUI's ButtonBase root and SvgIcon, for the controls the table rows draw as MUI's
 * markup instead of its components (./RowCheckbox.tsx, ./RowMenu.tsx): the same values MUI's own
 * styles compute.
 */
import type { Theme } from '@mui/material';

/** MUI's ButtonBase root: an unstyled, centred, pointer box (a round button adds its own padding and colours). */
export const buttonBaseLook = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
} as const;

/** MUI's SvgIcon at a font size of `px`, filled with the text's colour. */
export function svgIconLook(theme: Theme, px: number) {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(px),
  } as const;
}
