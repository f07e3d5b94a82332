import type { Language } from '@selvedge/contracts';

type Rendered = { subject: string; text: string };
type Template<P> = Record<Language, (params: P) => Rendered>;

/** The order outbox's notices (ADR-031): an order that could not be placed, or came back. */

export interface OrderNotPlacedParams {
  name: string;
  reference: string;
  /** What the customer quotes to staff (the start of the draft's id). */
  supportReference: string;
}

/** To the customer who approved it: staff have been told; nothing is asked of the customer. */
export const orderNotPlaced: Template<OrderNotPlacedParams> = {
  en: (p) => ({
    subject: `We could not place your order yet (reference ${p.supportReference})`,
    text: `Hello ${p.name},\n\nWe could not place your order with your reference "${p.reference}" in our system. Our staff have been told and will take care of it; you do not need to do anything. If you want to ask about it, please quote reference ${p.supportReference}.\n\nYou can see the order under Orders in the portal, among the pending orders.`,
  }),
  nl: (p) => ({
    subject: `We konden uw bestelling nog niet plaatsen (referentie ${p.supportReference})`,
    text: `Beste ${p.name},\n\nWe konden uw bestelling met uw referentie "${p.reference}" niet in ons systeem plaatsen. Onze medewerkers zijn op de hoogte en nemen het op zich; u hoeft niets te doen. Wilt u ernaar vragen, noem dan referentie ${p.supportReference}.\n\nU ziet de bestelling onder Orders in het portaal, bij de bestellingen in behandeling.`,
  }),
  de: (p) => ({
    subject: `Wir konnten Ihre Bestellung noch nicht erfassen (Referenz ${p.supportReference})`,
    text: `Hallo ${p.name},\n\nwir konnten Ihre Bestellung mit Ihrer Referenz „${p.reference}" nicht in unserem System erfassen. Unsere Mitarbeiter sind informiert und kümmern sich darum; Sie müssen nichts tun. Wenn Sie nachfragen möchten, nennen Sie bitte die Referenz ${p.supportReference}.\n\nSie sehen die Bestellung im Portal unter Aufträge, bei den Bestellungen in Bearbeitung.`,
  }),
  fr: (p) => ({
    subject: `Nous n'avons pas encore pu passer votre commande (référence ${p.supportReference})`,
    text: `Bonjour ${p.name},\n\nNous n'avons pas pu passer votre commande portant votre référence « ${p.reference} » dans notre système. Notre équipe est prévenue et s'en occupe ; vous n'avez rien à faire. Pour toute question, indiquez la référence ${p.supportReference}.\n\nVous voyez la commande sous Commandes dans le portail, parmi les commandes en cours.`,
  }),
};

export interface OrderReturnedParams {
  name: string;
  reference: string;
  /** The ERP's refusal, or staff's message. */
  message: string;
}

/** To the customer who approved it: the order is open again, with the reason, to change and approve again. */
export const orderReturned: Template<OrderReturnedParams> = {
  en: (p) => ({
    subject: 'Your order has come back to you',
    text: `Hello ${p.name},\n\nYour order with your reference "${p.reference}" could not be placed as it was:\n\n${p.message}\n\nIt is open again under Place an order in the portal, with all its lines. Change it and approve it again.`,
  }),
  nl: (p) => ({
    subject: 'Uw bestelling is naar u teruggekomen',
    text: `Beste ${p.name},\n\nUw bestelling met uw referentie "${p.reference}" kon niet worden geplaatst zoals ze was:\n\n${p.message}\n\nZe staat weer open onder Bestelling plaatsen in het portaal, met alle regels. Pas ze aan en keur ze opnieuw goed.`,
  }),
  de: (p) => ({
    subject: 'Ihre Bestellung ist an Sie zurückgegangen',
    text: `Hallo ${p.name},\n\nIhre Bestellung mit Ihrer Referenz „${p.reference}" konnte so nicht erfasst werden:\n\n${p.message}\n\nSie ist im Portal unter Bestellung aufgeben wieder offen, mit allen Positionen. Ändern Sie sie und geben Sie sie erneut frei.`,
  }),
  fr: (p) => ({
    subject: 'Votre commande vous a été renvoyée',
    text: `Bonjour ${p.name},\n\nVotre commande portant votre référence « ${p.reference} » n'a pas pu être passée telle quelle :\n\n${p.message}\n\nElle est de nouveau ouverte sous Passer une commande dans le portail, avec toutes ses lignes. Modifiez-la et validez-la à nouveau.`,
  }),
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

type StaffTexts = {
  subject: (p: OrderNeedsAttentionParams) => string;
  intro: string;
  customer: string;
  approvedBy: string;
  reference: string;
  failed: (attempts: number, error: string) => string;
  placedLate: (number: number) => string;
  action: string;
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
  },
};

const staffTemplate =
  (t: StaffTexts) =>
  (p: OrderNeedsAttentionParams): Rendered => ({
    subject: t.subject(p),
    text: [
      t.intro,
      '',
      `${t.customer}: ${p.customer}`,
      `${t.approvedBy}: ${p.approvedBy}`,
      `${t.reference}: ${p.supportReference}`,
      '',
      p.placedLateAs !== null
        ? t.placedLate(p.placedLateAs)
        : t.failed(p.failed?.attempts ?? 0, p.failed?.error ?? ''),
      '',
      `${t.action}: ${p.link}`,
    ].join('\n'),
  });

/** To the notification addresses (settings): an order staff must act on. */
export const orderNeedsAttention: Template<OrderNeedsAttentionParams> = {
  en: staffTemplate(staffTexts.en),
  nl: staffTemplate(staffTexts.nl),
  de: staffTemplate(staffTexts.de),
  fr: staffTemplate(staffTexts.fr),
};
