/**
 * The looks of MUI's ButtonBase root and SvgIcon, for the controls the table rows draw as MUI's
 * markup instead of its components (./RowCheckbox.tsx, ./RowMenu.tsx): the same values MUI's own
 * styles compute; and the rules of a row's menu button (`.RowMenu-button`), MUI's small IconButton.
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

/** The look of MUI's small IconButton (ButtonBase and IconButton roots) and of its small icon. */
export function rowMenuButtonRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    '.RowMenu-button': {
      ...buttonBaseLook,
      appearance: 'none',
      textDecoration: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      borderRadius: '50%',
      color: palette.action.active,
      // no fade of its hover colour: the theme's IconButton has none either (`stillControls`, ./theme.ts)
      padding: 5,
      fontSize: theme.typography.pxToRem(18),
      '&::-moz-focus-inner': { borderStyle: 'none' },
      '&:hover': {
        backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { backgroundColor: theme.alpha(palette.action.active, palette.action.focusOpacity) },
      '@media print': { printColorAdjust: 'exact' },
      '& > svg': svgIconLook(theme, 20),
    },
  } as const;
}
