/**
 * The shell around every page but the login: the session gate (token, spinner while roles load),
 * react-admin's Layout with our AppBar and Menu, the route guard, and the footer.
 */
import { Box } from '@mui/material';
import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { RouteGuard } from './RouteGuard';
import { SessionGate } from './SessionGate';

export function Layout({ children }: LayoutProps) {
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
