import type { Language } from '@selvedge/contracts';
import { customerNotice, type StaffNoticeTexts, staffNotice, type Template } from './mail-content.js';

/** The returns outbox's notices (ADR-031): a return request the ERP could not take. */

export interface ReturnNotSentParams {
  name: string;
  /** What the customer quotes to staff (the start of the request's id). */
  supportReference: string;
}

/** To the customer who sent it: staff have been told, and the lines may be sent again. */
export const returnNotSent: Template<ReturnNotSentParams> = {
  en: (p) =>
    customerNotice(
      'en',
      `We could not process your return request (reference ${p.supportReference})`,
      p.name,
      [
        `We could not process your return request in our system. Our staff have been told and will contact you if needed. You may also send the request again under Returns in the portal; its lines can be chosen again. If you want to ask about it, please quote reference ${p.supportReference}.`,
      ],
      'ownReturn',
    ),
  nl: (p) =>
    customerNotice(
      'nl',
      `We konden uw retourverzoek niet verwerken (referentie ${p.supportReference})`,
      p.name,
      [
        `We konden uw retourverzoek niet in ons systeem verwerken. Onze medewerkers zijn op de hoogte en nemen zo nodig contact met u op. U kunt het verzoek ook opnieuw versturen onder Retouren in het portaal; de regels zijn weer te kiezen. Wilt u ernaar vragen, noem dan referentie ${p.supportReference}.`,
      ],
      'ownReturn',
    ),
  de: (p) =>
    customerNotice(
      'de',
      `Wir konnten Ihre Retourenanfrage nicht verarbeiten (Referenz ${p.supportReference})`,
      p.name,
      [
        `wir konnten Ihre Retourenanfrage nicht in unserem System verarbeiten. Unsere Mitarbeiter sind informiert und melden sich bei Bedarf bei Ihnen. Sie können die Anfrage im Portal unter Retouren auch erneut senden; die Positionen sind wieder wählbar. Wenn Sie nachfragen möchten, nennen Sie bitte die Referenz ${p.supportReference}.`,
      ],
      'ownReturn',
    ),
  fr: (p) =>
    customerNotice(
      'fr',
      `Nous n'avons pas pu traiter votre demande de retour (référence ${p.supportReference})`,
      p.name,
      [
        `Nous n'avons pas pu traiter votre demande de retour dans notre système. Notre équipe est prévenue et vous contactera si nécessaire. Vous pouvez aussi envoyer la demande à nouveau sous Retours dans le portail ; ses lignes peuvent être choisies à nouveau. Pour toute question, indiquez la référence ${p.supportReference}.`,
      ],
      'ownReturn',
    ),
};

export interface ReturnNeedsAttentionParams {
  customer: string;
  supportReference: string;
  /** The request's id, which the ERP has as the portal key when it took it after all. */
  portalKey: string;
  requestedBy: string;
  attempts: number;
  /** The last error's own text (data, as the ERP or the portal wrote it). */
  error: string;
}

type StaffTexts = StaffNoticeTexts<ReturnNeedsAttentionParams> & {
  requestedBy: string;
  failed: (attempts: number, error: string) => string;
  action: (portalKey: string) => string;
};

const staffTexts: Record<Language, StaffTexts> = {
  en: {
    subject: (p) => `Return request ${p.supportReference} of ${p.customer} could not be sent`,
    intro: 'A return request could not be sent to the ERP.',
    customer: 'Customer',
    requestedBy: 'Sent by',
    reference: 'Reference',
    failed: (n, error) => `It failed ${n} times: ${error}`,
    action: (key) =>
      `Check in the ERP whether a return request with the portal key ${key} exists; if not, enter it or ask the customer to send it again. The customer has been told.`,
  },
  nl: {
    subject: (p) => `Retourverzoek ${p.supportReference} van ${p.customer} kon niet worden verstuurd`,
    intro: 'Een retourverzoek kon niet naar het ERP worden verstuurd.',
    customer: 'Klant',
    requestedBy: 'Verstuurd door',
    reference: 'Referentie',
    failed: (n, error) => `Het mislukte ${n} keer: ${error}`,
    action: (key) =>
      `Controleer in het ERP of er een retourverzoek met de portaalsleutel ${key} is; zo niet, voer het in of vraag de klant het opnieuw te versturen. De klant is op de hoogte gebracht.`,
  },
  de: {
    subject: (p) => `Retourenanfrage ${p.supportReference} von ${p.customer} konnte nicht gesendet werden`,
    intro: 'Eine Retourenanfrage konnte nicht an das ERP gesendet werden.',
    customer: 'Kunde',
    requestedBy: 'Gesendet von',
    reference: 'Referenz',
    failed: (n, error) => `Sie schlug ${n}-mal fehl: ${error}`,
    action: (key) =>
      `Prüfen Sie im ERP, ob eine Retourenanfrage mit dem Portalschlüssel ${key} existiert; falls nicht, erfassen Sie sie oder bitten Sie den Kunden, sie erneut zu senden. Der Kunde wurde informiert.`,
  },
  fr: {
    subject: (p) => `La demande de retour ${p.supportReference} de ${p.customer} n'a pas pu être envoyée`,
    intro: "Une demande de retour n'a pas pu être envoyée à l'ERP.",
    customer: 'Client',
    requestedBy: 'Envoyée par',
    reference: 'Référence',
    failed: (n, error) => `Elle a échoué ${n} fois : ${error}`,
    action: (key) =>
      `Vérifiez dans l'ERP s'il existe une demande de retour avec la clé de portail ${key} ; sinon, saisissez-la ou demandez au client de l'envoyer à nouveau. Le client a été prévenu.`,
  },
};

/** To the notification addresses (settings): a return request staff must check. */
export const returnNeedsAttention = staffNotice<ReturnNeedsAttentionParams, StaffTexts>(
  staffTexts,
  (t, p) => ({
    facts: [
      [t.requestedBy, p.requestedBy],
      [t.reference, p.supportReference],
    ],
    body: [t.failed(p.attempts, p.error), t.action(p.portalKey)],
  }),
);
