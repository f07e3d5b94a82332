import { amountFromCents, type Language, roundDecimal } from '@selvedge/contracts';
import { countryName } from '@selvedge/contracts/country-names';
import type { AppDeps } from '../../shared/deps.js';
import { findCustomer } from '../customers/index.js';
import { renderMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';
import { lineAmountCents } from './draft-view.js';
import { orderVatPercent, summaryTotals } from './order-summary.service.js';
import { findDraftById, loadDraftContent, updateDraft } from './ordering.repository.js';

/** 1.234,56 (foundations 1), with the currency code in front as the PDFs show it. */
export function formatMailAmount(amount: number, currency: string): string {
  const [whole = '', fraction = ''] = roundDecimal(amount, 2).replace(/^-/, '').split('.');
  const sign = amount < 0 ? '-' : '';
  return `${currency} ${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

const formatQuantity = (quantity: number) => roundDecimal(quantity, 2).replace('.', ',');

/**
 * The confirmation e-mail of a placed order (D24), in the language of the user who approved it, with
 * the lines and totals as approved. Sent once: the mail job skips a draft whose mail went out.
 */
export async function sendOrderConfirmation(deps: AppDeps, draftId: string): Promise<boolean> {
  const { db } = deps.database;
  const draft = await findDraftById(db, draftId);
  if (
    !draft ||
    draft.state !== 'placed' ||
    draft.confirmationSentAt ||
    !draft.email ||
    draft.erpDocNumber === null
  ) {
    return false;
  }
  const { lines } = await loadDraftContent(db, draft);
  const user = await findUserById(db, draft.userId);
  const language: Language = (user?.language as Language | undefined) ?? draft.language;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const vatPercent = await orderVatPercent(db, draft.orderType, draft.customerCode);
  const totals = summaryTotals(lines, draft.approvedExpenses ?? null, vatPercent, deps.erp.vatRounding);
  const money = (amount: number | null) =>
    amount === null ? null : formatMailAmount(amount, draft.currency);
  const hasUnpriced = lines.some((line) => line.unitPrice === null);
  // An ERP ship-to of a customer without the address book carries the ERP's key ("Ship to"), no
  // addressee: the business partner is, as on the order screen.
  const customer = draft.shipAddressId ? await findCustomer(db, draft.customerCode) : undefined;
  const addressee = customer && !customer.hasAddressBook ? customer.name : draft.shipName;
  const mail = await renderMail('orderConfirmation', language, [draft.email], {
    name: name || draft.email,
    documentNumber: draft.erpDocNumber,
    reference: draft.reference,
    shipTo: [
      addressee,
      draft.shipStreet,
      `${draft.shipZipCode ?? ''} ${draft.shipCity ?? ''}`.trim(),
      draft.shipCountry ? countryName(draft.shipCountry, language) : null,
    ]
      .filter(Boolean)
      .join(', '),
    lines: lines.map((line) => {
      const amount = lineAmountCents(line);
      const priced = amount === null ? '' : `  ${formatMailAmount(amountFromCents(amount), draft.currency)}`;
      const reference = line.reference ? ` (${line.reference})` : '';
      const text = `${line.itemCode} ${line.itemName}${reference}: ${formatQuantity(line.quantity)} ${line.salesUnit}${priced}`;
      return line.requestedBatch ? { text, requestedBatch: line.requestedBatch } : text;
    }),
    totals: hasUnpriced
      ? null
      : {
          lines: formatMailAmount(totals.linesTotal, draft.currency),
          expenses: money(totals.expensesTotal),
          vat: money(totals.vat),
          total: money(totals.total),
        },
  });
  await deps.mailer.send(mail);
  await updateDraft(db, draftId, { confirmationSentAt: deps.clock.now() });
  return true;
}
