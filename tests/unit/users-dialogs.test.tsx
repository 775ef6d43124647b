/** The users list's dialogs with a fake request layer: password, wallet, and the block confirmation text. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import type { ReactNode } from 'react';
import { createAuthProvider } from '../../src/authProvider';
import { ACCESS } from '../../src/resources/registry';
import { createDataProvider } from '../../src/dataProvider';
import type { httpRequest } from '../../src/dataProvider/http';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { PasswordDialog } from '../../src/resources/users/PasswordDialog';
import { WalletDialog } from '../../src/resources/users/WalletDialog';
import { UserActionDialogs } from '../../src/resources/users/UserActionDialogs';
import type { ShopUser } from '../../src/domain/types/users';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

type Request = typeof httpRequest;

function renderWith(ui: ReactNode, reply: (method: string, path: string, body: unknown) => Record<string, unknown>) {
  const request = vi.fn(async (method: string, path: string, options?: { body?: unknown }) => ({
    code: 200,
    msg: 'ok',
    ...reply(method, path, options?.body),
  }));
  const dataProvider = createDataProvider({ endpoints: {}, cache: new ListCache(), request: request as unknown as Request });
  render(
    <TestMemoryRouter initialEntries={['/users/list-user']}>
      <AdminContext authProvider={createAuthProvider({ access: ACCESS })} dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ShellProvider value={ADMIN_SHELL}>{ui}</ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return request;
}

const target = { id: 'u1', name: 'anna.berg1' };

describe('password dialog', () => {
  it('asks to generate first, then sends a generated 12-character password', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const request = renderWith(<PasswordDialog user={target} onClose={onClose} />, () => ({
      msg: 'Password updated and sent by mail to anna@example.com',
      mailSent: true,
    }));
    expect(screen.getByRole('button', { name: 'Send Mail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Mail' }));
    expect((await screen.findAllByText('Please Geneate Password First.')).length).toBeGreaterThan(0);
    expect(request).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const field = screen.getByLabelText<HTMLInputElement>(/^Password$/);
    const generated = field.value;
    expect(generated).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Send Mail' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', 'api/admin/updateUserPassword', { body: { userid: 'u1', password: generated } }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with the password and says so when the server sent no mail', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const request = renderWith(<PasswordDialog user={target} onClose={onClose} />, () => ({
      msg: 'Password updated, but no mail was sent: no mail server is configured. Give the user the new password yourself.',
      mailSent: false,
    }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const generated = screen.getByLabelText<HTMLInputElement>(/^Password$/).value;
    await user.click(screen.getByRole('button', { name: 'Send Mail' }));
    expect(
      await screen.findByText(
        'Password updated, but no mail was sent: no mail server is configured. Give the user the new password yourself.',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>(/^Password$/).value).toBe(generated);
    // the password is set: sending it again would be refused; a new one may be generated and sent
    expect(screen.getByRole('button', { name: 'Send Mail' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.queryByText(/no mail was sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Mail' })).toBeEnabled();
  });
});

describe('wallet dialog', () => {
  it('has Cancel, refuses 3 decimals, and sends a valid amount', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const request = renderWith(<WalletDialog user={target} onClose={vi.fn()} onChanged={onChanged} />, () => ({ walletBalance: 35.5 }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '1.005');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The amount can have at most 2 decimals')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', 'api/admin/addWalletAmount', { body: { id: 'u1', walletAmount: '25.50' } }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(35.5));
  });
});

describe('block confirmation', () => {
  const base: ShopUser = {
    _id: 'u1',
    username: 'anna.berg1',
    firstname: 'Anna',
    lastname: 'Berg',
    email: 'a@b.co',
    mobile: '61234567',
    userType: 'user',
    isBlock: false,
    joined_at: '2026-01-01T00:00:00Z',
  };

  it('says block for an active user and unblock for a blocked one', async () => {
    renderWith(<UserActionDialogs dialog={{ kind: 'block', user: base }} onClose={vi.fn()} />, () => ({ block: true }));
    expect(await screen.findByText('Are you sure you want to block anna.berg1?')).toBeInTheDocument();
  });

  it('says unblock for a blocked user and calls blockUser on confirm', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const request = renderWith(
      <UserActionDialogs dialog={{ kind: 'block', user: { ...base, isBlock: true } }} onClose={onClose} />,
      () => ({ block: false }),
    );
    expect(await screen.findByText('Are you sure you want to unblock anna.berg1?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', 'api/admin/blockUser/u1'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
