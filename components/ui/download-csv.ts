/**
 * Hands a CSV Dialbridge wrote to the browser's downloads, as a click on a link would: an
 * <a download> on a blob URL, so no permission is needed and nothing leaves the machine.
 */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
