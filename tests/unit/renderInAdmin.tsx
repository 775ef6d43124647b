/** Renders a component inside react-admin's AdminContext and the admin's shell, on a memory router at `path`. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { ACCESS } from '../../src/resources/registry';
import { createDataProvider } from '../../src/dataProvider';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

export function renderInAdmin(ui: ReactNode, { path = '/dashboard' }: { path?: string } = {}) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={createAuthProvider({ access: ACCESS })}
        dataProvider={createDataProvider({ endpoints: {}, cache: new ListCache() })}
        i18nProvider={i18nProvider}
      >
        <ShellProvider value={ADMIN_SHELL}>{ui}</ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
