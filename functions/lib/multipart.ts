import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { HttpError, PayloadTooLargeError, ValidationError } from './errors.ts';

/** A file part of a multipart/form-data upload. */
export interface UploadedFile {
  name: string;
  /** The part's own Content-Type, lower-cased, without parameters ('' when the client sent none). */
  type: string;
  bytes: Uint8Array;
}

export const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * The request body as API Gateway delivers it: base64 when `isBase64Encoded` (binary content types), else the
 * UTF-8 text itself.
 */
export const bodyBytes = (event: APIGatewayProxyEventV2): Buffer =>
  event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);

/**
 * Parses a multipart/form-data body with the platform's own parser (undici's `Request.formData()`, part of
 * Node): the body is already whole in the event, so a streaming parser would buy nothing, and this one adds
 * no bytes to the bundle. Over `maxBytes` answers 413 with `tooLarge`; a body that is not multipart answers
 * 415, a malformed one 400.
 */
export const readMultipart = async (
  event: APIGatewayProxyEventV2,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<{ files: Map<string, UploadedFile>; fields: Map<string, string> }> => {
  const type = event.headers?.['content-type'] ?? '';
  if (!MULTIPART_TYPE.test(type)) throw new HttpError(415, GENERIC_ERRORS.notMultipart);
  const bytes = bodyBytes(event);
  // The multipart framing adds a few hundred bytes around the file; the file itself is checked again below.
  if (bytes.byteLength > maxBytes + 64 * 1024) throw new PayloadTooLargeError(tooLarge);
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    }).formData();
  } catch {
    throw new ValidationError(GENERIC_ERRORS.invalidMultipart);
  }
  const files = new Map<string, UploadedFile>();
  const fields = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields.set(key, value);
    else {
      if (value.size > maxBytes) throw new PayloadTooLargeError(tooLarge);
      files.set(key, {
        name: value.name,
        type: (value.type.split(';')[0] ?? '').trim().toLowerCase(),
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
    }
  }
  return { files, fields };
};
