/** The settings' change-password tab checks the password rule before it calls the server. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { ACCESS } from '../../src/resources/registry';
import { createDataProvider } from '../../src/dataProvider';
import type { httpRequest } from '../../src/dataProvider/http';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ChangePasswordTab } from '../../src/settings/ChangePasswordTab';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

function renderTab() {
  const request = vi.fn(async () => ({ code: 200, msg: 'ok', token: 'fresh' }));
  const dataProvider = createDataProvider({ endpoints: {}, cache: new ListCache(), request: request as unknown as typeof httpRequest });
  render(
    <TestMemoryRouter initialEntries={['/settings?tab=changePassword']}>
      <AdminContext authProvider={createAuthProvider({ access: ACCESS })} dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ShellProvider value={ADMIN_SHELL}>
          <ChangePasswordTab canUpdate />
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return request;
}

describe('change password tab', () => {
  it.each([
    ['the current password', 'Long@enough1', 'The new password must differ from the current one'],
    ['a published password', 'Admin@12345', 'This password is too common or published: choose another one'],
  ])('refuses %s without calling the server', async (_what, password, message) => {
    const user = userEvent.setup();
    const request = renderTab();
    await user.type(screen.getByLabelText(/^Old Password/), 'Long@enough1');
    await user.type(screen.getByLabelText(/^New Password/), password);
    await user.type(screen.getByLabelText(/^Confirm Password/), password);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
