import type { Response } from 'express';
import { PICTURE_TYPES, type PictureFormat } from '../../shared/protocol/editor';
import { imaging } from '../services/imaging';

/**
 * Pictures users upload: what they are, by their own bytes, and the one way the site serves
 * them. A picture's bytes may also be a valid HTML page (a PNG followed by markup), so it is never
 * served with a type its uploader chose: a browser would run it on the site's origin.
 */

export interface DecodedPicture {
  format: PictureFormat;
  width: number;
  height: number;
}

const isPictureFormat = (format: string | undefined): format is PictureFormat =>
  format !== undefined && Object.hasOwn(PICTURE_TYPES, format);

/** The picture's format and size as the decoder reads them; undefined for anything but PNG, JPEG or WebP. */
export async function decodePicture(data: Buffer): Promise<DecodedPicture | undefined> {
  if (data.length === 0) return undefined;
  const sharp = await imaging();
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta || !isPictureFormat(meta.format)) return undefined;
  return { format: meta.format, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * A stored picture's format: its stored type when that is exactly one of ours, else what its
 * bytes say (rows stored before the type came from the bytes kept the upload's header).
 */
export async function storedPictureFormat(
  contentType: string,
  data: Buffer,
): Promise<PictureFormat | undefined> {
  const stored = Object.entries(PICTURE_TYPES).find(([, type]) => type === contentType)?.[0];
  return isPictureFormat(stored) ? stored : (await decodePicture(data))?.format;
}

/**
 * The headers of every picture response: exactly its format's type, no sniffing, and a sandbox
 * of its own, so a picture opened as a page runs nothing and reaches nothing of the site's.
 */
export function setPictureHeaders(res: Response, format: PictureFormat): void {
  res.setHeader('Content-Type', PICTURE_TYPES[format]);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', 'sandbox');
}

/** Answers with a picture's bytes, served as its format only. */
export function sendPicture(res: Response, format: PictureFormat, data: Buffer): void {
  setPictureHeaders(res, format);
  res.send(data);
}
