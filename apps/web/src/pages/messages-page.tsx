import { MessagesScreen } from '../features/messages/components/messages-screen.tsx';

export function MessagesPage() {
  return <MessagesScreen />;
}
