/**
 * The shell around every page but the login: the session gate (token, spinner while roles load),
 * react-admin's Layout with our AppBar and Menu, the route guard, and the footer. The code of
 * another screen is fetched when its menu entry is pointed at or focused (./Menu.tsx), not before:
 * the first page loads only what it shows.
 */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Layout as RaLayout, Sidebar as RaSidebar, useSidebarState, type LayoutProps, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { Deferred } from './Deferred';
import { RouteGuard } from './RouteGuard';
import { SessionGate } from './SessionGate';
import { useLiveChanges } from './useLiveChanges';
import { StepUpDialog } from './StepUpDialog';
import { MarkupStyles } from './MarkupStyles';
import { FirstUseStyles } from './FirstUseStyles';
import { memo, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/**
 * A window narrowed to phone width closes the sidebar, and the phone's drawer is a new one: the
 * desktop's, turned into react-admin's temporary drawer in place, would stay over the page,
 * invisible, and swallow every click until a reload.
 */
function useSidebarClosedOnPhone(isPhone: boolean) {
  const [open, setOpen] = useSidebarState();
  const wasPhone = useRef(isPhone);
  useEffect(() => {
    if (isPhone && !wasPhone.current && open) setOpen(false);
    wasPhone.current = isPhone;
  }, [isPhone, open, setOpen]);
}

function Sidebar(props: SidebarProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useSidebarClosedOnPhone(isPhone);
  return <RaSidebar key={isPhone ? 'phone' : 'desktop'} {...props} />;
}

/** The menu, drawn just after the page's first render (./Deferred.tsx). */
const DeferredMenu = memo(function DeferredMenu() {
  return (
    <Deferred>
      <Menu />
    </Deferred>
  );
});

/**
 * The shell's frame: react-admin's Layout with our header, sidebar and menu, the page, the footer;
 * the rules of what is drawn as MUI's markup (status chips, row menu buttons), for every page and
 * dialog; and, once the browser is idle, the styles a first click or search would write.
 */
export function LayoutFrame({ children, menu = DeferredMenu }: { children: ReactNode; menu?: ComponentType }) {
  return (
    <RaLayout appBar={AppBar} menu={menu} sidebar={Sidebar}>
      <MarkupStyles />
      <FirstUseStyles />
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <Footer />
    </RaLayout>
  );
}

/** The open lists follow what other admins change (./useLiveChanges.ts). */
function LiveLists() {
  useLiveChanges();
  return null;
}

export function Layout({ children }: LayoutProps) {
  return (
    <SessionGate>
      <LiveLists />
      <StepUpDialog />
      <LayoutFrame>
        <RouteGuard>{children}</RouteGuard>
      </LayoutFrame>
    </SessionGate>
  );
}
