/**
 * The dialogs the users list's row menu opens: delete and block confirmations, change to
 * streamer, the wallet dialog and the password dialog. One at a time, for one user.
 */
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { translateMessage } from '../../i18n/messages';
import type { ShopDataProvider } from '../../dataProvider';
import { blockActionFor, blockConfirmation, blockResultMessage } from '../../domain/userBlock';
import type { ShopUser } from '../../domain/types/users';
import { PasswordDialog } from './PasswordDialog';
import { WalletDialog } from './WalletDialog';
import { errorMessage } from './errorMessage';
import { useState } from 'react';

export type UserDialogKind = 'delete' | 'block' | 'wallet' | 'password' | 'streamer';

export interface OpenUserDialog {
  kind: UserDialogKind;
  user: ShopUser;
}

export function UserActionDialogs({ dialog, onClose }: { dialog: OpenUserDialog | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [busy, setBusy] = useState(false);
  const user = dialog?.user ?? null;
  const target = user ? { id: user._id, name: user.username } : null;

  const act = async (action: () => Promise<string>, failure?: string) => {
    setBusy(true);
    notify('users.list.processing', { type: 'info' });
    try {
      notify(await action(), { type: 'success' });
      refresh();
    } catch (err) {
      notify(failure ?? errorMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <>
      <Confirm
        isOpen={dialog?.kind === 'delete'}
        loading={busy}
        title="users.menu.delete"
        content="users.list.confirmRemove"
        onConfirm={() =>
          act(async () => {
            if (!user) throw new Error();
            await dataProvider.delete('users', { id: user._id, previousData: { ...user, id: user._id } });
            return translate('users.deleted');
          })
        }
        onClose={onClose}
      />
      <Confirm
        isOpen={dialog?.kind === 'block'}
        loading={busy}
        title={user && blockActionFor(user.isBlock) === 'unblock' ? 'users.block.unblockTitle' : 'users.block.title'}
        content={user ? translateMessage(translate, blockConfirmation(user.isBlock, user.username)) : ''}
        onConfirm={() =>
          act(async () => {
            if (!user) throw new Error();
            const reply = await dataProvider.blockUser(user._id);
            return translate(blockResultMessage(reply.block));
          })
        }
        onClose={onClose}
      />
      <Confirm
        isOpen={dialog?.kind === 'streamer'}
        loading={busy}
        title="users.streamer.title"
        content={translate('users.streamer.confirm', { name: user?.username ?? '' })}
        onConfirm={() =>
          act(async () => {
            if (!user) throw new Error();
            await dataProvider.changeUserTypeToStreamer(user._id);
            return translate('users.streamer.success');
          }, translate('users.streamer.failure'))
        }
        onClose={onClose}
      />
      <WalletDialog user={dialog?.kind === 'wallet' ? target : null} onClose={onClose} />
      <PasswordDialog user={dialog?.kind === 'password' ? target : null} onClose={onClose} />
    </>
  );
}
