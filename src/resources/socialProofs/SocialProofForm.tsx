/**
 * /create-social-proof (optional ?id to edit), "Create Video Proof" (operations §2, §5): a title and a
 * video (mp4, webm, ogg, quicktime; at most 100 MB; its first bytes checked like the server does),
 * uploaded as multipart with a progress bar and the 10-minute timeout. Edit loads title and video first.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, FormHelperText, LinearProgress, TextField, Typography } from '@mui/material';
import { HttpError, Title, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
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
import { useShopAction } from '../../layout/useShopAction';
import { linkTo } from '../../layout/descriptor';
import { socialProofs } from '.';

/** The browser's check of a chosen file: type or extension, size, then its first bytes. */
async function checkVideo(file: File): Promise<string | undefined> {
  const error = videoFileError(file);
  if (error) return error;
  const declared = declaredVideoKind(file.name, file.type);
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  return declared && contentMatches(declared, sniffVideoKind(head)) ? undefined : 'resources.socialProofs.unsupportedType';
}

function fieldMessage(error: unknown): string | undefined {
  const msg = error instanceof Error ? error.message : '';
  return msg.startsWith('video: ') ? msg.slice('video: '.length) : undefined;
}

/** A reply of the server that says no (not a timeout or a network failure). */
function failedReply(error: unknown): boolean {
  return error instanceof HttpError && error.status > 0 && error.status !== 408;
}

export function SocialProofForm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const notify = useNotify();
  const { data, isFetchedAfterMount, error } = useGetOne<SocialProof & { id: string }>(
    socialProofs.name,
    { id: id ?? '' },
    {
      enabled: id !== undefined,
      onError: (failure) =>
        notify(failedReply(failure) ? 'resources.socialProofs.loadFailed' : 'resources.socialProofs.loadError', { type: 'error' }),
    },
  );
  // react-admin seeds getOne with the list's row; the form is filled once, from the record itself
  if (id && !isFetchedAfterMount && !error) return <PageLoading />;
  return <SocialProofFormCard key={data?.id ?? 'new'} id={id} loaded={data ?? null} />;
}

function SocialProofFormCard({ id, loaded }: { id: string | undefined; loaded: SocialProof | null }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const redirect = useRedirect();
  const [title, setTitle] = useState(loaded?.title ?? '');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; video?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const heading = translate(id ? 'resources.socialProofs.editTitle' : 'resources.socialProofs.formTitle');
  const save = useShopAction({
    call: (provider, body: { id?: string; title: string; video: File | null }) => provider.saveSocialProof(body, setProgress),
    invalidates: [socialProofs.name],
    success: ({ msg }) => msg || (id ? 'resources.socialProofs.updated' : 'resources.socialProofs.created'),
    failure: (error) => (failedReply(error) ? 'resources.socialProofs.saveFailed' : 'resources.socialProofs.saveError'),
    onSuccess: () => redirect(linkTo(socialProofs, 'list')),
    onError: (error) => {
      const videoError = fieldMessage(error);
      if (videoError) setErrors((current) => ({ ...current, video: serverText(videoError) }));
    },
    onSettled: () => setProgress(null),
  });

  async function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const error = await checkVideo(file);
    setVideo(error ? null : file);
    setErrors((current) => ({ ...current, video: error ? translate(error) : undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    const rules = socialProofErrors({ title, hasVideo: video !== null, isNew: !id });
    const found = { title: rules.title && translate(rules.title), video: rules.video && translate(rules.video) };
    if (errors.video && video === null && !id) found.video = errors.video;
    setErrors(found);
    if (found.title || found.video) return;
    setProgress(0);
    save.run({ id, title: title.trim(), video });
  }

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
              label={translate('resources.socialProofs.videoTitle')}
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
                <Typography variant="subtitle2">{translate('resources.socialProofs.currentVideo')}</Typography>
                {currentVideo ? (
                  <Box component="video" src={currentVideo} controls preload="metadata" sx={{ width: '100%', maxHeight: 240 }} />
                ) : (
                  <Typography variant="body2">{translate('resources.socialProofs.noVideo')}</Typography>
                )}
              </Box>
            ) : null}
            <Box sx={{ my: 2 }}>
              <Button variant="outlined" component="label" disabled={progress !== null}>
                {translate('resources.socialProofs.chooseVideo')}
                <input
                  hidden
                  type="file"
                  accept={VIDEO_ACCEPT}
                  name="video"
                  aria-label={translate('resources.socialProofs.video')}
                  onChange={(e) => void chooseVideo(e)}
                />
              </Button>
              {video ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('resources.socialProofs.selected', { name: video.name })}
                </Typography>
              ) : null}
              {errors.video ? <FormHelperText error>{errors.video}</FormHelperText> : null}
            </Box>
            {progress !== null ? (
              <Box sx={{ my: 2 }}>
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label={translate('resources.socialProofs.uploading', { percent: progress })}
                />
                <Typography variant="caption">{translate('resources.socialProofs.uploading', { percent: progress })}</Typography>
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
