/** The chosen products with their chance inputs, ranges on the 1..1,000,000 scale and trash buttons. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { formatEuro } from '../../../domain/format';
import { buildChanceRanges } from '../../../domain/odds';
import type { ChosenRow } from './boxEditorState';

interface ChosenProductsTableProps {
  rows: ChosenRow[];
  onChance: (pid: string, chance: string) => void;
  onRemove: (pid: string) => void;
}

export function ChosenProductsTable({ rows, onChance, onRemove }: ChosenProductsTableProps) {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('catalog.box.odds.noneChosen')}
      </Typography>
    );
  }
  const ranges = buildChanceRanges(rows.map((row) => ({ chance: Number(row.chance) || 0 })));
  return (
    <Table size="small" aria-label={translate('catalog.box.odds.chosenTitle')}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{translate('catalog.common.name')}</TableCell>
          <TableCell>{translate('catalog.product.sellPrice')}</TableCell>
          <TableCell>{translate('catalog.product.purchasePrice')}</TableCell>
          <TableCell>{translate('catalog.box.odds.chance')}</TableCell>
          <TableCell>{translate('catalog.box.odds.range')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.pid}>
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
                  htmlInput: { min: 0, max: 100, step: 0.0001, 'aria-label': translate('catalog.box.odds.chanceFor', { name: row.name }) },
                }}
              />
            </TableCell>
            <TableCell>
              {ranges[index].rangeTo >= ranges[index].rangeFrom ? `${ranges[index].rangeFrom} – ${ranges[index].rangeTo}` : '–'}
            </TableCell>
            <TableCell>
              <IconButton aria-label={translate('catalog.box.odds.remove', { name: row.name })} onClick={() => onRemove(row.pid)}>
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
