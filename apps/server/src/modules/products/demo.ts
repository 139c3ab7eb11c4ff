import type { SpecRow } from '@aquadesk/shared/catalogue.ts';
import type { GstUnit } from '@aquadesk/shared/gst.ts';
import sharp from 'sharp';
import type { DemoSeeder } from '../../platform/demo.ts';
import { insertProduct } from './repository.ts';

type Kind =
  | 'plant'
  | 'panel'
  | 'pump'
  | 'membrane'
  | 'blower'
  | 'filter'
  | 'uv'
  | 'sensor'
  | 'diffuser'
  | 'service';

const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d99a6"/><stop offset="0.5" stop-color="#e3e8ee"/><stop offset="1" stop-color="#7b8794"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4dabf7"/><stop offset="1" stop-color="#1864ab"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect y="500" width="800" height="100" fill="#dee2e6"/>
  ${body}
</svg>`;

/** Product pictures drawn at seed time from SVG (no downloads): tanks, pipes, panels, pumps; each its background and body. */
const DRAWINGS: Record<Kind, readonly [string, string]> = {
  plant: [
    '#d0ebff',
    `<rect x="80" y="250" width="200" height="250" rx="10" fill="url(#steel)" stroke="#495057" stroke-width="4"/>
         <rect x="95" y="330" width="170" height="160" fill="url(#water)" opacity="0.85"/>
         <rect x="330" y="200" width="170" height="300" rx="10" fill="url(#steel)" stroke="#495057" stroke-width="4"/>
         <rect x="345" y="290" width="140" height="200" fill="url(#water)" opacity="0.85"/>
         <ellipse cx="620" cy="420" rx="110" ry="30" fill="#1c7ed6"/><rect x="510" y="330" width="220" height="90" fill="url(#steel)" stroke="#495057" stroke-width="4"/>
         <path d="M280 300 H330 M500 260 H560 V330" stroke="#2b8a3e" stroke-width="16" fill="none"/>
         <circle cx="180" cy="230" r="18" fill="#f08c00"/><rect x="170" y="160" width="20" height="70" fill="#495057"/>`,
  ],
  panel: [
    '#e9ecef',
    `<rect x="230" y="70" width="340" height="430" rx="12" fill="#ced4da" stroke="#343a40" stroke-width="6"/>
         <rect x="260" y="100" width="280" height="120" rx="6" fill="#212529"/>
         <rect x="280" y="120" width="240" height="80" fill="#2f9e44"/>
         <text x="400" y="172" font-family="monospace" font-size="34" fill="#ebfbee" text-anchor="middle">RUN 7.5 bar</text>
         <circle cx="300" cy="280" r="22" fill="#2f9e44"/><circle cx="370" cy="280" r="22" fill="#e03131"/><circle cx="440" cy="280" r="22" fill="#f08c00"/>
         <rect x="480" y="258" width="50" height="44" rx="6" fill="#343a40"/>
         <rect x="270" y="340" width="260" height="130" rx="4" fill="#adb5bd" stroke="#495057" stroke-width="3"/>
         <path d="M290 360 v90 M320 360 v90 M350 360 v90 M380 360 v90 M410 360 v90 M440 360 v90 M470 360 v90 M500 360 v90" stroke="#1c7ed6" stroke-width="8"/>`,
  ],
  pump: [
    '#fff4e6',
    `<rect x="180" y="380" width="440" height="40" rx="6" fill="#495057"/>
         <rect x="220" y="260" width="200" height="120" rx="20" fill="#1971c2" stroke="#0b3d74" stroke-width="5"/>
         <path d="M235 280 h170 M235 300 h170 M235 320 h170 M235 340 h170 M235 360 h170" stroke="#74c0fc" stroke-width="4"/>
         <circle cx="520" cy="320" r="80" fill="url(#steel)" stroke="#495057" stroke-width="5"/>
         <circle cx="520" cy="320" r="24" fill="#495057"/>
         <rect x="420" y="305" width="40" height="30" fill="#868e96"/>
         <path d="M520 240 V140 H660" stroke="#2b8a3e" stroke-width="26" fill="none"/>
         <path d="M600 320 H720" stroke="#2b8a3e" stroke-width="26"/>`,
  ],
  membrane: [
    '#e7f5ff',
    `${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="120" y="${120 + i * 90}" width="560" height="60" rx="30" fill="url(#steel)" stroke="#495057" stroke-width="4"/><rect x="660" y="${130 + i * 90}" width="40" height="40" fill="#1c7ed6"/>`,
      )
      .join('')}
         <rect x="100" y="100" width="20" height="380" fill="#495057"/><rect x="700" y="100" width="20" height="380" fill="#495057"/>`,
  ],
  blower: [
    '#f1f3f5',
    `<rect x="160" y="400" width="480" height="40" fill="#495057"/>
         <rect x="200" y="230" width="240" height="170" rx="16" fill="#2f9e44" stroke="#1b5e20" stroke-width="5"/>
         <rect x="440" y="270" width="150" height="110" rx="10" fill="url(#steel)" stroke="#495057" stroke-width="4"/>
         <path d="M320 230 V120 H560" stroke="#868e96" stroke-width="30" fill="none"/>
         <circle cx="320" cy="315" r="50" fill="none" stroke="#d3f9d8" stroke-width="8"/>`,
  ],
  filter: [
    '#e6fcf5',
    `<rect x="250" y="110" width="150" height="380" rx="70" fill="#0b7285" stroke="#063f4a" stroke-width="5"/>
         <rect x="450" y="110" width="150" height="380" rx="70" fill="#0b7285" stroke="#063f4a" stroke-width="5"/>
         <path d="M200 180 H250 M400 180 H450 M600 180 H660 M200 420 H250 M400 420 H450" stroke="#495057" stroke-width="20"/>
         <circle cx="325" cy="90" r="20" fill="#e03131"/><circle cx="525" cy="90" r="20" fill="#e03131"/>`,
  ],
  uv: [
    '#f3f0ff',
    `<rect x="130" y="240" width="540" height="110" rx="55" fill="url(#steel)" stroke="#495057" stroke-width="5"/>
         <rect x="160" y="275" width="480" height="40" rx="20" fill="#9775fa" opacity="0.9"/>
         <rect x="300" y="380" width="200" height="120" rx="8" fill="#343a40"/><circle cx="400" cy="430" r="16" fill="#7950f2"/>
         <path d="M130 295 H60 M670 295 H740" stroke="#1c7ed6" stroke-width="26"/>`,
  ],
  sensor: [
    '#fff9db',
    `<rect x="250" y="110" width="300" height="220" rx="14" fill="#343a40"/>
         <rect x="280" y="140" width="240" height="100" fill="#2b8a3e"/>
         <text x="400" y="210" font-family="monospace" font-size="56" fill="#ebfbee" text-anchor="middle">7.02</text>
         <text x="400" y="300" font-family="sans-serif" font-size="30" fill="#f8f9fa" text-anchor="middle">pH</text>
         <path d="M400 330 V440" stroke="#495057" stroke-width="10"/><rect x="385" y="440" width="30" height="60" rx="10" fill="#868e96"/>`,
  ],
  diffuser: [
    '#e7f5ff',
    `<rect x="60" y="200" width="680" height="300" fill="url(#water)" opacity="0.6"/>
         ${[150, 300, 450, 600].map((x) => `<ellipse cx="${x}" cy="460" rx="60" ry="16" fill="#343a40"/>`).join('')}
         ${[130, 170, 280, 320, 430, 470, 580, 620]
           .map(
             (x, i) =>
               `<circle cx="${x}" cy="${400 - (i % 3) * 60}" r="${8 + (i % 3) * 3}" fill="#e7f5ff" opacity="0.9"/>`,
           )
           .join('')}
         <path d="M90 460 H700" stroke="#495057" stroke-width="10"/>`,
  ],
  service: [
    '#fff9db',
    `<rect x="250" y="90" width="300" height="400" rx="14" fill="#ffffff" stroke="#495057" stroke-width="6"/>
         <rect x="330" y="70" width="140" height="44" rx="10" fill="#868e96"/>
         <path d="M300 180 h200 M300 240 h200 M300 300 h160 M300 360 h120" stroke="#adb5bd" stroke-width="14"/>
         <path d="M520 330 l90 90" stroke="#1c7ed6" stroke-width="30" stroke-linecap="round"/>
         <circle cx="505" cy="315" r="40" fill="none" stroke="#1c7ed6" stroke-width="22"/>`,
  ],
};

