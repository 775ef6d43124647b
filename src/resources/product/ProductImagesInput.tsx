/**
 * The product form's images (operations §3, §7): each chosen file is checked in the browser (png,
 * gif, jpeg, under 1 MB, at most 1000 x 800), then sent to api/admin/uploadProductImage; the returned
 * URLs are kept in `image`, and the first one is the banner image.
 */
import { useId, useState, type ChangeEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { assetUrl } from '../../dataProvider/http';
import { IMAGE_ACCEPT } from '../../domain/images';
import { useServerText } from '../../i18n/useServerText';
import { checkImageFile } from '../catalog/common/imageCheck';
import { failureText, useShopAction } from '../../layout/useShopAction';

export function ProductImagesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const notify = useNotify();
  const inputId = useId();
  const { field } = useInput<string[]>({ source, defaultValue: [] });
  const [error, setError] = useState<string | null>(null);
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const upload = useShopAction({
    call: (provider, files: File[]) => provider.uploadProductImages(files),
    invalidates: [],
    quiet: true,
    success: () => null,
    onSuccess: (urls) => field.onChange([...images, ...urls]),
    onError: (failure) => setError(serverText(failureText(failure))),
  });
  const uploading = upload.isPending;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    for (const file of files) {
      const check = await checkImageFile(file);
      if (!check.ok) {
        setError(translate(check.message));
        notify(check.message, { type: 'error' });
        return;
      }
    }
    setError(null);
    upload.run(files);
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1 }}>
        {translate('resources.product.images')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {images.map((url, index) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={assetUrl(url)}
              alt={translate('resources.product.slide', { index: index + 1, count: images.length })}
              sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1 }}
            />
            {index === 0 ? <Chip size="small" color="primary" label="Banner" sx={{ position: 'absolute', left: 4, bottom: 4 }} /> : null}
            <IconButton
              size="small"
              aria-label={translate('catalog.common.removeImage')}
              onClick={() => field.onChange(images.filter((u) => u !== url))}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button variant="outlined" component="label" disabled={uploading}>
          {uploading ? (
            <CircularProgress size={18} aria-label={translate('resources.product.uploading')} />
          ) : (
            translate('catalog.common.chooseImage')
          )}
          <input id={inputId} hidden multiple type="file" accept={IMAGE_ACCEPT} onChange={(e) => void onFiles(e)} />
        </Button>
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? translate('resources.product.bannerHint')}</FormHelperText>
    </Box>
  );
}
