/**
 * The chosen products with their chance inputs, ranges on the 1..1,000,000 scale and trash buttons.
 * A box can hold a thousand products: the table shows a page of them (a new choice turns to its
 * page), and typing a chance redraws only that product's row and the ranges below it.
 */
import { memo, useEffect, useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Avatar,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { formatEuro } from '../../../domain/format';
import { buildChanceRanges } from '../../../domain/odds';
import { useTablePaginationTexts } from '../../../layout/tablePaginationTexts';
import type { ChosenRow } from './boxEditorState';

/** Chosen products per page of the table. */
export const CHOSEN_PAGE_SIZE = 25;

interface ChosenProductsTableProps {
  rows: ChosenRow[];
  onChance: (pid: string, chance: string) => void;
  onRemove: (pid: string) => void;
}

interface ChosenLineProps {
  row: ChosenRow;
  range: string;
  onChance: (pid: string, chance: string) => void;
  onRemove: (pid: string) => void;
}

/** A chosen product's row. Memoised; a chance typed above it moves only its range (`RangeCell`). */
const ChosenLine = memo(function ChosenLine({ row, range, onChance, onRemove }: ChosenLineProps) {
  return (
    <TableRow>
      <ProductCells row={row} onChance={onChance} />
      <TableCell>{range}</TableCell>
      <RemoveCell row={row} onRemove={onRemove} />
    </TableRow>
  );
});

/** The product, its prices and its chance input: drawn again only when this product changes. */
const ProductCells = memo(function ProductCells({ row, onChance }: Pick<ChosenLineProps, 'row' | 'onChance'>) {
  const translate = useTranslate();
  return (
    <>
      <TableCell>
        <Avatar variant="rounded" src={assetUrl(row.bannerImage)} alt="" />
      </TableCell>
      <TableCell>{row.name}</TableCell>
      <TableCell>{formatEuro(row.sellPrice)}</TableCell>
      <TableCell>{formatEuro(row.purchasePrice)}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <TextField
          size="small"
          type="number"
          value={row.chance}
          onChange={(e) => onChance(row.pid, e.target.value)}
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 0.0001, 'aria-label': translate('resources.box.odds.chanceFor', { name: row.name }) },
          }}
        />
      </TableCell>
    </>
  );
});

const RemoveCell = memo(function RemoveCell({ row, onRemove }: Pick<ChosenLineProps, 'row' | 'onRemove'>) {
  const translate = useTranslate();
  return (
    <TableCell>
      <IconButton aria-label={translate('resources.box.odds.remove', { name: row.name })} onClick={() => onRemove(row.pid)}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
});

/** The page shown: the last one after a product is added, else the one chosen, kept within the pages that exist. */
function useShownPage(count: number): [number, (page: number) => void] {
  const [page, setPage] = useState(0);
  const previousCount = useRef(count);
  useEffect(() => {
    if (count > previousCount.current) setPage(Math.floor((count - 1) / CHOSEN_PAGE_SIZE));
    previousCount.current = count;
  }, [count]);
  const lastPage = Math.max(0, Math.ceil(count / CHOSEN_PAGE_SIZE) - 1);
  return [Math.min(page, lastPage), setPage];
}

export function ChosenProductsTable({ rows, onChance, onRemove }: ChosenProductsTableProps) {
  const translate = useTranslate();
  const paginationTexts = useTablePaginationTexts();
  const [page, setPage] = useShownPage(rows.length);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('resources.box.odds.noneChosen')}
      </Typography>
    );
  }
  const ranges = buildChanceRanges(rows.map((row) => ({ chance: Number(row.chance) || 0 })));
  const first = page * CHOSEN_PAGE_SIZE;
  return (
    <>
      <Table size="small" aria-label={translate('resources.box.odds.chosenTitle')}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{translate('catalog.common.name')}</TableCell>
            <TableCell>{translate('resources.product.sellPrice')}</TableCell>
            <TableCell>{translate('resources.product.purchasePrice')}</TableCell>
            <TableCell>{translate('resources.box.odds.chance')}</TableCell>
            <TableCell>{translate('resources.box.odds.range')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(first, first + CHOSEN_PAGE_SIZE).map((row, i) => {
            const { rangeFrom, rangeTo } = ranges[first + i];
            return (
              <ChosenLine
                key={row.pid}
                row={row}
                range={rangeTo >= rangeFrom ? `${rangeFrom} – ${rangeTo}` : '–'}
                onChance={onChance}
                onRemove={onRemove}
              />
            );
          })}
        </TableBody>
      </Table>
      {rows.length > CHOSEN_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={CHOSEN_PAGE_SIZE}
          rowsPerPageOptions={[CHOSEN_PAGE_SIZE]}
          {...paginationTexts}
        />
      ) : null}
    </>
  );
}
