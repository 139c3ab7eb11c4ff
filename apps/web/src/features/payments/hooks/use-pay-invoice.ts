import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import {
  amountPaiseOf,
  confirmPayment,
  PAYMENT_FAILED,
  type PublicInvoiceView,
  payInvoice,
  type QuickPayInvoice,
  sandboxCheckout,
} from '../api.ts';
import { type CheckoutSuccess, openRazorpayCheckout } from '../razorpay-checkout.ts';

/** The sandbox checkout dialog's order while it is open. */
export interface SandboxOrder {
  id: string;
  amountPaise: number;
  invoiceId: number;
}

export type PayStep = 'idle' | 'ordering' | 'checkout' | 'confirming';

const CANCELLED = 'The payment was cancelled. The invoice is still unpaid.';

/**
 * Pay Now (spec 001 §2, §7; docs/api.md "Payments"): the server makes an order for the invoice's own
 * amount; Razorpay's checkout (loaded on demand) or the sandbox dialog takes the payment; the provider's
 * answer goes to /payment-confirm, which settles the invoice once. A failure or a closed window leaves
 * it unpaid with a message, and Pay Now is offered again. It works the same from the summary by number
 * (id and amount are all paying needs) as from the invoice whole; `key` is the key of the page's view.
 */
export function usePayInvoice(invoice: QuickPayInvoice, key: string | null) {
  const qc = useQueryClient();
  const [step, setStep] = useState<PayStep>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<SandboxOrder | null>(null);
  const [sandboxBusy, setSandboxBusy] = useState<'pay' | 'fail' | null>(null);
  const amountRef = useRef(0);

  const refresh = () => qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) });

  const failWith = (e: unknown, fallback: string) => {
    // 409: paid meanwhile (another tab, or the provider's webhook): the page shows it as paid
    if (isApiError(e) && e.status === 409) void refresh();
    setError(e instanceof Error && e.message ? e.message : fallback);
    setStep('idle');
  };

  const confirm = async (response: CheckoutSuccess) => {
    setStep('confirming');
    try {
      const { data } = await confirmPayment({
        invoiceID: invoice.id,
        order_id: response.razorpay_order_id,
        payment_id: response.razorpay_payment_id,
        signature: response.razorpay_signature,
        amount: amountRef.current,
      });
      // paid at once on the page; the refetch brings the rest (the summary shows no payment ids)
      qc.setQueryData<PublicInvoiceView>(invoiceKeys.view(invoice.id, key), (old) =>
        old
          ? {
              data:
                old.data.view === 'full'
                  ? {
                      ...old.data,
                      status: data.status,
                      order_id: data.order_id,
                      payment_id: data.payment_id,
                      paid_at: data.paid_at,
                    }
                  : { ...old.data, status: data.status, amount_due: '0.00', amount_paise: 0 },
            }
          : old,
      );
      void refresh();
      setStep('idle');
    } catch (e) {
      failWith(e, PAYMENT_FAILED);
    }
  };

  const pay = async () => {
    setError(null);
    setStep('ordering');
    try {
      const order = await payInvoice(invoice.id, amountPaiseOf(invoice));
      amountRef.current = order.amount;
      if (order.provider === 'sandbox') {
        setSandbox({ id: order.id, amountPaise: order.amount, invoiceId: invoice.id });
        setStep('checkout');
        return;
      }
      setStep('checkout');
      const outcome = await openRazorpayCheckout({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        orderId: order.id,
        name: order.name,
        description: order.description,
      });
      if (outcome.kind === 'paid') await confirm(outcome.response);
      else {
        setError(outcome.kind === 'failed' ? `${outcome.message} ${PAYMENT_FAILED}` : CANCELLED);
        setStep('idle');
      }
    } catch (e) {
      failWith(e, PAYMENT_FAILED);
    }
  };

  const sandboxPay = async () => {
    if (!sandbox) return;
    setSandboxBusy('pay');
    try {
      const answer = await sandboxCheckout(sandbox.invoiceId, sandbox.id, 'paid');
      setSandbox(null);
      if (answer.status === 'paid') await confirm(answer);
      else failWith(new Error(answer.message), PAYMENT_FAILED);
    } catch (e) {
      setSandbox(null);
      failWith(e, PAYMENT_FAILED);
    } finally {
      setSandboxBusy(null);
    }
  };

  const sandboxFail = async () => {
    if (!sandbox) return;
    setSandboxBusy('fail');
    try {
      const answer = await sandboxCheckout(sandbox.invoiceId, sandbox.id, 'failed');
      failWith(new Error(answer.status === 'failed' ? answer.message : PAYMENT_FAILED), PAYMENT_FAILED);
    } catch (e) {
      failWith(e, PAYMENT_FAILED);
    } finally {
      setSandbox(null);
      setSandboxBusy(null);
    }
  };

  const sandboxClose = () => {
    setSandbox(null);
    setError(CANCELLED);
    setStep('idle');
  };

  return {
    pay: () => void pay(),
    step,
    busy: step !== 'idle',
    error,
    sandbox,
    sandboxBusy,
    sandboxPay: () => void sandboxPay(),
    sandboxFail: () => void sandboxFail(),
    sandboxClose,
  };
}
