/**
 * A thread of the PDF render pool (platform/pdf.ts, docs/decisions/0005-documents.md "Long words and
 * the render pool"): loads pdfmake and parses the fonts, says it is ready, then renders one document at a time
 * and hands its bytes back without a copy.
 */
import { type PdfDocument, renderPdf, warmUp } from './pdf-render.ts';
import { serveJobs } from './render-pool.ts';

await serveJobs<PdfDocument, Uint8Array>(warmUp, async (doc) => {
  const pdf = await renderPdf(doc);
  // a buffer of its own (pdfkit's may share a pool), moved to the HTTP thread
  const bytes = new Uint8Array(pdf);
  return { output: bytes, transfer: [bytes.buffer] };
});
