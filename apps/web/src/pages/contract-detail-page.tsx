import { Stack } from '@mantine/core';
import { ContractSlaSection } from '../features/calls/components/contract-sla.tsx';
import { ContractScreen } from '../features/contracts/components/contract-screen.tsx';
import { ContractPartsSection } from '../features/parts/components/contract-parts.tsx';

/**
 * /contracts/{id}: one contract (the server answers 404 for an unknown one), its breakdown calls' SLA and its
 * covered parts.
 */
export function ContractDetailPage() {
  return (
    <Stack gap="md">
      <ContractScreen />
      <ContractSlaSection />
      <ContractPartsSection />
    </Stack>
  );
}
