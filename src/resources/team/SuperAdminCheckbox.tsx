/**
 * The team form's super-admin checkbox (operations §4): ticking asks "Are you sure you want to give
 * all the access to this user ?"; confirming selects suUsers alone (the groups hide); unticking
 * restores the member's own roles on the update form, or clears them on the add form.
 */
import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { isSuperAdminSelection, selectSuperAdmin, unselectSuperAdmin } from '../../domain/teamRoles';

export interface SuperAdminCheckboxProps {
  role: readonly string[];
  /** the member's roles as loaded (update form); undefined on the add form */
  ownRoles?: readonly string[];
  onChange: (role: string[]) => void;
}

export function SuperAdminCheckbox({ role, ownRoles, onChange }: SuperAdminCheckboxProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const checked = isSuperAdminSelection(role);
  return (
    <>
      <FormControlLabel
        label={translate('resources.team.members.superAdmin')}
        control={
          <Checkbox
            name="superAdmin"
            checked={checked}
            onChange={(event) => {
              if (event.target.checked) setConfirming(true);
              else onChange(unselectSuperAdmin(ownRoles));
            }}
          />
        }
      />
      <Confirm
        isOpen={confirming}
        title="resources.team.members.superAdmin"
        content="resources.team.members.superAdminConfirm"
        confirm="team.common.confirm"
        cancel="team.common.cancel"
        onConfirm={() => {
          setConfirming(false);
          onChange(selectSuperAdmin());
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
