/** Hands a downloaded file to the browser's save dialog (no page navigation, no token in a URL). */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
