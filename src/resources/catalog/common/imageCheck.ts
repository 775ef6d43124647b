/** The browser half of the image rule: the file's own bytes through src/domain/images.ts, before upload. */
import { checkImage, type ImageCheck } from '../../../domain/images';

/** Reads the file (only when under the size limit) and checks it as the server will. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  if (file.size >= 1_000_000) return checkImage(new Uint8Array(0), file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return checkImage(bytes, file.size);
}
