/** Hands a downloaded file to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
}
