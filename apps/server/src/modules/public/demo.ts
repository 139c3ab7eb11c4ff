import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoSeeder } from '../../platform/demo.ts';
import { legalDir } from './operations/public-site.ts';

/** A small, valid one-page PDF written by hand (xref offsets computed), so no library is needed. */
export function minimalPdf(lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${esc(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Demo audited results for 2019 to 2023; 2024 stays 'not yet published' (spec 000 §2). */
export const seedDemoLegalDocuments: DemoSeeder = async (ctx) => {
  const dir = legalDir(ctx.config.dataDir);
  mkdirSync(dir, { recursive: true });
  const revenue = [412, 388, 455, 531, 602];
  [2019, 2020, 2021, 2022, 2023].forEach((year, i) => {
    const r = revenue[i]!;
    writeFileSync(
      path.join(dir, `${year}.pdf`),
      minimalPdf([
        `${ctx.config.company.name}`,
        `Audited financial results for the year ended 31 March ${year + 1} (FY ${year}-${String(year + 1).slice(2)})`,
        '',
        `Revenue from operations: Rs. ${r}.00 lakh`,
        `Other income: Rs. ${(r * 0.02).toFixed(2)} lakh`,
        `Total expenses: Rs. ${(r * 0.87).toFixed(2)} lakh`,
        `Profit before tax: Rs. ${(r * 0.15).toFixed(2)} lakh`,
        `Profit after tax: Rs. ${(r * 0.112).toFixed(2)} lakh`,
        '',
        'Figures are audited by the statutory auditors and approved by the Board of Directors.',
        `Registered office: ${ctx.config.company.address}`,
      ]),
    );
  });
};
