/**
 * /products/create-product?id (operations §2-§5): title Product, card Add Product. With an id the
 * form appears only once the record has arrived. Submit needs writeProduct and is locked while in
 * flight; the server's msg is shown; a product-code refusal goes to the product code's own error.
 * After save it goes to /products/list_product.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../authProvider/session';
import type { ShopDataProvider } from '../../dataProvider';
import { canWrite } from '../../domain/permissions';
import type { Product } from '../../domain/types/catalog';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageLoading } from '../../layout/PageLoading';
import { ProductInputs } from './ProductInputs';
import { NEW_PRODUCT, formValuesOf, splitProduct, type ProductFormValues } from './productFormValues';
import { linkTo } from '../descriptor';
import { product } from '.';
import { useRoles } from '../../layout/useRoles';

function SubmitButton({ saving }: { saving: boolean }) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={saving}>
      {translate(saving ? 'catalog.common.saving' : 'catalog.common.save')}
    </Button>
  );
}

/** Puts a server "productCode: ..." refusal under the product code field. */
function useSubmit(id: string | null) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const roles = useRoles();
  const { reload } = useAdminSession();
  const [saving, setSaving] = useState(false);

  async function submit(values: ProductFormValues, setCodeError: (message: string) => void) {
    if (!canWrite(roles, 'Product')) {
      notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity: translate('catalog.product.entity') } });
      return;
    }
    if (saving) return;
    setSaving(true);
    try {
      const { data, payload } = splitProduct(values);
      const reply = await dataProvider.saveProduct(id, data, payload);
      notify(reply.msg, { type: 'success' });
      reload().catch(() => undefined);
      navigate(linkTo(product, 'list'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.startsWith('productCode: ')) setCodeError(message.slice('productCode: '.length));
      notify(message, { type: 'error' });
      setSaving(false);
    }
  }
  return { submit, saving };
}

function ProductFormBody({ saving }: { saving: boolean }) {
  return (
    <>
      <ProductInputs />
      <Box sx={{ mt: 2 }}>
        <SubmitButton saving={saving} />
      </Box>
    </>
  );
}

type CodeErrorSetter = (message: string) => void;

/** Lets the submit handler (outside the form) set the product code's own error. */
function CodeErrorBridge({ setterRef }: { setterRef: RefObject<CodeErrorSetter | null> }) {
  const { setError } = useFormContext();
  useEffect(() => {
    setterRef.current = (message) => setError('productCode', { type: 'server', message }, { shouldFocus: true });
  }, [setError, setterRef]);
  return null;
}

export function ProductFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const serverText = useServerText();
  const { submit, saving } = useSubmit(id);
  const {
    data: record,
    isPending,
    isFetchedAfterMount,
    error,
  } = useGetOne<Product & { id: string }>('product', { id: id ?? '' }, { enabled: Boolean(id) });
  const codeErrorRef = useRef<CodeErrorSetter | null>(null);

  const heading = translate('catalog.product.formTitle');
  const header = (
    <>
      <Title title={heading} />
      <Breadcrumb title={heading} parent={product} />
    </>
  );
  if (id && error)
    return (
      <Box>
        {header}
        <Alert severity="error">{serverText(error.message)}</Alert>
      </Box>
    );
  // wait for the record itself, not the list card react-admin seeds getOne with
  if (id && (isPending || !isFetchedAfterMount || !record))
    return (
      <Box>
        {header}
        <PageLoading />
      </Box>
    );

  return (
    <Box>
      {header}
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('catalog.product.formCard')}
          </Typography>
          <Form<ProductFormValues>
            resource={product.name}
            defaultValues={record ? formValuesOf(record) : NEW_PRODUCT}
            onSubmit={(values: Partial<ProductFormValues>) => submit({ ...NEW_PRODUCT, ...values }, (m) => codeErrorRef.current?.(m))}
            noValidate
          >
            <CodeErrorBridge setterRef={codeErrorRef} />
            <ProductFormBody saving={saving} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
