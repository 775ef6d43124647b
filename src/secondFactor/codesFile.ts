/**
 * The recovery codes shown once (issue 62): copied to the clipboard or saved as a text file, and the
 * authenticator app's QR code, drawn by the `qrcode` library (loaded only when a set-up starts).
 */
export function copyCodes(codes: readonly string[]): Promise<void> {
  return navigator.clipboard.writeText(codes.join('\n'));
}

export function downloadCodes(codes: readonly string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The otpauth:// URI as a PNG data URL. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(uri, { margin: 1, width: 208 });
}
