/**
 * The dialogs the users list's row menu opens: delete and block confirmations, change to
 * streamer, the wallet dialog and the password dialog. One at a time, for one user.
 */
import { Confirm, useTranslate } from 'react-admin';
import { translateMessage } from '../../i18n/messages';
import { blockActionFor, blockConfirmation, blockResultMessage } from '../../domain/userBlock';
import type { ShopUser } from '../../domain/types/users';
import { PasswordDialog } from './PasswordDialog';
import { WalletDialog } from './WalletDialog';
import { useShopAction } from '../../layout/useShopAction';
import { USER_PROFILE_KEY } from './profile/profileQueries';
import { users } from '.';

export type UserDialogKind = 'delete' | 'block' | 'wallet' | 'password' | 'streamer';

export interface OpenUserDialog {
  kind: UserDialogKind;
  user: ShopUser;
}

export function UserActionDialogs({ dialog, onClose }: { dialog: OpenUserDialog | null; onClose: () => void }) {
  const translate = useTranslate();
  const user = dialog?.user ?? null;
  const target = user ? { id: user._id, name: user.username } : null;
  const after = { invalidates: [users.name, USER_PROFILE_KEY], onSettled: onClose };
  const remove = useShopAction({
    ...after,
    call: (provider, { _id, ...rest }: ShopUser) => provider.delete(users.name, { id: _id, previousData: { ...rest, _id, id: _id } }),
    changes: (_, { _id }) => ({ resource: users.name, removed: [_id] }),
    success: () => 'resources.users.deleted',
  });
  const block = useShopAction({
    ...after,
    call: (provider, { _id }: ShopUser) => provider.blockUser(_id),
    changes: (reply, { _id }) => ({ resource: users.name, rows: [[_id, { isBlock: reply.block }]] }),
    success: (reply) => blockResultMessage(reply.block),
  });
  const streamer = useShopAction({
    ...after,
    call: (provider, { _id }: ShopUser) => provider.changeUserTypeToStreamer(_id),
    changes: ({ userType }, { _id }) => (typeof userType === 'string' ? { resource: users.name, rows: [[_id, { userType }]] } : null),
    success: () => 'resources.users.streamer.success',
    failure: () => 'resources.users.streamer.failure',
  });
  const busy = remove.isPending || block.isPending || streamer.isPending;

  return (
    <>
      <Confirm
        isOpen={dialog?.kind === 'delete'}
        loading={busy}
        title="resources.users.rowMenu.delete"
        content="resources.users.list.confirmRemove"
        onConfirm={() => user && remove.run(user)}
        onClose={onClose}
      />
      <Confirm
        isOpen={dialog?.kind === 'block'}
        loading={busy}
        title={user && blockActionFor(user.isBlock) === 'unblock' ? 'resources.users.block.unblockTitle' : 'resources.users.block.title'}
        content={user ? translateMessage(translate, blockConfirmation(user.isBlock, user.username)) : ''}
        onConfirm={() => user && block.run(user)}
        onClose={onClose}
      />
      <Confirm
        isOpen={dialog?.kind === 'streamer'}
        loading={busy}
        title="resources.users.streamer.title"
        content={translate('resources.users.streamer.confirm', { name: user?.username ?? '' })}
        onConfirm={() => user && streamer.run(user)}
        onClose={onClose}
      />
      <WalletDialog user={dialog?.kind === 'wallet' ? target : null} onClose={onClose} />
      <PasswordDialog user={dialog?.kind === 'password' ? target : null} onClose={onClose} />
    </>
  );
}
