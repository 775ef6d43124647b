/**
 * /products/create-product?id (operations §2-§5): title Product, card Add Product. With an id the
 * form appears only once the record has arrived. Submit needs writeProduct and is locked while in
 * flight (operations §4), from the click on: a double click sends one save. A create carries the
 * form's idempotency key, so the server makes one product of the same create sent twice. The
 * server's msg is shown; a product-code refusal goes to the product code's own error. After save it
 * goes to /products/list_product, which shows the saved record, never the pages read before.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, Title, useCanAccess, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../authProvider/session';
import { newIdempotencyKey } from '../../domain/idempotency';
import type { Product } from '../../domain/types/catalog';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageLoading } from '../../layout/PageLoading';
import { ProductInputs } from './ProductInputs';
import { NEW_PRODUCT, formValuesOf, splitProduct, type ProductFormValues } from './productFormValues';
import { linkTo } from '../../layout/descriptor';
import { product } from '.';
import { failureText, useShopAction } from '../../layout/useShopAction';

/** Disabled from the click on: while the form validates, then while the save runs. */
function SubmitButton({ saving }: { saving: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={saving || isSubmitting}>
      {translate(saving ? 'catalog.common.saving' : 'catalog.common.save')}
    </Button>
  );
}

/** Puts a server "productCode: ..." refusal under the product code field. */
function useSubmit(id: string | null) {
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  // the form submits with writeProduct, a new product too (the create button also shows with writeAddProduct)
  const { canAccess: mayWrite } = useCanAccess({ resource: product.name, action: 'edit' });
  const { reload } = useAdminSession();
  const queryClient = useQueryClient();
  // one per form: a create sent again with it (a retry after a lost answer) is not a second product
  const [idempotencyKey] = useState(newIdempotencyKey);
  const save = useShopAction({
    call: (provider, { values }: { values: ProductFormValues; setCodeError: CodeErrorSetter }) => {
      const { data, payload } = splitProduct(values);
      return provider.saveProduct(id, data, payload, idempotencyKey);
    },
    invalidates: [product.name],
    success: (reply) => reply.msg,
    onSuccess: () => {
      // the grid's pages read before the save show the product as it was (its old price) while
      // they are read again: dropped, the list reads the saved record before drawing any card
      queryClient.removeQueries({ queryKey: [product.name, 'getList'] });
      reload().catch(() => undefined);
      navigate(linkTo(product, 'list'));
    },
    onError: (error, { setCodeError }) => {
      const message = failureText(error);
      if (message.startsWith('productCode: ')) setCodeError(message.slice('productCode: '.length));
    },
  });
  const saving = save.isPending;

  function submit(values: ProductFormValues, setCodeError: CodeErrorSetter) {
    if (!mayWrite) {
      notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity: translate('resources.product.entity') } });
      return;
    }
    save.run({ values, setCodeError });
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
  } = useGetOne<Product & { id: string }>(product.name, { id: id ?? '' }, { enabled: Boolean(id) });
  const codeErrorRef = useRef<CodeErrorSetter | null>(null);

  const heading = translate('resources.product.formTitle');
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
            {translate('resources.product.formCard')}
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
