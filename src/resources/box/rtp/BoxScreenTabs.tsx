/**
 * The box screen's tabs (issue 63), on an existing box only: its odds (the editor), the History of
 * its odds versions and the Monitor of its return to player. The tab is kept in the URL (?tab=).
 */
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export const BOX_TABS = ['odds', 'history', 'monitor'] as const;
export type BoxTab = (typeof BOX_TABS)[number];

const LABELS: Record<BoxTab, string> = { odds: 'rtp.history.oddsTab', history: 'rtp.history.tab', monitor: 'rtp.monitor.tab' };

export function useBoxTab(): [BoxTab, (tab: BoxTab) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = BOX_TABS.find((t) => t === asked) ?? 'odds';
  const choose = (next: BoxTab) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === 'odds') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  return [tab, choose];
}

export function BoxScreenTabs({ tab, onChange }: { tab: BoxTab; onChange: (tab: BoxTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs value={tab} onChange={(_, next: BoxTab) => onChange(next)} sx={{ mb: 1 }}>
      {BOX_TABS.map((name) => (
        <Tab key={name} value={name} label={translate(LABELS[name])} />
      ))}
    </Tabs>
  );
}