const drawing = (kind: Kind): string => frame(...DRAWINGS[kind]);

interface DemoProduct {
  name: string;
  kind: Kind;
  categories: string;
  price: string;
  stock: number;
  description: string;
  sellable?: string | true; // a link, or true for sellable without one
  proposal?: { intro: string; content: string; spec: SpecRow[] };
  /**
   * docs/requirements/002-gst.md §3: the HSN of the goods (8421 21 water filtering and purifying
   * machinery, 8421 99 its parts, 8413 pumps, 8414 blowers, 8537 control panels, 9032 automatic
   * controllers, 3917 plastic tubes and fittings) or the SAC of a service (chapter 99), its unit, its rate.
   */
  tax: { hsn: string; unit: GstUnit; rate: string };
}

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Packaged Sewage Treatment Plant 50 KLD',
    tax: { hsn: '842121', unit: 'SET', rate: '18' },
    kind: 'plant',
    categories: 'Treatment Plants',
    price: '1850000',
    stock: 2,
    description:
      'Factory-built MBBR sewage treatment plant for apartments, hotels and hospitals treating up to 50 kilolitres a day to KSPCB discharge norms.',
    proposal: {
      intro:
        'A compact, skid-mounted MBBR plant that treats domestic sewage for reuse in flushing and gardening.',
      content:
        'The plant comprises an equalisation tank, two-stage MBBR reactor, tube settler, pressure sand filter, activated carbon filter and chlorination. It is delivered pre-wired with an automatic control panel and commissioned on site by our engineers.',
      spec: [
        { heading: 'Capacity', value: '50 KLD' },
        { heading: 'Process', value: 'MBBR with tube settler' },
        { heading: 'Treated BOD', value: '< 10 mg/l' },
        { heading: 'Power', value: '5.5 kW, 415 V, 3 phase' },
      ],
    },
  },
  {
    name: 'Effluent Treatment Plant 20 KLD',
    tax: { hsn: '842121', unit: 'SET', rate: '18' },
    kind: 'plant',
    categories: 'Treatment Plants',
    price: '1240000',
    stock: 1,
    description:
      'Physico-chemical and biological effluent treatment plant for food processing, dairy and laundry units, with sludge drying beds.',
    proposal: {
      intro: 'Treats industrial effluent to the limits of the consent to operate.',
      content:
        'Oil and grease trap, equalisation with aeration, chemical dosing and flash mixer, clariflocculator, extended aeration and filtration, designed for the load measured on site.',
      spec: [
        { heading: 'Capacity', value: '20 KLD' },
        { heading: 'COD reduction', value: '> 90%' },
        { heading: 'Footprint', value: '6 m × 4 m' },
      ],
    },
  },
  {
    name: 'STP Automatic Control Panel',
    tax: { hsn: '8537', unit: 'NOS', rate: '18' },
    kind: 'panel',
    categories: 'Control Panels',
    price: '68500',
    stock: 7,
    description:
      'PLC-based control panel with HMI for sewage treatment plants: blower and pump duty/standby, level-controlled operation, dry-run protection and fault alarms.',
    sellable: 'https://www.amazon.in/s?k=stp+control+panel',
    proposal: {
      intro: 'Designed and manufactured in our own panel shop and tested before dispatch.',
      content:
        'IP55 powder-coated enclosure with MCCBs, contactors, overload relays, PLC, 4.3 inch HMI and GSM alarm module.',
      spec: [
        { heading: 'Enclosure', value: 'IP55, CRCA powder-coated' },
        { heading: 'Controller', value: 'PLC with 4.3 inch HMI' },
        { heading: 'Motors', value: 'Up to 8 drives, 7.5 kW each' },
      ],
    },
  },
  {
    name: 'Motor Control Centre Panel 3 Phase',
    tax: { hsn: '853710', unit: 'NOS', rate: '18' },
    kind: 'panel',
    categories: 'Control Panels',
    price: '42000',
    stock: 12,
    description:
      'Star-delta MCC panel for water supply pump houses with voltmeter, ammeter, phase-failure relay and single-phasing preventer.',
    sellable: true,
  },
  {
    name: 'Electronic Chlorine Dosing Pump 6 LPH',
    tax: { hsn: '8413', unit: 'NOS', rate: '18' },
    kind: 'pump',
    categories: 'Dosing Pumps',
    price: '18900',
    stock: 25,
    description:
      'Solenoid diaphragm dosing pump for sodium hypochlorite, alum and antiscalant, adjustable 0 to 6 litres per hour at up to 10 bar.',
    sellable: 'https://www.amazon.in/s?k=chlorine+dosing+pump',
  },
  {
    name: 'Twin Lobe Air Blower 3 HP',
    tax: { hsn: '841480', unit: 'NOS', rate: '18' },
    kind: 'blower',
    categories: 'Spares',
    price: '96500',
    stock: 4,
    description:
      'Twin lobe roots blower with motor, V-belt drive, silencer and pressure relief valve, sized for aeration tanks of 30 to 75 KLD plants.',
    sellable: 'https://www.amazon.in/s?k=twin+lobe+blower',
  },
  {
    name: 'RO Membrane Element 4040',
    tax: { hsn: '842199', unit: 'NOS', rate: '18' },
    kind: 'membrane',
    categories: 'Spares',
    price: '14200',
    stock: 0,
    description:
      'Thin-film composite brackish water reverse osmosis membrane, 4 inch by 40 inch, 2,400 GPD, for commercial RO plants.',
    sellable: true,
  },
  {
    name: 'Pressure Sand Filter 1000 mm',
    tax: { hsn: '842121', unit: 'NOS', rate: '18' },
    kind: 'filter',
    categories: 'Filtration',
    price: '78000',
    stock: 3,
    description:
      'FRP pressure sand filter with multiport valve and graded silica media for removing suspended solids after secondary treatment.',
    proposal: {
      intro: 'Tertiary filtration that brings treated water to reuse quality.',
      content:
        'Vessel, multiport valve, underdrain laterals, graded media and backwash piping, with installation.',
      spec: [
        { heading: 'Diameter', value: '1000 mm' },
        { heading: 'Flow', value: '8 m³/h' },
      ],
    },
  },
  {
    name: 'UV Steriliser 40 LPM',
    tax: { hsn: '842121', unit: 'NOS', rate: '18' },
    kind: 'uv',
    categories: 'Disinfection',
    price: '23500',
    stock: 9,
    description:
      'Stainless steel UV disinfection unit with quartz sleeve and electronic ballast for drinking water and treated water reuse.',
    sellable: 'https://www.amazon.in/s?k=uv+steriliser+40+lpm',
  },
  {
    name: 'Online pH Controller with Probe',
    tax: { hsn: '9032', unit: 'NOS', rate: '18' },
    kind: 'sensor',
    categories: 'Instruments',
    price: '16800',
    stock: 15,
    description:
      'Panel-mounted pH controller with industrial probe and two relay outputs to drive acid or alkali dosing pumps automatically.',
  },
  {
    name: 'Fine Bubble Tube Diffuser Set',
    tax: { hsn: '3917', unit: 'SET', rate: '18' },
    kind: 'diffuser',
    categories: 'Spares',
    price: '9800',
    stock: 40,
    description:
      'Set of ten EPDM membrane tube diffusers, 1 metre long, with PVC manifold fittings for aeration tanks.',
    sellable: 'https://www.amazon.in/s?k=tube+diffuser+epdm',
  },
  {
    name: 'STP Maintenance Visit',
    kind: 'service',
    tax: { hsn: '998717', unit: 'NOS', rate: '18' },
    categories: 'Services',
    price: '4500',
    stock: 0,
    description:
      'One visit of a service engineer to a sewage treatment plant: blower and pump checks, media backwash, sludge withdrawal and a report.',
  },
  {
    name: 'Treatment Plant Design and Engineering',
    kind: 'service',
    // SAC 998338: engineering services for water, sewerage and drainage projects
    tax: { hsn: '998338', unit: 'NOS', rate: '18' },
    categories: 'Services',
    price: '65000',
    stock: 0,
    description:
      'Process design, hydraulic calculations, layout and general arrangement drawings of a water or sewage treatment plant.',
  },
];

export const seedDemoProducts: DemoSeeder = async (ctx) => {
  for (const p of DEMO_PRODUCTS) {
    const png = await sharp(Buffer.from(drawing(p.kind)))
      .png()
      .toBuffer();
    const image = await ctx.storage.saveImage('product', png);
    await insertProduct(ctx.db, {
      name: p.name,
      description: p.description,
      price: p.price,
      image,
      stock: p.stock,
      categories: p.categories,
      isSellable: Boolean(p.sellable),
      isProposal: Boolean(p.proposal),
      link: typeof p.sellable === 'string' ? p.sellable : '',
      intro: p.proposal?.intro ?? '',
      content: p.proposal?.content ?? '',
      technicalSpecification: p.proposal?.spec ?? [],
      hsn: p.tax.hsn,
      unit: p.tax.unit,
      gstRate: p.tax.rate,
    });
  }
};
