/**
 * A row's selection checkbox in the admin's table rows (./PageRows.tsx): react-admin's
 * SelectRowCheckbox (the same label, class names, and toggle: a click with Shift selects the range
 * since the last one) drawn as the markup of MUI's Checkbox, not its components.
 *
 * MUI's Checkbox is seven components and three computed styles a row (SwitchBase, ButtonBase with
 * its ripple, the icon), every time the page of rows is drawn: with react-admin's rows and
 * checkbox a page turn took up to twice the main-thread time (docs/benchmarks.md). Here the look
 * is one rule on the table body (`rowCheckboxStyle`): the same size, colours, hover and checked
 * colour, light and dark. What is left out is the ripple: a click does not spread a circle, and
 * keyboard focus shows the hover circle instead of a pulsing one.
 */
import { memo, type MouseEvent } from 'react';
import type { Theme } from '@mui/material';
import clsx from 'clsx';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { buttonBaseLook, svgIconLook } from './markupLook';

/** MUI's CheckBoxOutlineBlank and CheckBox icons. */
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/** MUI's class names of a primary, medium Checkbox, and react-admin's of a row's. */
const ROOT_CLASS = clsx(
  'MuiButtonBase-root',
  'MuiCheckbox-root',
  'MuiCheckbox-colorPrimary',
  'MuiCheckbox-sizeMedium',
  'PrivateSwitchBase-root',
  'select-item',
  DataTableClasses.checkbox,
  'PageRows-checkbox',
);

/** The checked state is the selection's: the click (or Space) toggles it, the input's own change is not used. */
const keepChecked = () => undefined;

export const RowCheckbox = memo(function RowCheckbox() {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) throw new Error('RowCheckbox can only be used within a RecordContext');
  const selectable = !isRowSelectable || isRowSelectable(record);
  const checked = selectable && !!selectedIds?.includes(record.id);
  const toggle = (event: MouseEvent<HTMLInputElement>) => {
    if (!selectable || !handleToggleItem) return;
    handleToggleItem(record.id, event);
    event.stopPropagation();
  };
  return (
    <span className={clsx(ROOT_CLASS, checked && 'Mui-checked', !selectable && 'Mui-disabled')}>
      <input
        type="checkbox"
        className="PrivateSwitchBase-input"
        data-indeterminate="false"
        aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
        checked={checked}
        disabled={!selectable}
        onClick={toggle}
        onChange={keepChecked}
      />
      <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={checked ? CHECKED : BLANK} />
      </svg>
    </span>
  );
});

/**
 * The look of MUI's Checkbox (primary, medium) and of its small body cell, as one rule for the
 * table body: MUI's ButtonBase, SwitchBase and Checkbox roots, its hidden input and its icon. In a
 * small checkbox cell MUI takes the checkbox's padding away; react-admin's theme pads the cell 8 px.
 */
export function rowCheckboxStyle(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& > tr > td.PageRows-checkboxCell': { width: 24, padding: '0 8px' },
    '& .PageRows-checkbox': {
      ...buttonBaseLook,
      padding: 0,
      borderRadius: '50%',
      color: palette.text.secondary,
      '&:hover': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:has(> input:focus-visible)': { backgroundColor: theme.alpha(palette.primary.main, palette.action.focusOpacity) },
      '&.Mui-checked': { color: palette.primary.main },
      '&.Mui-disabled': { color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
      '& > input': {
        cursor: 'inherit',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
      '& > svg': svgIconLook(theme, 24),
    },
  } as const;
}
