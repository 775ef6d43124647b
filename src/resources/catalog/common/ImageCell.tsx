/** A small picture in a table cell (the record's image URL, stored upload or data: URI): a DataTable column's `field`. */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';

export function ImageCell({ source = 'image', alt = 'name' }: { source?: string; alt?: string }) {
  const record = useRecordContext();
  const url = record ? assetUrl(typeof record[source] === 'string' ? (record[source] as string) : null) : undefined;
  if (!url) return null;
  return (
    <Box component="img" src={url} alt={String(record?.[alt] ?? '')} sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }} />
  );
}
