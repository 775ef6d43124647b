/** One product in the warehouse grid: its selection checkbox, banner, name, rarity colour, prices, stock, and its actions. */
import { Box, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { assetUrl } from '../../dataProvider/http';
import { formatEuro } from '../../domain/format';
import type { ListedProduct } from '../../domain/types/catalog';
import type { ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { linkTo } from '../../layout/descriptor';
import { product as productResource } from '.';

/** Black or white, whichever reads on the rarity's colour (an admin picks it); the theme's text colour if it can't be read. */
function readableOn(theme: Theme, background: string | undefined): string {
  try {
    return background ? theme.palette.getContrastText(background) : theme.palette.text.primary;
  } catch {
    return theme.palette.text.primary;
  }
}

export function ProductCard({ product, actions, select }: { product: ListedProduct; actions: ReactNode; select?: ReactNode }) {
  const translate = useTranslate();
  const rarity = product.rarityLevel;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: rarity?.color ?? 'divider',
      }}
    >
      {select ? <Box sx={{ px: 0.5, pt: 0.5 }}>{select}</Box> : null}
      {product.bannerImage ? (
        <CardMedia
          component="img"
          height="140"
          image={assetUrl(product.bannerImage)}
          alt={product.name}
          sx={{ objectFit: 'contain', bgcolor: 'action.hover' }}
        />
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Link to={linkTo(productResource, 'show', product._id)} style={{ color: 'inherit' }}>
            {product.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
          {rarity ? (
            <Chip size="small" label={rarity.name} sx={{ bgcolor: rarity.color, color: (theme) => readableOn(theme, rarity.color) }} />
          ) : null}
          {product.productCode ? <Chip size="small" variant="outlined" label={product.productCode} /> : null}
        </Stack>
        <Box>
          <Typography variant="body2">
            {translate('resources.product.sellPrice')}: {formatEuro(product.sellPrice)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.product.purchasePrice')}: {formatEuro(product.purchasePrice)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.product.totalProduct')}: {product.totalProduct}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>{actions}</CardActions>
    </Card>
  );
}
