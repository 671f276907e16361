/** Hands `blob` to the browser to save as `filename`, as a download link's click would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file from the URL as it starts saving it; a minute later it is long done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
