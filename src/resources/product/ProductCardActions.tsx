/**
 * A product card's actions (operations §6): edit needs writeProduct, delete needs delProduct (with the
 * spec's confirmation), Add to Inventory needs writeProduct and a userid in the query (POST
 * api/admin/addToInventory, then to that user's profile page). Missing rights give the denied toast.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ShopDataProvider } from '../../dataProvider';
import { canDelete, canWrite } from '../../domain/permissions';
import type { ListedProduct } from '../../domain/types/catalog';
import { linkTo } from '../descriptor';
import { product as productResource } from '.';
import { users } from '../users';
import { useRoles } from '../../layout/useRoles';

interface ProductCardActionsProps {
  product: ListedProduct;
  userId: string | null;
  onDeleted: () => void;
}

export function ProductCardActions({ product, userId, onDeleted }: ProductCardActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const roles = useRoles();
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const entity = translate('catalog.product.entity');

  const edit = () => {
    if (canWrite(roles, 'Product')) navigate(linkTo(productResource, 'edit', product._id));
    else notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity } });
  };
  const askDelete = () => {
    if (canDelete(roles, 'Product')) setConfirming(true);
    else notify('catalog.common.deniedDelete', { type: 'error', messageArgs: { entity } });
  };
  const confirmDelete = () =>
    deleteOne(
      'product',
      { id: product._id, previousData: { ...product, id: product._id } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('catalog.common.deleted', { type: 'success' });
          onDeleted();
        },
        onError: (error) => {
          setConfirming(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  const addToInventory = async () => {
    if (!userId) return;
    if (!canWrite(roles, 'Product')) {
      notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity } });
      return;
    }
    setAdding(true);
    try {
      const reply = await dataProvider.addToInventory(product._id, userId);
      notify(reply.msg, { type: 'success' });
      navigate(linkTo(users, 'show', userId));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setAdding(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={edit} aria-label={`${translate('catalog.common.edit')} ${product.name}`}>
        {translate('catalog.common.edit')}
      </Button>
      <Button size="small" color="error" onClick={askDelete} aria-label={`${translate('catalog.common.delete')} ${product.name}`}>
        {translate('catalog.common.delete')}
      </Button>
      {userId && canWrite(roles, 'Product') ? (
        <Button size="small" variant="contained" disabled={adding} onClick={() => void addToInventory()}>
          {translate('catalog.product.addToInventory')}
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="catalog.common.confirmDeleteTitle"
        content="catalog.common.confirmDelete"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
