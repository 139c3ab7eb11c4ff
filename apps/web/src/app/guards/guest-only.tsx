import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { getSession } from '../../lib/session-store.ts';

/**
 * Login and sign-up are for visitors: a user who arrives signed in is sent Home (spec 000 §2).
 * Only the arrival counts, so that a successful login can take the user back where they were.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return children;
}
