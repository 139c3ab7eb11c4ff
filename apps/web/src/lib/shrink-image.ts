/**
 * A phone's camera photo is often larger than the server takes (docs/api.md "Uploads": 5 MB, kept at most
 * 2400 px): before it goes up on a slow connection it is redrawn at most `maxSide` px as a JPEG. A small
 * file, a non-image, or a browser that cannot decode it is sent as it is.
 */
export async function shrinkImage(file: File, maxSide = 2400, minBytes = 1_500_000): Promise<File> {
  if (file.size < minBytes || !file.type.startsWith('image/') || typeof createImageBitmap !== 'function')
    return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
