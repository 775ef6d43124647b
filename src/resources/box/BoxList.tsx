/** /box-list, "Boxes Details" (core §2): price filter, sorted by price ascending, Create Box, and the play view. */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, DataTable, useStore, type ListParams } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { displayBoxName } from '../../domain/catalog';
import { formatDateTime, formatEuro } from '../../domain/format';
import type { Box } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { PriceRangeFilter } from './PriceRangeFilter';
import { linkTo } from '../../layout/descriptor';
import { box } from '.';
import { todayUtc } from '../../domain/dateRange';
import { OUTSIDE_BAND_FILTER, outsideBandRows, rangeOfBandFilter } from '../../domain/rtpScreens';
import { OutsideBandFilter, RtpBandCell } from './rtp/OutsideBandFilter';
import { useBoxRtpMonitor } from './rtp/useBoxRtpMonitor';

/** Opens /box-play (getPlayBox): anyone who may open the list may open it (the boxes' access). */
function PlayViewButton() {
  const navigate = useNavigate();
  return (
    <Button
      label="resources.box.playView"
      onClick={() => navigate(linkTo(box, 'play'))}
      sx={{ mr: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      <StorefrontIcon />
    </Button>
  );
}

/** While "outside band" is on, the rows the list engine keeps: the boxes flagged over the filter's range. */
function useOutsideBandRows(): Record<string, unknown> | undefined {
  const [params] = useStore<Partial<ListParams>>(`${box.name}.listParams`, {});
  const chosen = (params.filter as Record<string, unknown> | undefined)?.[OUTSIDE_BAND_FILTER];
  const monitor = useBoxRtpMonitor(rangeOfBandFilter(chosen, todayUtc()));
  if (chosen === undefined) return undefined;
  return outsideBandRows(monitor.data?.boxes.filter((b) => b.flagged).map((b) => b.boxId));
}

export function BoxList() {
  const filter = useOutsideBandRows();
  return (
    <CatalogList
      descriptor={box}
      entity="resources.box.entity"
      createLabel="resources.box.create"
      emptyText="resources.box.empty"
      sort={{ field: 'price', order: 'ASC' }}
      filter={filter}
      toolbar={
        <>
          <PriceRangeFilter />
          <OutsideBandFilter />
          <PlayViewButton />
        </>
      }
    >
      <DataTable.Col source="image" field={ImageCell} disableSort />
      <DataTable.Col<Box> source="name" render={(b) => displayBoxName(b.name)} />
      <DataTable.Col<Box> source="price" render={(b) => formatEuro(b.price)} />
      <DataTable.NumberCol source="itemsCount" />
      <DataTable.Col<Box> source="createdAt" render={(b) => formatDateTime(b.createdAt)} />
      <DataTable.Col<Box> source="outsideBand" label="rtp.monitor.outsideBand" disableSort render={(b) => <RtpBandCell record={b} />} />
    </CatalogList>
  );
}
