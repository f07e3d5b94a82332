import type { Language } from '@selvedge/contracts';
import {
  customerNotice,
  inEveryLanguage,
  type MailContent,
  type StaffNoticeTexts,
  staffNotice,
  type Template,
} from './mail-content.js';

/**
 * The online payments' notices (ADR-037): a payment received whose incoming payment the ERP refused or
 * could not take. The money was received; staff book it by hand or refund it.
 */

export interface PaymentNotPostedParams {
  name: string;
  /** "EUR 1.234,56", written for the reader. */
  amount: string;
  /** The invoice numbers, comma separated. */
  invoices: string;
  supportReference: string;
}

const customerTexts: Record<
  Language,
  { subject: (p: PaymentNotPostedParams) => string; body: (p: PaymentNotPostedParams) => string }
> = {
  en: {
    subject: (p) =>
      `We received your payment; it is being processed by hand (reference ${p.supportReference})`,
    body: (p) =>
      `We received your payment of ${p.amount} for invoices ${p.invoices}, but our system could not book it automatically. Our staff have been told and will book it by hand; you do not need to pay again. If you want to ask about it, please quote reference ${p.supportReference}.`,
  },
  nl: {
    subject: (p) =>
      `We hebben uw betaling ontvangen; die wordt handmatig verwerkt (referentie ${p.supportReference})`,
    body: (p) =>
      `We hebben uw betaling van ${p.amount} voor facturen ${p.invoices} ontvangen, maar ons systeem kon die niet automatisch boeken. Onze medewerkers zijn op de hoogte en boeken de betaling handmatig; u hoeft niet opnieuw te betalen. Wilt u ernaar vragen, noem dan referentie ${p.supportReference}.`,
  },
  de: {
    subject: (p) =>
      `Wir haben Ihre Zahlung erhalten; sie wird manuell bearbeitet (Referenz ${p.supportReference})`,
    body: (p) =>
      `wir haben Ihre Zahlung von ${p.amount} für die Rechnungen ${p.invoices} erhalten, konnten sie in unserem System aber nicht automatisch buchen. Unsere Mitarbeiter sind informiert und buchen sie manuell; Sie müssen nicht erneut zahlen. Wenn Sie nachfragen möchten, nennen Sie bitte die Referenz ${p.supportReference}.`,
  },
  fr: {
    subject: (p) =>
      `Nous avons reçu votre paiement ; il est traité manuellement (référence ${p.supportReference})`,
    body: (p) =>
      `Nous avons reçu votre paiement de ${p.amount} pour les factures ${p.invoices}, mais notre système n'a pas pu l'enregistrer automatiquement. Notre équipe est prévenue et l'enregistrera manuellement ; vous n'avez pas à payer à nouveau. Pour toute question, indiquez la référence ${p.supportReference}.`,
  },
};

const customerTemplate =
  (language: Language) =>
  (p: PaymentNotPostedParams): MailContent =>
    customerNotice(
      language,
      customerTexts[language].subject(p),
      p.name,
      [customerTexts[language].body(p)],
      'ownPayment',
    );

/** To the buyer: the money arrived, staff book it; no need to pay again. */
export const paymentNotPosted: Template<PaymentNotPostedParams> = inEveryLanguage(customerTemplate);

export interface PaymentNeedsAttentionParams {
  customer: string;
  paidBy: string;
  amount: string;
  invoices: string;
  supportReference: string;
  /** The payment's id: the ERP's portal key of the incoming payment, if it took it after all. */
  portalKey: string;
  providerPaymentId: string;
  error: string;
}

type StaffTexts = StaffNoticeTexts<PaymentNeedsAttentionParams> & {
  paidBy: string;
  amount: string;
  invoices: string;
  provider: string;
  error: (error: string) => string;
  action: (portalKey: string) => string;
};

const staffTexts: Record<Language, StaffTexts> = {
  en: {
    subject: (p) => `Online payment ${p.supportReference} of ${p.customer} could not be booked`,
    intro: 'A payment received online could not be booked in the ERP as an incoming payment.',
    customer: 'Customer',
    paidBy: 'Paid by',
    amount: 'Amount',
    invoices: 'Invoices',
    reference: 'Reference',
    provider: 'Mollie payment',
    error: (error) => `The ERP answered: ${error}`,
    action: (key) =>
      `Check in the ERP whether an incoming payment with the portal key ${key} exists; if not, book it by hand or refund it in Mollie. The customer has been told.`,
  },
  nl: {
    subject: (p) => `Onlinebetaling ${p.supportReference} van ${p.customer} kon niet worden geboekt`,
    intro: 'Een online ontvangen betaling kon niet als inkomende betaling in het ERP worden geboekt.',
    customer: 'Klant',
    paidBy: 'Betaald door',
    amount: 'Bedrag',
    invoices: 'Facturen',
    reference: 'Referentie',
    provider: 'Mollie-betaling',
    error: (error) => `Het ERP antwoordde: ${error}`,
    action: (key) =>
      `Controleer in het ERP of er een inkomende betaling met de portaalsleutel ${key} is; zo niet, boek die handmatig of betaal het bedrag terug in Mollie. De klant is op de hoogte gebracht.`,
  },
  de: {
    subject: (p) => `Onlinezahlung ${p.supportReference} von ${p.customer} konnte nicht gebucht werden`,
    intro: 'Eine online erhaltene Zahlung konnte im ERP nicht als Zahlungseingang gebucht werden.',
    customer: 'Kunde',
    paidBy: 'Bezahlt von',
    amount: 'Betrag',
    invoices: 'Rechnungen',
    reference: 'Referenz',
    provider: 'Mollie-Zahlung',
    error: (error) => `Das ERP antwortete: ${error}`,
    action: (key) =>
      `Prüfen Sie im ERP, ob ein Zahlungseingang mit dem Portalschlüssel ${key} existiert; falls nicht, buchen Sie ihn manuell oder erstatten Sie den Betrag in Mollie. Der Kunde wurde informiert.`,
  },
  fr: {
    subject: (p) =>
      `Le paiement en ligne ${p.supportReference} de ${p.customer} n'a pas pu être comptabilisé`,
    intro: "Un paiement reçu en ligne n'a pas pu être comptabilisé dans l'ERP comme encaissement.",
    customer: 'Client',
    paidBy: 'Payé par',
    amount: 'Montant',
    invoices: 'Factures',
    reference: 'Référence',
    provider: 'Paiement Mollie',
    error: (error) => `L'ERP a répondu : ${error}`,
    action: (key) =>
      `Vérifiez dans l'ERP s'il existe un encaissement avec la clé de portail ${key} ; sinon, comptabilisez-le manuellement ou remboursez-le dans Mollie. Le client a été prévenu.`,
  },
};

/** To the notification addresses (settings): a received payment staff must book or refund. */
export const paymentNeedsAttention = staffNotice<PaymentNeedsAttentionParams, StaffTexts>(
  staffTexts,
  (t, p) => ({
    facts: [
      [t.paidBy, p.paidBy],
      [t.amount, p.amount],
      [t.invoices, p.invoices],
      [t.reference, p.supportReference],
      [t.provider, p.providerPaymentId],
    ],
    body: [t.error(p.error), t.action(p.portalKey)],
  }),
);
