/**
 * Create-or-edit page for the simple catalog forms (category, brand, rarity): the spec's URL with
 * an optional ?id. With an id the record loads first (react-admin's Edit shows a spinner meanwhile).
 * Saving is pessimistic; on success the server's text is shown, the startup select lists are
 * refreshed (they feed the product and box forms), and the page goes to the list.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../../authProvider/session';
import { Breadcrumb } from '../../../layout/Breadcrumb';
import { linkTo, type Descriptor } from '../../descriptor';

interface CatalogFormPageProps {
  resource: string;
  title: string;
  /** the entity whose list the form returns to */
  descriptor: Descriptor;
  createdMessage: string;
  updatedMessage: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/** Submit is always enabled, as on the other forms: a record can be saved as it is (validation still runs). */
function FormToolbar() {
  return (
    <Toolbar>
      <SaveButton label="catalog.common.save" alwaysEnable />
    </Toolbar>
  );
}

export function CatalogFormPage({
  resource,
  title,
  descriptor,
  createdMessage,
  updatedMessage,
  defaultValues,
  children,
}: CatalogFormPageProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { reload } = useAdminSession();
  const heading = translate(title);

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
            resource={resource}
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
            resource={resource}
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
