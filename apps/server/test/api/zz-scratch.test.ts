import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { buildTestApp } from '../helpers.ts';

it('writes sample PDFs', async () => {
  const t = await buildTestApp();
  const admin = (await t.asRole('admin')).headers;
  const mk = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/invoice_generater', headers: admin, payload });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  const intra = await mk({
    organization: 'Lakeshore Hospital',
    phone_number: '9847012345',
    billing_address: 'NH 66, Nettoor, Kochi, Kerala 682040',
    products: [
      { discription: 'STP annual maintenance contract', quntaty: '1', rate: '48000', cgst: '9', sgst: '9', hsn: '998717', unit: 'OTH' },
      { discription: 'Blower V-belt set', quntaty: '2', rate: '1250.50', gst_rate: '18', hsn: '4010', unit: 'SET', discount: '100' },
      { discription: 'Dosing pump 6 LPH', quntaty: '1', rate: '18500', gst_rate: '5', hsn: '8413', unit: 'NOS' },
    ],
  });
  const inter = await mk({
    organization: 'Bengaluru Tech Park',
    phone_number: '9847012345',
    place_of_supply: '29',
    billing_address: 'Outer Ring Road, Bengaluru, Karnataka 560103',
    products: [{ discription: 'RO membrane element 4040', quntaty: '4', rate: '7850', igst: '18', hsn: '842121', unit: 'NOS' }],
  });
  for (const [name, id] of [['intra', intra], ['inter', inter]] as const) {
    const res = await t.app.inject({ method: 'GET', url: `/api/invoice-pdf/${id}`, headers: admin });
    writeFileSync(`/tmp/invoice-${name}.pdf`, res.rawPayload);
  }
  await t.close();
}, 120_000);
