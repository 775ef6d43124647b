/**
 * Create-or-edit page for the simple catalog forms (category, brand, rarity): the spec's URL with
 * an optional ?id. With an id the record loads first (react-admin's Edit shows a spinner meanwhile).
 * Saving is pessimistic; on success the server's text is shown, the startup select lists are
 * refreshed (they feed the product and box forms), and the page goes to the list. An admin without
 * the write permission the form needs is sent to the dashboard (docs/permissions.md).
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useCanAccess, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../../authProvider/session';
import { Breadcrumb } from '../../../layout/Breadcrumb';
import { linkTo, type Descriptor } from '../../../layout/descriptor';
import { PageLoading } from '../../../layout/PageLoading';
import { HOME_PATH } from '../../../shellPaths';

interface CatalogFormPageProps {
  title: string;
  /** the entity whose list the form returns to */
  descriptor: Descriptor;
  createdMessage: string;
  updatedMessage: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Submit is enabled, as on the other forms, so a record can be saved as it is (validation still
 * runs), except while a submit is in flight: from the click until the server has answered (the
 * save is pessimistic), so a double click sends one save. SaveButton, when not `alwaysEnable`, is
 * disabled while the form submits.
 */
function FormToolbar() {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton label="catalog.common.save" alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
}

export function CatalogFormPage({ title, descriptor, createdMessage, updatedMessage, defaultValues, children }: CatalogFormPageProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { reload } = useAdminSession();
  const { canAccess, isPending } = useCanAccess({ resource: descriptor.name, action: id ? 'edit' : 'create' });
  const heading = translate(title);
  // refused like the route guard refuses (to the dashboard, no history entry), before react-admin's
  // Create/Edit would send the admin to its "Access denied" page
  if (isPending) return <PageLoading />;
  if (!canAccess) return <Navigate to={HOME_PATH} replace />;

  const onSuccess = (message: string) => () => {
    notify(message, { type: 'success' });
    reload().catch(() => undefined);
    redirect(linkTo(descriptor, 'list'));
  };
  const form = (
    <SimpleForm toolbar={<FormToolbar />} defaultValues={id ? undefined : defaultValues}>
      {children}
    </SimpleForm>
  );

  return (
    <Box>
      <Breadcrumb title={heading} parent={descriptor} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h1">
            {heading}
          </Typography>
        </CardContent>
        {id ? (
          <Edit
            resource={descriptor.name}
            id={id}
            title={heading}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess: onSuccess(updatedMessage) }}
            actions={false}
            component="div"
            redirect={false}
          >
            {form}
          </Edit>
        ) : (
          <Create
            resource={descriptor.name}
            title={heading}
            mutationOptions={{ onSuccess: onSuccess(createdMessage) }}
            component="div"
            redirect={false}
          >
            {form}
          </Create>
        )}
      </Card>
    </Box>
  );
}
