/** The team area's empty-table text: "Data does not found" (operations §2, §8). */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ListEmpty() {
  const translate = useTranslate();
  return <Box sx={{ p: 2 }}>{translate('team.common.empty')}</Box>;
}
