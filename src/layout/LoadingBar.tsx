/**
 * The bar a paged screen shows above its items while the next ones load (the items shown stay), or
 * the same height empty, so that the page does not move when it comes and goes.
 */
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingBar({ loading }: { loading: boolean }) {
  const translate = useTranslate();
  return loading ? <LinearProgress aria-label={translate('catalog.common.loading')} sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />;
}
