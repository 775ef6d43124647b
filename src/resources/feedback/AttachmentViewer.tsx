/**
 * A feedback attachment (operations §2 "/feedback"): an image is displayed, a pdf is shown in a
 * frame, any other type says "Unsupported attachment type.", none "No attachment available.".
 *
 * The pdf frame shows a blob whose type is forced to application/pdf, so whatever the user uploaded,
 * only Chromium's PDF viewer can render it there (never HTML or script of the page's origin). The
 * frame carries no `sandbox` attribute: measured here, Chromium's PDF viewer refuses to render in
 * any sandboxed frame (every sandbox flag combination shows the "blocked" page).
 */
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../dataProvider/http';
import { attachmentKind } from '../../domain/feedback';

export interface AttachmentViewerProps {
  attachment: string | null | undefined;
  attachmentType: string | null | undefined;
  /** whose attachment it is, for the image's alternative text and the frame's title */
  owner: string;
}

/** The pdf as a blob URL of type application/pdf; revoked when the viewer closes. */
function usePdfUrl(source: string | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!source) return undefined;
    let revoked = false;
    let created: string | undefined;
    fetch(source)
      .then((reply) => reply.blob())
      .then((blob) => {
        if (revoked) return;
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(created);
      })
      .catch(() => setUrl(undefined));
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [source]);
  return url;
}

export function AttachmentViewer({ attachment, attachmentType, owner }: AttachmentViewerProps) {
  const translate = useTranslate();
  const kind = attachmentKind(attachment, attachmentType);
  const source = attachment ? assetUrl(attachment) : undefined;
  const pdfUrl = usePdfUrl(kind === 'pdf' ? source : undefined);

  if (kind === 'none') return <Typography variant="body2">{translate('resources.feedback.none')}</Typography>;
  if (kind === 'other') return <Typography variant="body2">{translate('resources.feedback.unsupported')}</Typography>;
  if (kind === 'image') {
    return (
      <Box
        component="img"
        src={source}
        alt={translate('resources.feedback.attachmentImage', { name: owner })}
        sx={{ maxWidth: '100%', maxHeight: 400, display: 'block', borderRadius: 1 }}
      />
    );
  }
  return (
    <Box
      component="iframe"
      title={translate('resources.feedback.attachmentPdf', { name: owner })}
      src={pdfUrl}
      referrerPolicy="no-referrer"
      sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
