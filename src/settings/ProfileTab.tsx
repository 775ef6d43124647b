/** Settings, profile tab: POST api/admin/updateAdminProfile (firstname, lastname, email, id). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAdminSession } from '../authProvider/session';
import { validatePersonName, validateUserEmail } from '../domain/validation/user';
import { useShopAction } from '../layout/useShopAction';

type Field = 'firstname' | 'lastname' | 'email';

export function ProfileTab({ canUpdate }: { canUpdate: boolean }) {
  const translate = useTranslate();
  const { admin, reload } = useAdminSession();
  const [values, setValues] = useState<Record<Field, string>>({
    firstname: admin?.firstname ?? '',
    lastname: admin?.lastname ?? '',
    email: admin?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useShopAction({
    call: (provider, body: { id: string } & Record<Field, string>) => provider.updateAdminProfile(body),
    invalidates: [],
    success: () => 'resources.settings.profileSaved',
    onSuccess: () => void reload(),
  });
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!admin) return;
    const found: Partial<Record<Field, string>> = {
      firstname: validatePersonName(values.firstname),
      lastname: validatePersonName(values.lastname),
      email: validateUserEmail(values.email),
    };
    const failing = Object.fromEntries(Object.entries(found).filter(([, message]) => message));
    setErrors(failing);
    if (Object.keys(failing).length > 0) return;
    save.run({ id: admin._id, ...values, email: values.email.trim() });
  };

  const field = (name: Field, label: string, type = 'text') => (
    <TextField
      label={translate(label)}
      type={type}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : ' '}
      slotProps={{ htmlInput: { readOnly: !canUpdate } }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {canUpdate ? null : <Alert severity="info">{translate('resources.settings.readOnly')}</Alert>}
        {field('firstname', 'resources.users.fields.firstname')}
        {field('lastname', 'resources.users.fields.lastname')}
        {field('email', 'resources.users.fields.email', 'email')}
        {canUpdate ? (
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {translate('resources.settings.update')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
