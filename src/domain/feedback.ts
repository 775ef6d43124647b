/**
 * The feedback attachment viewer's choice (operations §2 "/feedback"): an image is displayed, a pdf
 * shown in a frame, any other type gets "Unsupported attachment type.", none "No attachment available.".
 */
export type AttachmentKind = 'image' | 'pdf' | 'other' | 'none';

/**
 * The kind of an attachment from its stored type ('image', 'pdf', a MIME type) or, when that is
 * missing, from a data: URI's MIME type or the URL's extension.
 */
export function attachmentKind(attachment: string | null | undefined, attachmentType: string | null | undefined): AttachmentKind {
  if (!attachment) return 'none';
  const dataType = /^data:([^;,]+)/i.exec(attachment)?.[1];
  const type = (attachmentType || dataType || '').toLowerCase().trim();
  if (type === 'image' || type.startsWith('image/')) return 'image';
  if (type === 'pdf' || type === 'application/pdf') return 'pdf';
  if (type) return 'other';
  const path = attachment.split(/[?#]/)[0].toLowerCase();
  if (/\.(png|jpe?g|gif|webp|svg)$/.test(path)) return 'image';
  if (path.endsWith('.pdf')) return 'pdf';
  return 'other';
}
