import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EInvoiceTarget, refreshAfterEInvoice, registerEInvoice } from './api.ts';

/** Register a document with the IRP (or retry it); its invoice's screens and the queue then ask again. */
export function useRegisterEInvoice(target: EInvoiceTarget, invoiceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => registerEInvoice(target),
    onSuccess: () => refreshAfterEInvoice(qc, invoiceId),
  });
}
