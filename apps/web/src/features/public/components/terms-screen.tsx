import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { PolicyDocument } from './policy-document.tsx';

/** spec 000 §2, §9: terms, last updated 31-05-2025, with the spec's tax, damage, returns and cancellation rules. */
export function TermsScreen() {
  usePageTitle('Terms & Conditions');
  const { company, brand } = useSiteInfo();
  const name = company.name || brand;
  const mail = company.email || 'our office';
  return (
    <PolicyDocument
      title="Terms & Conditions"
      lastUpdated="31-05-2025"
      intro={`These terms apply to every order of products and services placed with ${name}, whether through this website, a marketplace link, our sales team or an authorised reseller. By placing an order you accept them.`}
      sections={[
        {
          heading: 'Prices and taxes',
          paragraphs: [
            'All prices shown are in Indian rupees and include all applicable taxes, including GST. Delivery and installation are quoted separately unless the quotation says otherwise.',
          ],
        },
        {
          heading: 'Orders and payment',
          paragraphs: [
            'An order is confirmed when we accept it in writing or when payment is received. Invoices can be paid online through the Quick pay link; a receipt is issued for every payment.',
          ],
        },
        {
          heading: 'Delivery',
          paragraphs: [
            'We dispatch from our works within the time stated on the order confirmation. Please inspect goods when they arrive and note any visible damage on the delivery receipt.',
          ],
        },
        {
          heading: 'Damaged goods',
          paragraphs: [
            `Goods that arrive damaged will be replaced free of charge if the damage is reported to ${mail} within 7 days of delivery, with photographs of the goods and the packaging. Claims made after 7 days cannot be accepted.`,
          ],
        },
        {
          heading: 'Returns',
          paragraphs: [
            'Apart from the replacement of damaged goods described above, we do not accept returns. Plants, panels and spares are often built or configured for a particular site, so please check specifications with our engineers before ordering.',
          ],
        },
        {
          heading: 'Cancellation and refunds',
          items: [
            'An order can be cancelled only before it is dispatched. Write to us with the order or invoice number.',
            'Refunds are made only for orders cancelled before dispatch, to the original means of payment, within 7 working days of the cancellation being accepted.',
            'Once an order has been dispatched it cannot be cancelled and no refund is made.',
          ],
        },
        {
          heading: 'Warranty and service',
          paragraphs: [
            'Equipment carries the manufacturer’s warranty stated in its documentation. Installation and maintenance work is guaranteed as set out in the work order or annual maintenance contract.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'Our liability for any order is limited to the price paid for it. We are not liable for losses caused by operating a plant outside its design limits or by work done by others.',
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            `These terms are governed by the laws of India. Disputes are subject to the courts where our registered office is located${company.address ? ` (${company.address})` : ''}.`,
          ],
        },
      ]}
    />
  );
}
