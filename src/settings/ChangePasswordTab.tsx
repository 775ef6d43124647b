/**
 * Settings, change password tab (core §5): old_password required, password at least 8, confirm
 * equal. POST /api/admin/changePassword; the reply's fresh token replaces the stored one (the
 * admin's other sessions stop working). Update needs writeChangePassword.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setToken } from '../dataProvider/http';
import { validateChangePassword, type ChangePasswordErrors, type ChangePasswordValues } from '../domain/validation/settings';
import { useShopAction } from '../layout/useShopAction';

const EMPTY: ChangePasswordValues = { old_password: '', password: '', confirm_password: '' };

export function ChangePasswordTab({ canUpdate }: { canUpdate: boolean }) {
  const translate = useTranslate();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const change = useShopAction({
    call: (provider, body: ChangePasswordValues) => provider.changeAdminPassword(body),
    invalidates: [],
    success: () => 'resources.settings.passwordChanged',
    onSuccess: (reply) => {
      setValues(EMPTY);
      setToken(reply.token);
    },
  });
  const saving = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.run(values);
  };

  const field = (name: keyof ChangePasswordValues, label: string) => (
    <TextField
      label={translate(label)}
      type="password"
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : ' '}
      disabled={!canUpdate}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {canUpdate ? null : <Alert severity="info">{translate('resources.settings.readOnly')}</Alert>}
        {field('old_password', 'resources.settings.oldPassword')}
        {field('password', 'resources.settings.newPassword')}
        {field('confirm_password', 'resources.settings.confirmPassword')}
        <Button type="submit" variant="contained" disabled={saving || !canUpdate} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.settings.update')}
        </Button>
      </Stack>
    </form>
  );
}
