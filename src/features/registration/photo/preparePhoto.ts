import { contentType } from '@/components/form/fileContent';
import { refused } from '@/components/form/filePreparations';
import { formErrors } from '@/components/form/rules';
import { photoStructure } from './photoHeader';
import {
  hasTooManyBytes,
  hasTooManyPixels,
  isPhoto,
  lighterOf,
  PHOTO_TOO_LARGE,
} from './photoRules';
import { shrinkPhoto } from './shrinkPhoto';
import { inSlices } from './steps';
import { strippedPhoto } from './stripMetadata';

/** The same photo with other bytes, under its name and type as chosen. */
function withBytes(file: File, bytes: Uint8Array<ArrayBuffer>): File {
  return new File([bytes], file.name, { type: file.type, lastModified: file.lastModified });
}

/**
 * D15 (amended), D43: a JPEG or PNG photo of a partner document, made ready before the 5 MB
 * check. Judged by its header before anything decodes it: over 25 MB or 40 megapixels it is
 * refused (its field shows why and the form sends nothing), as is one whose header cannot be
 * read as its standard writes it (photoHeader.ts). Otherwise it goes shrunk (shrinkPhoto.ts)
 * or, when that is not smaller, as chosen with only what draws it (stripMetadata.ts): no
 * location ever leaves the device. Reading and rebuilding run a few milliseconds at a time
 * (steps.ts), so even a hostile 25 MB file never holds the page for long. Anything
 * else (a PDF, a file whose content is not what its name says) goes to the field's checks as
 * chosen.
 */
export async function preparePhoto(file: File): Promise<File> {
  const type = await contentType(file);
  if (!isPhoto(type) || (file.type !== '' && file.type !== type)) return file;
  if (hasTooManyBytes(file.size)) return refused(file, PHOTO_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const structure = await inSlices(photoStructure(bytes));
  if (!structure) return refused(file, formErrors.documentType);
  const { header } = structure;
  if (hasTooManyPixels(header)) return refused(file, PHOTO_TOO_LARGE);
  const stripped = await inSlices(strippedPhoto(bytes, structure));
  const asChosen = stripped === bytes ? file : withBytes(file, stripped);
  const jpeg = await shrinkPhoto(file, header);
  return lighterOf(file, asChosen, jpeg) ?? refused(file, formErrors.documentType);
}
