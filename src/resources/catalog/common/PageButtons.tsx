/**
 * Page-number control of the server-paged product screens (core §9, operations §9): up to 10 page
 * buttons at a time, with previous / next moving one page (and the window with it). Pages are 0-based.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_BUTTONS } from '../../../domain/catalog';

export function pageWindow(page: number, pageCount: number, size: number = PAGE_BUTTONS): number[] {
  if (pageCount <= 0) return [];
  const start = Math.floor(page / size) * size;
  const end = Math.min(pageCount, start + size);
  return Array.from({ length: end - start }, (_, i) => start + i);
}

interface PageButtonsProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

export function PageButtons({ page, total, pageSize, onChange }: PageButtonsProps) {
  const translate = useTranslate();
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', my: 2 }} component="nav">
      <IconButton aria-label={translate('catalog.common.previousPage')} disabled={page <= 0} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageWindow(page, pageCount).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={translate('catalog.common.page', { page: p + 1 })}
          onClick={() => onChange(p)}
          sx={{ minWidth: 36 }}
        >
          {p + 1}
        </Button>
      ))}
      <IconButton aria-label={translate('catalog.common.nextPage')} disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
