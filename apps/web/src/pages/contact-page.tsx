import { ContactScreen } from '../features/public/components/contact-screen.tsx';

export function ContactPage() {
  return <ContactScreen />;
}
