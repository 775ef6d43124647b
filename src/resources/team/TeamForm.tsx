/**
 * /addTeam and /updateTeam?id (operations §2, §5): first and last name, email, password and confirm
 * (add form), the super-admin checkbox and the read, write and delete lists. Blur checks per field,
 * the schema check on submit, "Please Select at least one role for team" without a permission.
 * On success it goes to /team-management.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Divider, Grid, TextField, Typography } from '@mui/material';
import { Title, useCreate, useGetOne, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isSuperAdminSelection } from '../../domain/teamRoles';
import type { TeamMember } from '../../domain/types/team';
import {
  teamFieldBlurError,
  teamFieldError,
  teamFields,
  validateTeamForm,
  type TeamField,
  type TeamFormErrors,
  type TeamFormMode,
  type TeamFormValues,
} from '../../domain/validation/team';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageLoading } from '../../layout/PageLoading';
import { failureText } from '../../layout/useShopAction';
import { PermissionLists } from './PermissionLists';
import { SuperAdminCheckbox } from './SuperAdminCheckbox';
import { linkTo } from '../../layout/descriptor';
import { team } from '.';

const FIELD_LABEL: Record<TeamField, string> = {
  firstName: 'resources.team.members.firstName',
  lastName: 'resources.team.members.lastName',
  email: 'resources.team.members.email',
  password: 'resources.team.members.password',
  confirmPassword: 'resources.team.members.confirmPassword',
};

const EMPTY: TeamFormValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

interface TeamFormProps {
  mode: TeamFormMode;
  member?: TeamMember;
}

function TeamFormBody({ mode, member }: TeamFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [values, setValues] = useState<TeamFormValues>(
    member ? { ...EMPTY, firstName: member.firstname, lastName: member.lastname, email: member.email } : EMPTY,
  );
  const [errors, setErrors] = useState<TeamFormErrors>({});
  const [role, setRole] = useState<string[]>(member ? [...member.role] : []);
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const saving = created.isPending || updated.isPending;
  const title = translate(mode === 'add' ? 'resources.team.members.addTitle' : 'resources.team.members.updateTitle');

  function change(field: TeamField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // a shown message follows the typing; a new one waits for blur or submit
    if (errors[field]) setErrors((current) => ({ ...current, [field]: teamFieldError(field, next) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateTeamForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (role.length === 0) {
      notify('resources.team.members.noRole', { type: 'error' });
      return;
    }
    const after = (done: string) => ({
      onSuccess: () => {
        notify(done, { type: 'success' });
        redirect(linkTo(team, 'list'));
      },
      onError: (failure: unknown) => notify(failureText(failure), { type: 'error' }),
    });
    if (mode === 'add') {
      create(team.name, { data: { ...values, role } }, after('resources.team.members.added'));
    } else if (member) {
      const data = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        role,
        userId: member._id,
        existEmail: member.email,
      };
      update(
        team.name,
        { id: member._id, data, previousData: member },
        { mutationMode: 'pessimistic', ...after('resources.team.members.updated') },
      );
    }
  }

  const superSelected = isSuperAdminSelection(role);
  return (
    <Box>
      <Title title={title} />
      <Breadcrumb title={title} parent={team} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <Grid container spacing={2}>
              {teamFields(mode).map((field) => (
                <Grid key={field} size={{ xs: 12, md: 6 }}>
                  <TextField
                    fullWidth
                    id={`team-${field}`}
                    name={field}
                    label={translate(FIELD_LABEL[field])}
                    type={field === 'password' || field === 'confirmPassword' ? 'password' : field === 'email' ? 'email' : 'text'}
                    autoComplete={field === 'email' ? 'off' : field.includes('assword') ? 'new-password' : 'off'}
                    value={values[field] ?? ''}
                    onChange={(event) => change(field, event.target.value)}
                    onBlur={() => setErrors((current) => ({ ...current, [field]: teamFieldBlurError(field, values) }))}
                    error={Boolean(errors[field])}
                    helperText={errors[field] ? translate(errors[field]) : ' '}
                    required
                  />
                </Grid>
              ))}
            </Grid>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate('resources.team.members.permissionsTitle')}
            </Typography>
            <SuperAdminCheckbox role={role} ownRoles={member?.role} onChange={setRole} />
            {superSelected ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('resources.team.members.superAdminNote')}
              </Typography>
            ) : (
              <PermissionLists role={role} onChange={setRole} disabled={saving} />
            )}
            <Box sx={{ mt: 3 }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('team.common.submit')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export function AddTeam() {
  return <TeamFormBody mode="add" />;
}

export function UpdateTeam() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const translate = useTranslate();
  const serverText = useServerText();
  const { data, isPending, isFetchedAfterMount, error } = useGetOne<TeamMember & { id: string }>(team.name, { id }, { enabled: id !== '' });
  if (!id || error) {
    return (
      <Box sx={{ p: 2 }} role="alert">
        {error instanceof Error ? serverText(error.message) : translate('team.common.notFound')}
      </Box>
    );
  }
  // wait for the record itself, not the list row react-admin seeds getOne with
  if (isPending || !isFetchedAfterMount || !data) return <PageLoading />;
  // keyed by id, so the form's state starts from this member's record
  return <TeamFormBody key={data.id} mode="update" member={data} />;
}
