/**
 * The product detail page, "Product Detail" (operations §2), at /products/view-product/:id: an image
 * slider, name, description, price, colour swatches, sizes, a quantity stepper, a 5-star rating
 * widget and a size-chart popup. A preview of the product as the shop shows it.
 */
import { useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Rating,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { assetUrl } from '../../dataProvider/http';
import { stepStock } from '../../domain/catalog';
import { formatEuro } from '../../domain/format';
import type { Product } from '../../domain/types/catalog';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageLoading } from '../../layout/PageLoading';
import { product as productResource } from '.';

const SWATCH: Record<string, string> = {
  Gold: '#d4af37',
  Red: '#e53935',
  Purple: '#8e24aa',
  Green: '#43a047',
  Blue: '#1e88e5',
  Gray: '#9e9e9e',
};
/** Chest and length in cm per size, shown in the size-chart popup. */
const SIZE_CHART: Array<[string, number, number]> = [
  ['S', 92, 68],
  ['M', 100, 71],
  ['L', 108, 74],
  ['XL', 116, 77],
];

function ImageSlider({ images, name }: { images: string[]; name: string }) {
  const translate = useTranslate();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = Math.min(index, images.length - 1);
  const go = (delta: number) => setIndex((current + delta + images.length) % images.length);
  return (
    <Box sx={{ position: 'relative', textAlign: 'center' }}>
      <Box
        component="img"
        src={assetUrl(images[current])}
        alt={`${name} – ${translate('resources.product.slide', { index: current + 1, count: images.length })}`}
        sx={{ maxWidth: '100%', maxHeight: 360, borderRadius: 1 }}
      />
      {images.length > 1 ? (
        <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center' }}>
          <IconButton aria-label={translate('resources.product.previousImage')} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="caption">{translate('resources.product.slide', { index: current + 1, count: images.length })}</Typography>
          <IconButton aria-label={translate('resources.product.nextImage')} onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      ) : null}
    </Box>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const serverText = useServerText();
  const { data: product, isPending, error } = useGetOne<Product & { id: string }>('product', { id });
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [rating, setRating] = useState<number | null>(5);
  const [chartOpen, setChartOpen] = useState(false);

  const title = translate('resources.product.detailTitle');
  const header = (
    <>
      <Title title={title} />
      <Breadcrumb title={title} parent={productResource} />
    </>
  );
  if (error)
    return (
      <Box>
        {header}
        <Alert severity="error">{serverText(error.message)}</Alert>
      </Box>
    );
  if (isPending || !product)
    return (
      <Box>
        {header}
        <PageLoading />
      </Box>
    );
  const images = product.image.length > 0 ? product.image : product.bannerImage ? [product.bannerImage] : [];

  return (
    <Box>
      {header}
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ImageSlider images={images} name={product.name} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h5" component="h1" gutterBottom>
                {product.name}
              </Typography>
              <Rating
                name="product-rating"
                value={rating}
                onChange={(_e, value) => setRating(value)}
                max={5}
                aria-label={translate('resources.product.rating')}
              />
              <Typography variant="h6" sx={{ my: 1 }}>
                {formatEuro(product.sellPrice)}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {product.description}
              </Typography>
              {product.color.length > 0 ? (
                <Box sx={{ mb: 2 }}>
                  <Typography variant="subtitle2">{translate('resources.product.colors')}</Typography>
                  <Stack direction="row" spacing={1} role="radiogroup" aria-label={translate('resources.product.colors')}>
                    {product.color.map((c) => (
                      <Box
                        key={c}
                        component="button"
                        type="button"
                        role="radio"
                        aria-checked={color === c}
                        aria-label={translate(`resources.product.colorOptions.${c}`, { _: c })}
                        onClick={() => setColor(c)}
                        sx={{
                          width: 28,
                          height: 28,
                          borderRadius: '50%',
                          bgcolor: SWATCH[c] ?? c,
                          border: 3,
                          borderColor: color === c ? 'primary.main' : 'transparent',
                          cursor: 'pointer',
                        }}
                      />
                    ))}
                  </Stack>
                </Box>
              ) : null}
              {product.size.length > 0 ? (
                <Box sx={{ mb: 2 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <Typography variant="subtitle2">{translate('resources.product.sizes')}</Typography>
                    <Button size="small" onClick={() => setChartOpen(true)}>
                      {translate('resources.product.sizeChart')}
                    </Button>
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    {product.size.map((s) => (
                      <Chip key={s} label={s} color={size === s ? 'primary' : 'default'} onClick={() => setSize(s)} />
                    ))}
                  </Stack>
                </Box>
              ) : null}
              <Typography variant="subtitle2">{translate('resources.product.quantity')}</Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setQuantity((q) => Math.max(1, stepStock(q, -1)))}
                  aria-label={translate('resources.product.decreaseStock')}
                >
                  −
                </Button>
                <Typography component="output" aria-label={translate('resources.product.quantity')}>
                  {quantity}
                </Typography>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setQuantity((q) => stepStock(q, 1))}
                  aria-label={translate('resources.product.increaseStock')}
                >
                  +
                </Button>
              </Stack>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Dialog open={chartOpen} onClose={() => setChartOpen(false)} aria-labelledby="size-chart-title">
        <DialogTitle id="size-chart-title">{translate('resources.product.sizeChartTitle')}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.product.sizes')}</TableCell>
                <TableCell>{translate('resources.product.chest')}</TableCell>
                <TableCell>{translate('resources.product.length')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SIZE_CHART.map(([s, chest, length]) => (
                <TableRow key={s}>
                  <TableCell>{`${s} ${translate(`resources.product.sizeOptions.${s}`)}`}</TableCell>
                  <TableCell>{chest}</TableCell>
                  <TableCell>{length}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChartOpen(false)}>{translate('resources.product.sizeChartClose')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
