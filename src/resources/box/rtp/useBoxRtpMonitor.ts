/** Every box's RTP check over a range (GET getBoxRtpMonitor), cached per range: the box list's column and filter, the dashboard's card. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../../../dataProvider';
import type { DashboardRange } from '../../../domain/dateRange';
import { box } from '..';

export function useBoxRtpMonitor(range: DashboardRange, enabled = true) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: [box.name, 'rtpMonitor', range.startDate, range.endDate],
    queryFn: ({ signal }) => dataProvider.getBoxRtpMonitor(range, false, signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}
