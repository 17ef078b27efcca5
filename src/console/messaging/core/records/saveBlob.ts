/** Hands a downloaded file to the browser: an object URL and a click on a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
