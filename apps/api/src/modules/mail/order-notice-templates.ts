import type { Language } from '@selvedge/contracts';
import { customerNotice, type StaffNoticeTexts, staffNotice, type Template } from './mail-content.js';

/** The order outbox's notices (ADR-031): an order that could not be placed, or came back. */

export interface OrderNotPlacedParams {
  name: string;
  reference: string;
  /** What the customer quotes to staff (the start of the draft's id). */
  supportReference: string;
}

/** To the customer who approved it: staff have been told; nothing is asked of the customer. */
export const orderNotPlaced: Template<OrderNotPlacedParams> = {
  en: (p) =>
    customerNotice('en', `We could not place your order yet (reference ${p.supportReference})`, p.name, [
      `We could not place your order with your reference "${p.reference}" in our system. Our staff have been told and will take care of it; you do not need to do anything. If you want to ask about it, please quote reference ${p.supportReference}.`,
      'You can see the order under Orders in the portal, among the pending orders.',
    ]),
  nl: (p) =>
    customerNotice(
      'nl',
      `We konden uw bestelling nog niet plaatsen (referentie ${p.supportReference})`,
      p.name,
      [
        `We konden uw bestelling met uw referentie "${p.reference}" niet in ons systeem plaatsen. Onze medewerkers zijn op de hoogte en nemen het op zich; u hoeft niets te doen. Wilt u ernaar vragen, noem dan referentie ${p.supportReference}.`,
        'U ziet de bestelling onder Orders in het portaal, bij de bestellingen in behandeling.',
      ],
    ),
  de: (p) =>
    customerNotice(
      'de',
      `Wir konnten Ihre Bestellung noch nicht erfassen (Referenz ${p.supportReference})`,
      p.name,
      [
        `wir konnten Ihre Bestellung mit Ihrer Referenz „${p.reference}" nicht in unserem System erfassen. Unsere Mitarbeiter sind informiert und kümmern sich darum; Sie müssen nichts tun. Wenn Sie nachfragen möchten, nennen Sie bitte die Referenz ${p.supportReference}.`,
        'Sie sehen die Bestellung im Portal unter Aufträge, bei den Bestellungen in Bearbeitung.',
      ],
    ),
  fr: (p) =>
    customerNotice(
      'fr',
      `Nous n'avons pas encore pu passer votre commande (référence ${p.supportReference})`,
      p.name,
      [
        `Nous n'avons pas pu passer votre commande portant votre référence « ${p.reference} » dans notre système. Notre équipe est prévenue et s'en occupe ; vous n'avez rien à faire. Pour toute question, indiquez la référence ${p.supportReference}.`,
        'Vous voyez la commande sous Commandes dans le portail, parmi les commandes en cours.',
      ],
    ),
};

export interface OrderReturnedParams {
  name: string;
  reference: string;
  /** The ERP's refusal, or staff's message. */
  message: string;
}

/** To the customer who approved it: the order is open again, with the reason, to change and approve again. */
export const orderReturned: Template<OrderReturnedParams> = {
  en: (p) =>
    customerNotice('en', 'Your order has come back to you', p.name, [
      `Your order with your reference "${p.reference}" could not be placed as it was:`,
      { kind: 'quote', text: p.message },
      'It is open again under Place an order in the portal, with all its lines. Change it and approve it again.',
    ]),
  nl: (p) =>
    customerNotice('nl', 'Uw bestelling is naar u teruggekomen', p.name, [
      `Uw bestelling met uw referentie "${p.reference}" kon niet worden geplaatst zoals ze was:`,
      { kind: 'quote', text: p.message },
      'Ze staat weer open onder Bestelling plaatsen in het portaal, met alle regels. Pas ze aan en keur ze opnieuw goed.',
    ]),
  de: (p) =>
    customerNotice('de', 'Ihre Bestellung ist an Sie zurückgegangen', p.name, [
      `Ihre Bestellung mit Ihrer Referenz „${p.reference}" konnte so nicht erfasst werden:`,
      { kind: 'quote', text: p.message },
      'Sie ist im Portal unter Bestellung aufgeben wieder offen, mit allen Positionen. Ändern Sie sie und geben Sie sie erneut frei.',
    ]),
  fr: (p) =>
    customerNotice('fr', 'Votre commande vous a été renvoyée', p.name, [
      `Votre commande portant votre référence « ${p.reference} » n'a pas pu être passée telle quelle :`,
      { kind: 'quote', text: p.message },
      'Elle est de nouveau ouverte sous Passer une commande dans le portail, avec toutes ses lignes. Modifiez-la et validez-la à nouveau.',
    ]),
};

