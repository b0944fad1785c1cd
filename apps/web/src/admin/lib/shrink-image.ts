/** The longest side a picture needs: the shop's largest image variant is narrower than this. */
export const MAX_IMAGE_SIDE = 2000;
/** A picture already this small and no larger than the longest side is sent as it is. */
const SEND_AS_IS_BYTES = 1_500_000;
const JPEG_QUALITY = 0.86;

/**
 * A phone camera's picture is 4–12 MB; the server takes 10 MB at most and a mobile line pays for
 * every byte. The browser scales it down (longest side MAX_IMAGE_SIDE) and re-encodes it as JPEG
 * before upload. A file the browser cannot decode is sent as it is, so the server can say what is
 * wrong with it; a GIF is kept, re-encoding would stop its animation.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SEND_AS_IS_BYTES) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets the page's white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
