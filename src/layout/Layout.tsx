/**
 * The shell around every page but the login: the session gate (token, spinner while roles load),
 * react-admin's Layout with our AppBar and Menu, the route guard, and the footer. Once the first
 * page is drawn and the browser is idle, the code of the other screens is fetched in the background.
 */
import { Box } from '@mui/material';
import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { RouteGuard } from './RouteGuard';
import { SessionGate } from './SessionGate';
import { useEffect } from 'react';
import { preloadViews } from '../resources/descriptor';

/** After the first page, when the browser is idle (not before the dashboard has its data). */
function usePreloadedViews() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    const handle = window.requestIdleCallback(() => void preloadViews(), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}

export function Layout({ children }: LayoutProps) {
  usePreloadedViews();
  return (
    <SessionGate>
      <RaLayout appBar={AppBar} menu={Menu}>
        <Box sx={{ flexGrow: 1 }}>
          <RouteGuard>{children}</RouteGuard>
        </Box>
        <Footer />
      </RaLayout>
    </SessionGate>
  );
}
