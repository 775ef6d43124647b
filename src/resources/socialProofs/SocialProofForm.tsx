/**
 * /create-social-proof (optional ?id to edit), "Create Video Proof" (operations §2, §5): a title and a
 * video (mp4, webm, ogg, quicktime; at most 100 MB; its first bytes checked like the server does),
 * uploaded as multipart with a progress bar and the 10-minute timeout. Edit loads title and video first.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, FormHelperText, LinearProgress, TextField, Typography } from '@mui/material';
import { HttpError, Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ShopDataProvider } from '../../dataProvider';
import { assetUrl } from '../../dataProvider/http';
import {
  VIDEO_ACCEPT,
  VIDEO_SNIFF_BYTES,
  contentMatches,
  declaredVideoKind,
  sniffVideoKind,
  socialProofErrors,
  socialProofTitleTypingError,
  videoFileError,
} from '../../domain/socialProof';
import type { SocialProof } from '../../domain/types/team';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageLoading } from '../../layout/PageLoading';
import { linkTo } from '../descriptor';
import { socialProofs } from '.';

/** The browser's check of a chosen file: type or extension, size, then its first bytes. */
async function checkVideo(file: File): Promise<string | undefined> {
  const error = videoFileError(file);
  if (error) return error;
  const declared = declaredVideoKind(file.name, file.type);
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  return declared && contentMatches(declared, sniffVideoKind(head)) ? undefined : 'team.socialProof.unsupportedType';
}

function fieldMessage(error: unknown): string | undefined {
  const msg = error instanceof Error ? error.message : '';
  return msg.startsWith('video: ') ? msg.slice('video: '.length) : undefined;
}

export function SocialProofForm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const translate = useTranslate();
  const serverText = useServerText();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [loaded, setLoaded] = useState<SocialProof | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [title, setTitle] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; video?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const heading = translate(id ? 'team.socialProof.editTitle' : 'team.socialProof.formTitle');

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    dataProvider
      .getOne<SocialProof & { id: string }>('socialProofs', { id })
      .then(({ data }) => {
        if (!active) return;
        setLoaded(data);
        setTitle(data.title);
      })
      .catch((error: unknown) => {
        if (!active) return;
        const failedReply = error instanceof HttpError && error.status > 0 && error.status !== 408;
        notify(failedReply ? 'team.socialProof.loadFailed' : 'team.socialProof.loadError', { type: 'error' });
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [id, dataProvider, notify]);

  async function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const error = await checkVideo(file);
    setVideo(error ? null : file);
    setErrors((current) => ({ ...current, video: error ? translate(error) : undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    const rules = socialProofErrors({ title, hasVideo: video !== null, isNew: !id });
    const found = { title: rules.title && translate(rules.title), video: rules.video && translate(rules.video) };
    if (errors.video && video === null && !id) found.video = errors.video;
    setErrors(found);
    if (found.title || found.video) return;
    setProgress(0);
    try {
      const { msg } = await dataProvider.saveSocialProof({ id, title: title.trim(), video }, setProgress);
      notify(msg || (id ? 'team.socialProof.updated' : 'team.socialProof.created'), { type: 'success' });
      redirect(linkTo(socialProofs, 'list'));
    } catch (error) {
      const failedReply = error instanceof HttpError && error.status > 0 && error.status !== 408;
      notify(failedReply ? 'team.socialProof.saveFailed' : 'team.socialProof.saveError', { type: 'error' });
      const videoError = fieldMessage(error);
      if (videoError) setErrors((current) => ({ ...current, video: serverText(videoError) }));
    } finally {
      setProgress(null);
    }
  }

  if (loading) return <PageLoading />;
  const currentVideo = loaded?.video ? assetUrl(loaded.video) : undefined;
  return (
    <Box>
      <Title title={heading} />
      <Breadcrumb title={heading} parent={socialProofs} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {heading}
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <TextField
              fullWidth
              required
              id="social-proof-title"
              label={translate('team.socialProof.videoTitle')}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors((current) => {
                  const typing = socialProofTitleTypingError(event.target.value);
                  return { ...current, title: typing && translate(typing) };
                });
              }}
              error={Boolean(errors.title)}
              helperText={errors.title ?? ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {id ? (
              <Box sx={{ my: 2 }}>
                <Typography variant="subtitle2">{translate('team.socialProof.currentVideo')}</Typography>
                {currentVideo ? (
                  <Box component="video" src={currentVideo} controls preload="metadata" sx={{ width: '100%', maxHeight: 240 }} />
                ) : (
                  <Typography variant="body2">{translate('team.socialProof.noVideo')}</Typography>
                )}
              </Box>
            ) : null}
            <Box sx={{ my: 2 }}>
              <Button variant="outlined" component="label" disabled={progress !== null}>
                {translate('team.socialProof.chooseVideo')}
                <input
                  hidden
                  type="file"
                  accept={VIDEO_ACCEPT}
                  name="video"
                  aria-label={translate('team.socialProof.video')}
                  onChange={(e) => void chooseVideo(e)}
                />
              </Button>
              {video ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('team.socialProof.selected', { name: video.name })}
                </Typography>
              ) : null}
              {errors.video ? <FormHelperText error>{errors.video}</FormHelperText> : null}
            </Box>
            {progress !== null ? (
              <Box sx={{ my: 2 }}>
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label={translate('team.socialProof.uploading', { percent: progress })}
                />
                <Typography variant="caption">{translate('team.socialProof.uploading', { percent: progress })}</Typography>
              </Box>
            ) : null}
            <Button type="submit" variant="contained" disabled={progress !== null}>
              {translate('team.common.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
