import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { reencodeUploadedImages } from '../../lib/images';
import { uploadDecodeBudget } from '../../lib/upload-form';

/**
 * Every image is checked by content and size before any is decoded, and re-encoded (no EXIF) before
 * any is stored, so one bad file stores none of them; if the upload cannot be recorded in the audit
 * log, the stored files are deleted again. Returns the /uploads/… addresses.
 */
export async function storeImages(context: AppContext, actorId: string, folder: string, images: Buffer[]): Promise<string[]> {
  const encoded = await reencodeUploadedImages(images, uploadDecodeBudget);
  // Nothing shows a file until an item's image fields name it, so no cached answer changes yet.
  return auditedWrite(context, { actorId, invalidates: [], uploads: { folder, files: encoded } }, async (_tx, urls) => ({
    result: urls,
    audit: { action: 'upload', entity: 'upload', entityId: null, after: { folder, images: urls } },
  }));
}
