import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { performLogout } from '../../../lib/logout.ts';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(() => performLogout(navigate), [navigate]);
}
