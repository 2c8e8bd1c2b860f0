// The clinic's own template prints as a PDF the server made: shown in a window of its own (the browser's PDF
// viewer has the print button). A window opened after the conversion may be blocked as a popup, since the click
// was seconds ago, so the window is opened at the click and given the PDF when it arrives.

/** Opens an empty window at the click, saying the PDF is on its way; null when the browser blocked it. */
export function openPdfWindow(waitingText: string): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.document.title = waitingText;
    win.document.body.textContent = waitingText;
  } catch {
    // Not scriptable (another browser's policy): it still takes the PDF.
  }
  return win;
}

/** How long a PDF's object URL lives: long enough for the viewer to load it (and print it again). */
const PDF_URL_LIFETIME_MS = 10 * 60_000;

/**
 * Shows the PDF in `win` (or a new window when none was opened); answers the object URL when no window could
 * show it, for a link the user clicks.
 */
export function showPdf(pdf: Blob, win: Window | null): string | null {
  const url = URL.createObjectURL(pdf);
  setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  if (win && !win.closed) {
    win.location.href = url;
    return null;
  }
  return window.open(url, '_blank') ? null : url;
}
