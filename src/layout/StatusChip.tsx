/**
 * A status in its colour (orders: processing orange, shipped blue, delivered green, cancel red), in
 * the theme's shade: MUI's small outlined Chip, drawn as its markup.
 *
 * MUI's Chip, with the tone's colours in `sx`, was about six components and a computed style a
 * chip, in every row of the orders, withdrawals, returns, users and team lists (the last two their
 * members' Active or Blocked), drawn again at each page turn, sort and filter; and a tone first
 * shown by a sort or a filter added its style to the page then, which restyles the whole page.
 * Here a chip is two plain elements, and the look of every tone is one set of rules
 * (`statusChipRules`) written once for the whole page, light or dark (./MarkupStyles.tsx).
 */
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material';
import { STATUS_TONES, type StatusTone } from '../domain/statusTone';

/** MUI's class names of a small outlined Chip, and ours of the tone's. */
const chipClass = (tone: StatusTone) =>
  `MuiChip-root MuiChip-outlined MuiChip-sizeSmall MuiChip-colorDefault StatusChip-root StatusChip-${tone}`;

export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <div className={chipClass(tone)}>
      <span className="MuiChip-label MuiChip-labelSmall">{label}</span>
    </div>
  );
}

/**
 * The look of MUI's small outlined Chip, and each tone's colours: the text in a shade of the tone
 * that reads on the page, the tone's border, and its tint behind.
 */
export function statusChipRules(theme: Theme) {
  const onDark = theme.palette.mode === 'dark';
  const page = theme.palette.background.paper;
  const tones = Object.fromEntries(
    STATUS_TONES.map((tone) => {
      const { main } = theme.palette[tone];
      return [
        `.StatusChip-root.StatusChip-${tone}`,
        { color: readableShade(main, page, onDark), borderColor: main, backgroundColor: theme.alpha(main, 0.08) },
      ];
    }),
  );
  return {
    '.StatusChip-root': {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      borderRadius: 16,
      border: '1px solid',
      whiteSpace: 'nowrap',
      outline: 0,
      textDecoration: 'none',
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
    },
    '.StatusChip-root > .MuiChip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 7,
      paddingRight: 7,
      whiteSpace: 'nowrap',
    },
    ...tones,
  } as const;
}

/**
 * The tone darkened (light theme) or lightened (dark theme) until it reads at 4.5:1 on the chip, whose
 * tinted background is a little off the page's colour: aim at 5:1 against the page.
 */
function readableShade(color: string, page: string, onDark: boolean): string {
  let shade = color;
  for (let step = 0.1; getContrastRatio(shade, page) < 5 && step <= 0.8; step += 0.1) {
    shade = onDark ? lighten(color, step) : darken(color, step);
  }
  return shade;
}
