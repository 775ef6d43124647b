/**
 * /dashboard (core §2 "Dashboard content"). Without dashboard access (canAccess show of dashboard,
 * canSeeDashboard) it shows
 * only "Welcome to admin" and makes no stats call. With it: a welcome, the date range control (the
 * range lives in the URL, last 7 days by default), the four stats cards, the shop's counts, the
 * Project Budget chart and the three tables. The chart and the tables are drawn, and their calls
 * made, once the cards have their figures (or after a second), so the first figures show sooner
 * (./prefetch.ts tells what that saves at sign-in). Stats failures are silently ignored: the
 * widgets show a dash.
 */
import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useAdminSession } from '../authProvider/session';
import { Breadcrumb } from '../layout/Breadcrumb';
import { CountCards } from './CountCards';
import { DateRangeControl } from './DateRangeControl';
import { ProjectBudget } from './ProjectBudget';
import { StatCards } from './StatCards';
import { StatsTables } from './StatsTables';
import { useDashboardRange } from './useDashboardRange';
import type { DashboardRange } from '../domain/dateRange';
import { useStatsSummary, useStatsTables } from './useStats';
import { PageLoading } from '../layout/PageLoading';
import { OutsideBandCard } from '../resources/box/rtp/OutsideBandCard';
import { box } from '../resources/box';

export function Dashboard() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'show' });
  const title = translate('dashboard.title');

  if (isPending) return <PageLoading />;
  if (!canAccess) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title={title} />
        <Typography variant="h5" component="h1">
          {translate('dashboard.noAccess')}
        </Typography>
      </Box>
    );
  }
  return <DashboardContent title={title} />;
}

/** How long the widgets below the cards wait for the cards' figures at most. */
const LOWER_WIDGETS_WAIT_MS = 1000;

/**
 * True from the frame after `ready` (the cards drawn with their figures), or after the wait. Also
 * when the figures are there from the start (asked for at sign-in, or kept): the cards' first
 * commit is then not also the chart's and the tables'.
 */
function useAfterCards(ready: boolean): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (show) return undefined;
    if (ready) {
      const frame = requestAnimationFrame(() => setShow(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setShow(true), LOWER_WIDGETS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, show]);
  return show;
}

/** The stats cards, drawn again when the summary's answer comes; the page around them is not. */
function SummaryCards({ range }: { range: DashboardRange }) {
  const summary = useStatsSummary(range);
  return <StatCards summary={summary.data?.summary} loading={summary.isPending} />;
}

/**
 * The boxes-outside-their-RTP-band card (for admins who may read boxes: asked at once, answered
 * long before the cards' figures), the chart and the tables, drawn and asked for once the cards
 * have their figures (or after a second).
 */
function LowerWidgets({ range }: { range: DashboardRange }) {
  const summary = useStatsSummary(range);
  const boxes = useCanAccess({ resource: box.name, action: 'list' });
  const shown = useAfterCards(!summary.isPending) && !boxes.isPending;
  const tables = useStatsTables(range, shown);
  if (!shown) return null;
  return (
    <>
      {boxes.canAccess ? <OutsideBandCard range={range} /> : null}
      <ProjectBudget />
      <StatsTables tables={tables.data} loading={tables.isPending} />
    </>
  );
}

function DashboardContent({ title }: { title: string }) {
  const translate = useTranslate();
  const { admin, counts } = useAdminSession();
  const [range, setRange] = useDashboardRange();

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Breadcrumb title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.welcome', { name: admin?.firstname ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('dashboard.summary')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <DateRangeControl range={range} onChange={setRange} />
        <SummaryCards range={range} />
        {counts ? <CountCards counts={counts} /> : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', minHeight: 400 }}>
          <LowerWidgets range={range} />
        </Stack>
      </Stack>
    </Box>
  );
}
