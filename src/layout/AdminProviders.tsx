/**
 * react-admin's AdminContext with the admin's translations and light and dark themes, around the
 * admin (src/App.tsx) and around its unseen warm-up render (./WarmUp.tsx), each with its own query
 * client, providers and store.
 */
import type { ReactNode } from 'react';
import { AdminContext, type AdminContextProps } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { darkTheme, lightTheme } from './theme';

type AdminProvidersProps = Required<Pick<AdminContextProps, 'queryClient' | 'authProvider' | 'dataProvider' | 'store'>> & {
  children: ReactNode;
};

export function AdminProviders({ children, ...providers }: AdminProvidersProps) {
  return (
    <AdminContext {...providers} i18nProvider={i18nProvider} lightTheme={lightTheme} darkTheme={darkTheme}>
      {children}
    </AdminContext>
  );
}
