import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { PolicyDocument } from './policy-document.tsx';

/** spec 000 §2: privacy policy, last updated 16-10-2024. */
export function PrivacyPolicyScreen() {
  usePageTitle('Privacy policy');
  const { company, brand } = useSiteInfo();
  const name = company.name || brand;
  const mail = company.email || 'our office';
  return (
    <PolicyDocument
      title="Privacy policy"
      lastUpdated="16-10-2024"
      intro={`${name} ("we", "us") designs, builds and maintains water and sewage treatment plants and control panels. This policy explains what personal information we collect through this website and our staff and client portal, why we collect it, and the choices you have.`}
      sections={[
        {
          heading: 'Information we collect',
          items: [
            'Contact details you send through our contact forms: your name, e-mail address and message.',
            'Account details for clients and partners who register: name, organisation, e-mail address and phone number.',
            'Site and project details needed to quote, install and maintain a plant: site addresses, drawings, photographs and service records.',
            'Payment references when you pay an invoice online. Card and bank details are handled by our payment provider and never reach our servers.',
            'Technical data needed to run the service securely, such as your IP address and the time of a request, kept in server logs.',
          ],
        },
        {
          heading: 'How we use it',
          items: [
            'To answer enquiries, prepare estimates and proposals, and deliver and service what you order.',
            'To send invoices, receipts and service reminders.',
            'To meet our legal obligations, including tax, accounting and pollution control board records.',
            'To keep the website and portal secure and to prevent misuse.',
          ],
          paragraphs: [
            'We do not sell your personal information and we do not use it for advertising by third parties.',
          ],
        },
        {
          heading: 'Sharing',
          paragraphs: [
            'We share information only with those who help us serve you: our authorised resellers for sites in their districts, our payment provider, our e-mail provider and, where the law requires, government authorities. Each receives only what the task needs.',
          ],
        },
        {
          heading: 'Cookies and local storage',
          paragraphs: [
            'The website does not use tracking cookies. Your browser keeps your sign-in and your product wishlist in its local storage; you can clear them at any time from your browser settings.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Enquiries are kept for up to two years. Project, invoice and account records are kept for as long as the law requires us to keep books of account, currently eight years.',
          ],
        },
        {
          heading: 'Security',
          paragraphs: [
            'Passwords are stored only as strong one-way hashes, connections are encrypted, and staff see only the records their role needs.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase the personal data we hold about you, or withdraw a consent you gave. Write to ${mail} and we will answer within 30 days.`,
          ],
        },
        {
          heading: 'Changes and contact',
          paragraphs: [
            `We may update this policy; the date above shows the latest version. Questions about privacy can be sent to ${mail} or to our office at ${company.address || 'the address on our contact page'}.`,
          ],
        },
      ]}
    />
  );
}
