/**
 * The team form's read, write and delete lists (operations §6 "Permission catalogue (team form)"):
 * rows from TEAM_FORM_ROWS; a parent row (Warehouse, Game, Profit, Setting, Team) ticks or clears
 * its whole bundle through applyParentToggle (src/domain/teamRoles.ts togglePermission). The
 * Support rows (feedback, social proof, return orders) come last under their heading; before them, a
 * row for each entity the catalogue does not know (entityRows, from the descriptors).
 */
import { Fragment, useMemo } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERMISSION_KINDS, TEAM_FORM_ROWS, entityRows, type PermissionKind } from '../../domain/permissions';
import { useShell } from '../../layout/shell';
import { togglePermission } from '../../domain/teamRoles';

export interface PermissionListsProps {
  role: readonly string[];
  onChange: (role: string[]) => void;
  disabled?: boolean;
}

const KIND_LABEL: Record<PermissionKind, string> = {
  read: 'team.permissions.read',
  write: 'team.permissions.write',
  del: 'team.permissions.del',
};

export function PermissionLists({ role, onChange, disabled = false }: PermissionListsProps) {
  const translate = useTranslate();
  const { descriptors } = useShell();
  // the entities' own rows come after the spec's and before the Support group
  const formRows = useMemo(
    () => [...TEAM_FORM_ROWS.filter((row) => !row.group), ...entityRows(descriptors), ...TEAM_FORM_ROWS.filter((row) => row.group)],
    [descriptors],
  );
  return (
    <Grid container spacing={2}>
      {PERMISSION_KINDS.map((kind) => (
        <Grid key={kind} size={{ xs: 12, md: 4 }}>
          <FormControl component="fieldset" variant="standard" disabled={disabled}>
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(KIND_LABEL[kind])}
            </FormLabel>
            <FormGroup>
              {formRows
                .filter((row) => row[kind])
                .map((row, index, rows) => {
                  const permission = row[kind] as string;
                  // a group (Support) starts with its heading
                  const heading = row.group && rows[index - 1]?.group !== row.group ? row.group : null;
                  return (
                    <Fragment key={permission}>
                      {heading ? (
                        <Typography variant="subtitle2" component="p" sx={{ mt: 1.5 }}>
                          {translate(`team.permissions.${heading}`)}
                        </Typography>
                      ) : null}
                      <FormControlLabel
                        label={translate(row.label, { smart_count: 1 })}
                        control={
                          <Checkbox
                            size="small"
                            name={permission}
                            checked={role.includes(permission)}
                            onChange={(event) =>
                              onChange(
                                togglePermission(
                                  role,
                                  permission,
                                  event.target.checked,
                                  row.parent ? { parent: row.parent, kind } : undefined,
                                ),
                              )
                            }
                          />
                        }
                      />
                    </Fragment>
                  );
                })}
            </FormGroup>
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
