import type { Config } from '../../config.ts';
import { GspIrpProvider } from './gsp.ts';
import { IrpError, type IrpProvider } from './provider.ts';
import { SandboxIrpProvider } from './sandbox.ts';

export type { IrpProvider, IrpRegistration } from './provider.ts';
export { IrpError } from './provider.ts';

/** The GSP provider's settings (config.eInvoice.gsp), as its maker takes them. */
export type GspSettings = NonNullable<Config['eInvoice']['gsp']> & { gstin: string | null };

/** Refuses every call: EINVOICE_PROVIDER=off (the JSON can still be downloaded for a manual upload). */
class OffIrpProvider implements IrpProvider {
  readonly kind = 'off' as const;
  #off(): never {
    throw new IrpError('E-invoicing is off (EINVOICE_PROVIDER=off)', { retry: false });
  }
  async generate(): Promise<never> {
    this.#off();
  }
  async getByIrn(): Promise<never> {
    this.#off();
  }
  async cancel(): Promise<never> {
    this.#off();
  }
}

/** The GSP provider over HTTP (platform/irp/gsp.ts); config.ts has refused a GSP without the company's GSTIN. */
const gspOf = (settings: GspSettings): IrpProvider =>
  new GspIrpProvider({ ...settings, gstin: settings.gstin ?? '' });

/**
 * The provider config.eInvoice names (docs/requirements/003-e-invoice.md §11, §14). Tests may make the GSP
 * provider themselves (`makeGsp`), e.g. against a local stub.
 */
export function irpProviderFor(
  config: Pick<Config, 'eInvoice' | 'company'>,
  makeGsp: (settings: GspSettings) => IrpProvider = gspOf,
): IrpProvider {
  const { eInvoice } = config;
  switch (eInvoice.provider) {
    case 'sandbox':
      return new SandboxIrpProvider({ privateKeyPem: eInvoice.sandboxKey });
    case 'gsp': {
      // config.ts refuses gsp without every one of its settings
      if (!eInvoice.gsp) throw new Error('EINVOICE_PROVIDER gsp: the GSP settings are missing');
      return makeGsp({ ...eInvoice.gsp, gstin: config.company.gstin });
    }
    case 'off':
      return new OffIrpProvider();
  }
}