export interface OrderNeedsAttentionParams {
  customer: string;
  supportReference: string;
  approvedBy: string;
  /** Failed after this many attempts, with the last error's own text (data, as the ERP or the portal wrote it). */
  failed: { attempts: number; error: string } | null;
  /** Or: the ERP placed it under this number after the portal had stopped waiting for it. */
  placedLateAs: number | null;
  link: string;
}

type StaffTexts = StaffNoticeTexts<OrderNeedsAttentionParams> & {
  approvedBy: string;
  failed: (attempts: number, error: string) => string;
  placedLate: (number: number) => string;
  action: string;
  button: string;
};

const staffTexts: Record<Language, StaffTexts> = {
  en: {
    subject: (p) => `Order ${p.supportReference} of ${p.customer} needs attention`,
    intro: 'An order needs your attention.',
    customer: 'Customer',
    approvedBy: 'Approved by',
    reference: 'Reference',
    failed: (n, error) => `It could not be placed after ${n} attempts: ${error}`,
    placedLate: (n) =>
      `The ERP placed it as order ${n} after the portal had stopped waiting for it. Check the order in the ERP.`,
    action: 'Retry it or hand it back to the customer here',
    button: 'Open the order',
  },
  nl: {
    subject: (p) => `Order ${p.supportReference} van ${p.customer} vraagt aandacht`,
    intro: 'Een bestelling vraagt uw aandacht.',
    customer: 'Klant',
    approvedBy: 'Goedgekeurd door',
    reference: 'Referentie',
    failed: (n, error) => `Ze kon na ${n} pogingen niet worden geplaatst: ${error}`,
    placedLate: (n) =>
      `Het ERP heeft haar als order ${n} geplaatst nadat het portaal er niet meer op wachtte. Controleer de order in het ERP.`,
    action: 'Probeer haar opnieuw of geef haar hier terug aan de klant',
    button: 'Open de bestelling',
  },
  de: {
    subject: (p) => `Auftrag ${p.supportReference} von ${p.customer} braucht Aufmerksamkeit`,
    intro: 'Eine Bestellung braucht Ihre Aufmerksamkeit.',
    customer: 'Kunde',
    approvedBy: 'Freigegeben von',
    reference: 'Referenz',
    failed: (n, error) => `Sie konnte nach ${n} Versuchen nicht erfasst werden: ${error}`,
    placedLate: (n) =>
      `Das ERP hat sie als Auftrag ${n} erfasst, nachdem das Portal nicht mehr darauf gewartet hat. Prüfen Sie den Auftrag im ERP.`,
    action: 'Versuchen Sie es erneut oder geben Sie sie hier an den Kunden zurück',
    button: 'Bestellung öffnen',
  },
  fr: {
    subject: (p) => `La commande ${p.supportReference} de ${p.customer} demande votre attention`,
    intro: 'Une commande demande votre attention.',
    customer: 'Client',
    approvedBy: 'Validée par',
    reference: 'Référence',
    failed: (n, error) => `Elle n'a pas pu être passée après ${n} tentatives : ${error}`,
    placedLate: (n) =>
      `L'ERP l'a passée sous le numéro ${n} après que le portail a cessé de l'attendre. Vérifiez la commande dans l'ERP.`,
    action: 'Relancez-la ou renvoyez-la au client ici',
    button: 'Ouvrir la commande',
  },
};

/** To the notification addresses (settings): an order staff must act on. */
export const orderNeedsAttention = staffNotice<OrderNeedsAttentionParams, StaffTexts>(staffTexts, (t, p) => ({
  facts: [
    [t.approvedBy, p.approvedBy],
    [t.reference, p.supportReference],
  ],
  body: [
    p.placedLateAs !== null
      ? t.placedLate(p.placedLateAs)
      : t.failed(p.failed?.attempts ?? 0, p.failed?.error ?? ''),
    { kind: 'action', href: p.link, label: t.button, text: `${t.action}: ${p.link}` },
  ],
}));
