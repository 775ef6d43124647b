/**
 * The rules of what the admin draws as MUI's markup instead of its components, for the whole page:
 * the status chips (./StatusChip.tsx) and the table rows' menu buttons (./RowMenu.tsx). Written
 * once by the layout (./Layout.tsx), in the theme's colours, light or dark; each of those is then
 * plain elements with class names, with no style of its own to compute or add when it is drawn.
 */
import { GlobalStyles, type Theme } from '@mui/material';
import { rowMenuButtonRules } from './markupLook';
import { statusChipRules } from './StatusChip';

const markupRules = (theme: Theme) => ({ ...statusChipRules(theme), ...rowMenuButtonRules(theme) });

export function MarkupStyles() {
  return <GlobalStyles styles={markupRules} />;
}
