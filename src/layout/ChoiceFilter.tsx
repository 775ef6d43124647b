/**
 * A list filter picked from choices (the orders' and the withdrawals' status), drawn once per choice.
 *
 * react-admin's SelectInput in a filter form drew itself three times for one pick, each time with its
 * open menu (about 100 components: the field, MUI's Select, the menu and every item, still drawn while
 * the menu fades out): for the value, for the focus coming back to the field, and for react-hook-form's
 * state. And once more with the filtered rows. Here:
 * - the field is MUI's Select, in a TextField as react-admin draws it (the same look, label, keys and
 *   roles), whose own menu stays closed;
 * - the menu is MUI's Menu beside the field, as MUI's Select draws it (a listbox below the field, at
 *   least as wide, its items options), with items that are drawn again only when their own
 *   selection changes. The focus coming back to the field draws the field alone;
 * - the value is the list's filter, not a form field: a pick sets the list's filters with what is typed
 *   in the form's other filters (react-admin's filter form merges them the same way), and shows at
 *   once, before the list applies it (./PageFilters.tsx waits for its first page);
 * - when the menu opens, the list's first page under each choice is asked for (./ListAhead.tsx),
 *   while the admin reads the choices: the pick then finds its rows at hand and draws them at once,
 *   where it waited for the list's worker.
 */
import { memo, useContext, useId, useState, type SyntheticEvent } from 'react';
import { Menu, MenuItem, TextField, styled } from '@mui/material';
import { useEvent, useListContext, useTranslate, useTranslateLabel } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FilterAheadContext } from './PageFilters';

export interface FilterChoice {
  id: string;
  name: string;
}

export interface ChoiceFilterProps {
  source: string;
  choices: readonly FilterChoice[];
  /** shown in the filter form from the start (react-admin's filter form reads it) */
  alwaysOn?: boolean;
  /** the list's resource, for the label (react-admin's filter form passes it) */
  resource?: string;
  /** react-admin's filter form passes 'small' */
  size?: 'small' | 'medium';
}

/** What react-admin's SelectInput shows for "no filter": an em space, so the item has a line's height. */
const EMPTY_TEXT = '\u2003';
/** Where MUI's Select opens its menu: below the field, centred. */
const BELOW = { vertical: 'bottom', horizontal: 'center' } as const;
const TOP = { vertical: 'top', horizontal: 'center' } as const;

/** react-admin's SelectInput's field: at least 160 px wide, the arrow in the field's right padding. */
const Field = styled(TextField)(({ theme }) => ({
  minWidth: theme.spacing(20),
  '& .MuiFilledInput-root': { paddingRight: 0 },
}));

interface ChoiceItemProps {
  value: string;
  label: string;
  selected: boolean;
  onPick: (value: string) => void;
  /** the item's accessible name, when its text is not (the empty choice) */
  name?: string;
}

const ChoiceItem = memo(function ChoiceItem({ value, label, selected, onPick, name }: ChoiceItemProps) {
  return (
    <MenuItem
      role="option"
      aria-selected={selected}
      selected={selected}
      data-value={value}
      aria-label={name}
      title={name}
      onClick={() => onPick(value)}
    >
      {label}
    </MenuItem>
  );
});

interface ChoiceMenuProps {
  /** the field's input box, and its width when the menu was opened; null when closed */
  at: { anchor: HTMLElement; width: number } | null;
  open: boolean;
  listId: string;
  labelId: string;
  choices: readonly FilterChoice[];
  value: string;
  clearLabel: string;
  onPick: (value: string) => void;
  onClose: () => void;
}

const ChoiceMenu = memo(function ChoiceMenu({ at, open, listId, labelId, choices, value, clearLabel, onPick, onClose }: ChoiceMenuProps) {
  return (
    <Menu
      anchorEl={at?.anchor}
      open={open && at !== null}
      onClose={onClose}
      anchorOrigin={BELOW}
      transformOrigin={TOP}
      slotProps={{
        list: { role: 'listbox', id: listId, 'aria-labelledby': labelId, disableListWrap: true },
        paper: { style: { minWidth: at?.width } },
      }}
    >
      <ChoiceItem value="" label={EMPTY_TEXT} name={clearLabel} selected={value === ''} onPick={onPick} />
      {choices.map((choice) => (
        <ChoiceItem key={choice.id} value={choice.id} label={choice.name} selected={value === choice.id} onPick={onPick} />
      ))}
    </Menu>
  );
});

interface ChoiceSelectProps {
  source: string;
  label: string;
  choices: readonly FilterChoice[];
  value: string;
  size: 'small' | 'medium';
  onPick: (value: string) => void;
  /** the menu opens: what may be picked next can be asked for */
  onOpen: () => void;
}

/** The field and its menu, drawn again when the value shown or the menu's state changes. */
const ChoiceSelect = memo(function ChoiceSelect({ source, label, choices, value, size, onPick, onOpen }: ChoiceSelectProps) {
  const translate = useTranslate();
  const id = useId();
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<ChoiceMenuProps['at']>(null);
  const openMenu = (event: SyntheticEvent) => {
    const anchor = (event.currentTarget as HTMLElement).parentElement;
    if (!anchor) return;
    setAt({ anchor, width: anchor.clientWidth });
    setOpen(true);
    onOpen();
  };
  const close = useEvent(() => setOpen(false));
  const pick = useEvent((next: string) => {
    setOpen(false);
    onPick(next);
  });
  return (
    <>
      <Field
        id={id}
        name={source}
        select
        label={label}
        value={value}
        size={size}
        margin="dense"
        fullWidth
        className={`ra-input ra-input-${source}`}
        onChange={(event) => pick(event.target.value)}
        slotProps={{
          select: {
            open,
            onOpen: openMenu,
            // MUI's own menu stays closed: ChoiceMenu is the field's menu
            MenuProps: { open: false },
            SelectDisplayProps: { 'aria-controls': open ? listId : undefined },
          },
        }}
      >
        <MenuItem value="">{EMPTY_TEXT}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </Field>
      <ChoiceMenu
        at={at}
        open={open}
        listId={listId}
        labelId={`${id}-label`}
        choices={choices}
        value={value}
        clearLabel={translate('ra.action.clear_input_value')}
        onPick={pick}
        onClose={close}
      />
    </>
  );
});

export function ChoiceFilter({ source, choices, resource, size = 'small' }: ChoiceFilterProps) {
  const translateLabel = useTranslateLabel();
  const { filterValues, setFilters } = useListContext();
  const form = useFormContext();
  const applied: unknown = filterValues[source];
  const shown = typeof applied === 'string' ? applied : '';
  // the pick, shown until the list's filter changes (to it, or to another one: Back, Forward)
  const [picked, setPicked] = useState<string | null>(null);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setPicked(null);
  }
  const value = picked ?? shown;
  /** The list's filters with this one at `choice`, and what is typed in the form's other filters. */
  const filtersWith = (choice: string) => ({ ...filterValues, ...form.getValues(), [source]: choice });
  const onPick = useEvent((next: string) => {
    setPicked(next);
    setFilters(filtersWith(next));
  });
  // the first page of each choice, asked for while the admin reads them: the pick then draws its rows at once
  const askAhead = useContext(FilterAheadContext);
  const onOpen = useEvent(() => {
    for (const choice of ['', ...choices.map(({ id }) => id)]) askAhead({ filter: filtersWith(choice) });
  });
  const label = translateLabel({ source, resource });
  return (
    <ChoiceSelect
      source={source}
      label={typeof label === 'string' ? label : source}
      choices={choices}
      value={value}
      size={size}
      onPick={onPick}
      onOpen={onOpen}
    />
  );
}
