/**
 * A product card's actions (operations §6): edit needs writeProduct, delete needs delProduct (with the
 * spec's confirmation), Add to Inventory needs writeProduct and a userid in the query (POST
 * api/admin/addToInventory, then to that user's profile page). Missing rights give the denied toast.
 * The page asks canAccess edit and delete of product once (useActionAccess) and hands them down.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ListedProduct } from '../../domain/types/catalog';
import { linkTo } from '../../layout/descriptor';
import { product as productResource } from '.';
import { users } from '../users';
import { failureText, useShopAction } from '../../layout/useShopAction';
import { USER_PROFILE_KEY } from '../users/profile/profileQueries';

interface ProductCardActionsProps {
  product: ListedProduct;
  userId: string | null;
  onDeleted: () => void;
  mayEdit: boolean;
  mayDelete: boolean;
}

export function ProductCardActions({ product, userId, onDeleted, mayEdit, mayDelete }: ProductCardActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // the confirmation is drawn from the first ask on (and kept, so that it fades out when closed):
  // a page of cards does not mount a dozen closed dialogs
  const [asked, setAsked] = useState(false);
  const inventory = useShopAction({
    call: (provider, user: string) => provider.addToInventory(product._id, user),
    invalidates: [USER_PROFILE_KEY],
    success: (reply) => reply.msg,
    onSuccess: (_reply, user) => navigate(linkTo(users, 'show', user)),
  });
  const adding = inventory.isPending;
  const [deleteOne, { isPending: deleting }] = useDelete();
  const entity = translate('resources.product.entity');

  const edit = () => {
    if (mayEdit) navigate(linkTo(productResource, 'edit', product._id));
    else notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity } });
  };
  const askDelete = () => {
    if (mayDelete) {
      setAsked(true);
      setConfirming(true);
    } else notify('catalog.common.deniedDelete', { type: 'error', messageArgs: { entity } });
  };
  const confirmDelete = () =>
    deleteOne(
      productResource.name,
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
          notify(failureText(error), { type: 'error' });
        },
      },
    );
  const addToInventory = () => {
    if (!userId) return;
    if (!mayEdit) notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity } });
    else inventory.run(userId);
  };

  return (
    <>
      <Button size="small" onClick={edit} aria-label={`${translate('catalog.common.edit')} ${product.name}`}>
        {translate('catalog.common.edit')}
      </Button>
      <Button size="small" color="error" onClick={askDelete} aria-label={`${translate('catalog.common.delete')} ${product.name}`}>
        {translate('catalog.common.delete')}
      </Button>
      {userId && mayEdit ? (
        <Button
          size="small"
          variant="contained"
          disabled={adding}
          onClick={addToInventory}
          aria-label={`${translate('resources.product.addToInventory')} ${product.name}`}
        >
          {translate('resources.product.addToInventory')}
        </Button>
      ) : null}
      {asked ? (
        <Confirm
          isOpen={confirming}
          loading={deleting}
          title="catalog.common.confirmDeleteTitle"
          content="catalog.common.confirmDelete"
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
