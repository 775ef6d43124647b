/**
 * react-admin's resource registry, filled before the first render and never changed.
 *
 * react-admin registers each <Resource> in an effect, and registers them all again whenever the
 * admin's permissions change: each time, every resource is unregistered and registered anew, so
 * the registry's value changes twice and everything that reads it (the layout, the menu, the
 * dashboard) renders twice more. At sign-in that happened right after the first full render of
 * the layout, before the dashboard's figures could show.
 *
 * Our resources never change while the admin runs: they are the descriptors' (src/resources/registry.tsx
 * resourceDefinitions, given by App). This provider hands react-admin the same definitions its own
 * registration would build, once; its register and unregister calls have nothing to change.
 */
import { useMemo, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinitionContextValue, type ResourceDefinitions } from 'react-admin';

const unchanged = () => undefined;

export function StaticResourceDefinitions({ definitions, children }: { definitions: ResourceDefinitions; children: ReactNode }) {
  const value = useMemo<ResourceDefinitionContextValue>(() => ({ definitions, register: unchanged, unregister: unchanged }), [definitions]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
