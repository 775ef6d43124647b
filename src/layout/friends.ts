/**
 * The sample people of the decorative friend list (core §2 "Shell": "shows fake sample people").
 * Made up, not users of the shop, and not part of the API contract.
 */
export interface SampleFriend {
  name: string;
  role: string;
  online: boolean;
  /** background of the initials avatar */
  color: string;
}

export const SAMPLE_FRIENDS: readonly SampleFriend[] = [
  { name: 'Ava Thompson', role: 'Support lead', online: true, color: '#6c4cf1' },
  { name: 'Liam Carter', role: 'Warehouse', online: true, color: '#f6a623' },
  { name: 'Mia Rossi', role: 'Payments', online: false, color: '#ff5f8f' },
  { name: 'Noah Müller', role: 'Boxes and odds', online: true, color: '#2e7d32' },
  { name: 'Sofia Nowak', role: 'Shipping', online: false, color: '#0288d1' },
  { name: 'Lucas Dubois', role: 'Community', online: true, color: '#8e24aa' },
  { name: 'Emma Jansen', role: 'Returns', online: false, color: '#ef6c00' },
  { name: 'Oliver Svensson', role: 'Team admin', online: true, color: '#455a64' },
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
