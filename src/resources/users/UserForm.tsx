/**
 * /users/create-user?id (core §2, §5): add or edit a user. Every field rule comes from
 * src/domain/validation/user.ts; email, mobile and username are checked for uniqueness through
 * POST checkUserExists on blur (and while typing after a first submit). The server checks again on
 * save. After a successful save the form resets and goes to the list. Username is create-only.
 */
import { useMemo } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import {
  Form,
  HttpError,
  TextInput,
  useCreate,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  type Validator,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ShopDataProvider } from '../../dataProvider';
import { PageLoading } from '../../layout/PageLoading';
import { Breadcrumb } from '../../layout/Breadcrumb';
import {
  EXISTS_MESSAGE,
  validateMobile,
  validatePersonName,
  validateUserEmail,
  validateUsername,
  type UniqueField,
  type UserFormValues,
} from '../../domain/validation/user';
import type { ShopUser } from '../../domain/types/users';
import { failureText } from '../../layout/useShopAction';
import type { MessageKey } from '../../i18n/messages';
import { linkTo } from '../../layout/descriptor';
import { users } from '.';
import { useServerText } from '../../i18n/useServerText';

const EMPTY: UserFormValues = { username: '', firstname: '', lastname: '', email: '', mobile: '' };

function rule(check: (value: unknown) => MessageKey | undefined): Validator {
  return (value: unknown) => check(value);
}

/** Async uniqueness through checkUserExists: the spec's "... already exists." when taken. */
function useUniqueValidator(type: UniqueField, check: (value: unknown) => MessageKey | undefined, userId?: string): Validator {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useMemo(
    () => async (value: unknown) => {
      if (typeof value !== 'string' || check(value)) return undefined;
      try {
        await dataProvider.checkUserExists(type, value, userId);
        return undefined;
      } catch (err) {
        // only a "taken" reply blocks the form; a network hiccup leaves the final word to the server on save
        return err instanceof HttpError && err.status === 409 ? EXISTS_MESSAGE[type] : undefined;
      }
    },
    [dataProvider, type, check, userId],
  );
}

function SubmitButton({ saving }: { saving: boolean }) {
  const translate = useTranslate();
  const isSubmitting = useFormState().isSubmitting || saving;
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} /> : undefined}>
      {translate(isSubmitting ? 'resources.users.form.saving' : 'resources.users.form.save')}
    </Button>
  );
}

function UserFields({ mode, userId }: { mode: 'create' | 'edit'; userId?: string }) {
  const uniqueEmail = useUniqueValidator('email', validateUserEmail, userId);
  const uniquePhone = useUniqueValidator('phone', validateMobile, userId);
  const uniqueUsername = useUniqueValidator('username', validateUsername);
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 560 }}>
      <TextInput
        source="username"
        disabled={mode === 'edit'}
        validate={mode === 'create' ? [rule(validateUsername), uniqueUsername] : undefined}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="firstname" validate={rule(validatePersonName)} />
        <TextInput source="lastname" validate={rule(validatePersonName)} />
      </Stack>
      <TextInput source="email" type="email" validate={[rule(validateUserEmail), uniqueEmail]} />
      <TextInput source="mobile" validate={[rule(validateMobile), uniquePhone]} />
    </Stack>
  );
}

function UserFormCard({ record }: { record?: ShopUser & { id: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const saving = created.isPending || updated.isPending;
  const mode = record ? 'edit' : 'create';
  const title = translate(mode === 'edit' ? 'resources.users.form.editTitle' : 'resources.users.form.createTitle');
  const defaults = record
    ? { username: record.username, firstname: record.firstname, lastname: record.lastname, email: record.email, mobile: record.mobile }
    : EMPTY;

  const after = {
    onSuccess: () => {
      notify(mode === 'edit' ? 'resources.users.form.updated' : 'resources.users.form.created', { type: 'success' });
      navigate(linkTo(users, 'list'));
    },
    onError: (failure: unknown) => notify(failureText(failure), { type: 'error' }),
  };
  const save = (values: Record<string, unknown>) => {
    if (saving) return;
    if (record) update(users.name, { id: record.id, data: values, previousData: record }, { mutationMode: 'pessimistic', ...after });
    else create(users.name, { data: values }, after);
  };

  return (
    <Box>
      <Breadcrumb title={title} parent={users} appBarTitle />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          <Form resource="users" defaultValues={defaults} record={record} onSubmit={save} mode="onBlur">
            <UserFields mode={mode} userId={record?.id} />
            <SubmitButton saving={saving} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

function EditUser({ id }: { id: string }) {
  const { data, isPending, isFetchedAfterMount, error } = useGetOne<ShopUser & { id: string }>(users.name, { id });
  const serverText = useServerText();
  // react-admin seeds getOne with the list's row; wait for the record itself, so the form is filled
  // once and what the admin types is never replaced by a late reply
  if (isPending || (!isFetchedAfterMount && !error)) return <PageLoading />;
  if (error || !data) return <Typography color="error">{serverText(failureText(error))}</Typography>;
  return <UserFormCard key={data.id} record={data} />;
}

export function UserFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <EditUser id={id} /> : <UserFormCard />;
}
