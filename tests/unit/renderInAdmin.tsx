/** Renders a component inside react-admin's AdminContext, on a memory router at `path`. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { createDataProvider } from '../../src/dataProvider';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';

export function renderInAdmin(ui: ReactNode, { path = '/dashboard' }: { path?: string } = {}) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={createDataProvider({ table: {}, cache: new ListCache() })}
        i18nProvider={i18nProvider}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
