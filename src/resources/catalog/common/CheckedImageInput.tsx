/**
 * An image field for react-admin forms: png, gif or jpeg under 1 MB and at most 1000 x 800,
 * checked on the file's bytes before anything is uploaded (the spec's messages under the field and
 * as a toast). The value is the stored URL, or `{rawFile, src, title}` for a newly chosen file, which
 * the dataProvider sends as the multipart file. Its label is the field's, resources.<resource>.fields.<source>.
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate, useTranslateLabel, type Validator } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { IMAGE_ACCEPT } from '../../../domain/images';
import { checkImageFile } from './imageCheck';

export interface ChosenImage {
  rawFile: File;
  src: string;
  title: string;
}

export function isChosenImage(value: unknown): value is ChosenImage {
  return typeof value === 'object' && value !== null && 'rawFile' in value;
}

export function imagePreviewUrl(value: unknown): string | undefined {
  if (isChosenImage(value)) return value.src;
  return typeof value === 'string' ? assetUrl(value) : undefined;
}

interface CheckedImageInputProps {
  source: string;
  validate?: Validator | Validator[];
}

export function CheckedImageInput({ source, validate }: CheckedImageInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, validate, defaultValue: null });
  const [checkError, setCheckError] = useState<string | null>(null);
  const preview = imagePreviewUrl(field.value);
  const labelText = String(translateLabel({ source }));

  useEffect(() => {
    const value: unknown = field.value;
    return () => {
      if (isChosenImage(value)) URL.revokeObjectURL(value.src);
    };
  }, [field.value]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) {
      setCheckError(translate(check.message));
      notify(check.message, { type: 'error' });
      return;
    }
    setCheckError(null);
    field.onChange({ rawFile: file, src: URL.createObjectURL(file), title: file.name } satisfies ChosenImage);
  }

  const error = checkError ?? (fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1 }}>
        {labelText}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={translate('catalog.common.imagePreview', { name: labelText })}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <Button variant="outlined" component="label">
          {translate(preview ? 'catalog.common.changeImage' : 'catalog.common.chooseImage')}
          <input id={inputId} hidden type="file" accept={IMAGE_ACCEPT} onChange={(e) => void onFile(e)} />
        </Button>
        {preview ? (
          <Button color="inherit" onClick={() => field.onChange(null)}>
            {translate('catalog.common.removeImage')}
          </Button>
        ) : null}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
