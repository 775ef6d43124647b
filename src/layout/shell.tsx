/**
 * What the shell knows of the admin's entities, handed down by App (src/adminShell.ts) so that no
 * file of the shell imports an entity: every descriptor, the menu and route gates derived from them
 * once, and the two links core §2 "Shell" names (the breadcrumb's parent, the profile link).
 */
import { createContext, useContext } from 'react';
import type { MenuEntry } from '../domain/permissions';
import type { Descriptor } from './descriptor';
import { menuOf } from './navigation';
import { routeAccessOf, type RouteAccess } from './routeAccess';

export interface ShellParts {
  descriptors: readonly Descriptor[];
  /** the breadcrumb's parent on pages of no list (core §2: order-management) */
  breadcrumbParent: Descriptor;
  /** the profile dropdown's Profile link (core §2: /settings?tab=profile) */
  profileLink: string;
}

export interface Shell extends ShellParts {
  menu: readonly MenuEntry[];
  access: RouteAccess;
}

export function createShell(parts: ShellParts): Shell {
  return { ...parts, menu: menuOf(parts.descriptors), access: routeAccessOf(parts.descriptors) };
}

const ShellContext = createContext<Shell | null>(null);

export const ShellProvider = ShellContext.Provider;

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('The shell is drawn outside its ShellProvider');
  return shell;
}
