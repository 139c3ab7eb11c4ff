import {
  buildGstr1,
  GSTR1_MESSAGES,
  type Gstr1Period,
  type Gstr1Report,
  type Gstr1Response,
  gstr1FileName,
  gstr1Json,
  gstr1Period,
  reconcileGstr1,
  type TGstr1ExportQuery,
  type TGstr1Query,
} from '@aquadesk/shared/gstr1.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError } from '../../../platform/errors.ts';
import type { FileToSend } from '../../../platform/send-file.ts';
import { XLSX_CONTENT_TYPE } from '../../../platform/table-file.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import { registerTotals } from '../../registers/operations/registers.ts';
import * as repo from '../repository.ts';
import { gstr1Tables } from './gstr1-tables.ts';

/**
 * GSTR-1 from the books (issue 32 item 5; docs/requirements/004-gstr1.md, docs/api.md "GSTR-1"): a month's or a
 * quarter's invoices and notes sorted into the return's sections, summed, and set beside the invoice and
 * note registers of the same days; as the portal's offline JSON, or a workbook made on the export pool.
 */

interface Built {
  period: Gstr1Period;
  gstin: string | null;
  report: Gstr1Report;
  answer: Gstr1Response;
}

async function build(ctx: AppContext, text: string): Promise<Built> {
  // the query's schema has checked the period
  const period = gstr1Period(text);
  if (!period) throw fieldError('period', GSTR1_MESSAGES.period);
  const days = { from: period.from, to: period.to };
  // the profile is made from the configuration on its first use, a write: done before the read-only
  // snapshot below, where it answered 500 on a new install
  await currentProfile(ctx.db, ctx.config);
  // the return and the registers it is checked against are read from one snapshot: an invoice issued
  // between two of the reads would otherwise make them disagree (spec 004 §6)
  const { profile, state, invoices, notes, books } = await ctx.db.transaction(
    async (tx) => {
      const profile = await currentProfile(tx, ctx.config);
      // the supplier's state is the GSTIN's (a GSTIN is registered in one state, spec 002 §2)
      const state = profile.gstin ? profile.gstin.slice(0, 2) : profile.stateCode;
      return {
        profile,
        state,
        invoices: await repo.invoicesOfPeriod(tx, days, state),
        notes: await repo.notesOfPeriod(tx, days, state),
        // the registers' totals over the same days
        books: await registerTotals(tx, days),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const report = buildGstr1({ state_code: state, invoices, notes });
  const it = books.invoices;
  const reconciliation = reconcileGstr1(report.totals, {
    // GSTR-1 reports no cancelled invoice (only table 13 counts it), and the register holds it at nought
    invoices: { ...it, documents: it.invoices - it.cancelled, value_paise: it.invoice_value_paise },
    credit: {
      ...books.notes.credit,
      documents: books.notes.credit.notes,
      value_paise: books.notes.credit.note_value_paise,
    },
    debit: {
      ...books.notes.debit,
      documents: books.notes.debit.notes,
      value_paise: books.notes.debit.note_value_paise,
    },
  });
  const answer: Gstr1Response = {
    period,
    gstin: profile.gstin ?? null,
    sections: report.summary,
    doc_issue: report.doc_issue,
    reconciliation,
  };
  return { period, gstin: profile.gstin ?? null, report, answer };
}

/** GET /api/gstr1?period=: the sections' sums, table 13 and the reconciliation with the registers. */
export async function gstr1Summary(ctx: AppContext, query: TGstr1Query): Promise<Gstr1Response> {
  return (await build(ctx, query.period)).answer;
}

/**
 * GET /api/gstr1/export?period=&format=json|xlsx: the portal's offline JSON (`GSTR1_<gstin>_<MMYYYY>.json`), or
 * the same return as a workbook, a sheet per section, written on the export pool. Without a GSTIN in the
 * company profile there is no return to file: 409.
 */
export async function exportGstr1(ctx: AppContext, query: TGstr1ExportQuery): Promise<FileToSend> {
  const built = await build(ctx, query.period);
  if (!built.gstin) throw conflict(GSTR1_MESSAGES.noGstin, 'gstin');
  const fileName = gstr1FileName(built.gstin, built.period.fp, query.format);
  if (query.format === 'json') {
    const json = gstr1Json(built.report, built.gstin, built.period.fp);
    return {
      body: Buffer.from(JSON.stringify(json), 'utf8'),
      fileName,
      contentType: 'application/json; charset=utf-8',
    };
  }
  return {
    body: await ctx.exports.writeBook(gstr1Tables(built.answer, built.report)),
    fileName,
    contentType: XLSX_CONTENT_TYPE,
  };
}
