import { PROFILE_MESSAGES } from '@pathscoop/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * The one image file of a back-office multipart body, in the field `field` (a resource's
 * `thumbnail`, a companion's `picture`): anything else is a 400 in words on that field, never a 500.
 * `limits` narrows the multipart plugin's limits for this request.
 */
export async function readUploadField(
  request: FastifyRequest,
  field: string,
  messages: { notMultipart: string; otherField: string; missing: string },
  limits?: { fileSize: number; files: number; fields: number },
): Promise<Buffer> {
  const refuse = (message: string) => new AppError(400, { [field]: [message] });
  if (!request.isMultipart()) throw refuse(messages.notMultipart);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw refuse(messages.otherField);
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw refuse(PROFILE_MESSAGES.imageTooLarge);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(PROFILE_MESSAGES.imageTooLarge);
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 500) throw err;
    throw refuse(PROFILE_MESSAGES.unreadableForm);
  }
  if (!bytes) throw refuse(messages.missing);
  return bytes;
}
