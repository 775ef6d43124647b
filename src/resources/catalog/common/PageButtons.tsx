/**
 * Page-number control of the server-paged product screens (core §9, operations §9): up to 10 page
 * buttons at a time, with previous / next moving one page (and the window with it). Pages are 0-based.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { memo } from 'react';
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

/** One page's button, drawn again only when it becomes or stops being the current page. */
const PageButton = memo(function PageButton({
  page,
  current,
  onChange,
}: {
  page: number;
  current: boolean;
  onChange: (page: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant={current ? 'contained' : 'text'}
      aria-current={current ? 'page' : undefined}
      aria-label={translate('catalog.common.page', { page: page + 1 })}
      onClick={() => onChange(page)}
      sx={{ minWidth: 36 }}
    >
      {page + 1}
    </Button>
  );
});

/** Memoised: the screen's other changes (its loading state) leave it as it is; give it a stable `onChange`. */
export const PageButtons = memo(function PageButtons({ page, total, pageSize, onChange }: PageButtonsProps) {
  const translate = useTranslate();
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', my: 2 }} component="nav">
      <IconButton aria-label={translate('catalog.common.previousPage')} disabled={page <= 0} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageWindow(page, pageCount).map((p) => (
        <PageButton key={p} page={p} current={p === page} onChange={onChange} />
      ))}
      <IconButton aria-label={translate('catalog.common.nextPage')} disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
});
