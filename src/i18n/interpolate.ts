/**
 * Fills polyglot-style %{name} placeholders in a catalogue text. Used by the light code paths
 * (login screen, HTTP layer) that must not pull in react-admin's i18nProvider.
 */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
