import type { Language } from '@selvedge/contracts';
import type { OutgoingMail } from '../../shared/mail.port.js';
import { orderNeedsAttention, orderNotPlaced, orderReturned } from './order-notice-templates.js';
import { returnNeedsAttention, returnNotSent } from './return-notice-templates.js';

type Template<P> = Record<Language, (params: P) => { subject: string; text: string }>;

const resetPassword: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Reset your Selvedge portal password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Selvedge portal account. Open this link within one hour to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.`,
  }),
  nl: ({ name, link }) => ({
    subject: 'Stel een nieuw wachtwoord in voor het Selvedge-portaal',
    text: `Beste ${name},\n\nEr is gevraagd het wachtwoord van uw account op het Selvedge-portaal opnieuw in te stellen. Open deze link binnen een uur om een nieuw wachtwoord te kiezen:\n\n${link}\n\nDe link werkt één keer. Heeft u dit niet gevraagd, dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.`,
  }),
  de: ({ name, link }) => ({
    subject: 'Passwort für das Selvedge-Portal zurücksetzen',
    text: `Hallo ${name},\n\nes wurde angefordert, das Passwort Ihres Kontos im Selvedge-Portal zurückzusetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n\n${link}\n\nDer Link funktioniert nur einmal. Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.`,
  }),
  fr: ({ name, link }) => ({
    subject: 'Réinitialisez votre mot de passe du portail Selvedge',
    text: `Bonjour ${name},\n\nLa réinitialisation du mot de passe de votre compte sur le portail Selvedge a été demandée. Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :\n\n${link}\n\nLe lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.`,
  }),
};

/** A user created by an administrator chooses their first password through a single-use link. */
const accountCreated: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Your Selvedge portal account',
    text: `Hello ${name},\n\nAn account on the Selvedge customer portal has been created for you. Open this link within one hour to choose your password:\n\n${link}\n\nThe link works once. When it has expired, use "Forgot password" on the sign-in page to get a new one.`,
  }),
  nl: ({ name, link }) => ({
    subject: 'Uw account op het Selvedge-portaal',
    text: `Beste ${name},\n\nEr is een account voor u aangemaakt op het klantenportaal van Selvedge. Open deze link binnen een uur om uw wachtwoord te kiezen:\n\n${link}\n\nDe link werkt één keer. Is hij verlopen, gebruik dan "Wachtwoord vergeten" op de inlogpagina om een nieuwe te krijgen.`,
  }),
  de: ({ name, link }) => ({
    subject: 'Ihr Konto im Selvedge-Portal',
    text: `Hallo ${name},\n\nfür Sie wurde ein Konto im Kundenportal von Selvedge angelegt. Öffnen Sie diesen Link innerhalb einer Stunde, um Ihr Passwort zu wählen:\n\n${link}\n\nDer Link funktioniert nur einmal. Ist er abgelaufen, nutzen Sie „Passwort vergessen" auf der Anmeldeseite, um einen neuen zu erhalten.`,
  }),
  fr: ({ name, link }) => ({
    subject: 'Votre compte sur le portail Selvedge',
    text: `Bonjour ${name},\n\nUn compte a été créé pour vous sur le portail client de Selvedge. Ouvrez ce lien dans l'heure pour choisir votre mot de passe :\n\n${link}\n\nLe lien ne fonctionne qu'une fois. S'il a expiré, utilisez « Mot de passe oublié » sur la page de connexion pour en obtenir un nouveau.`,
  }),
};

interface RegistrationParams {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  link: string;
}

const registrationReceived: Template<RegistrationParams> = {
  en: (p) => ({
    subject: `New portal registration: ${p.companyName}`,
    text: `A new registration is waiting for approval.\n\n${p.firstName} ${p.lastName}\n${p.companyName}\n${p.address}\n${p.zipCode} ${p.city}\n${p.country}\n${p.email}\n\nApprove or delete it here: ${p.link}`,
  }),
  nl: (p) => ({
    subject: `Nieuwe portaalregistratie: ${p.companyName}`,
    text: `Er wacht een nieuwe registratie op goedkeuring.\n\n${p.firstName} ${p.lastName}\n${p.companyName}\n${p.address}\n${p.zipCode} ${p.city}\n${p.country}\n${p.email}\n\nKeur hem goed of verwijder hem hier: ${p.link}`,
  }),
  de: (p) => ({
    subject: `Neue Portal-Registrierung: ${p.companyName}`,
    text: `Eine neue Registrierung wartet auf Freigabe.\n\n${p.firstName} ${p.lastName}\n${p.companyName}\n${p.address}\n${p.zipCode} ${p.city}\n${p.country}\n${p.email}\n\nHier freigeben oder löschen: ${p.link}`,
  }),
  fr: (p) => ({
    subject: `Nouvelle inscription au portail : ${p.companyName}`,
    text: `Une nouvelle inscription attend votre approbation.\n\n${p.firstName} ${p.lastName}\n${p.companyName}\n${p.address}\n${p.zipCode} ${p.city}\n${p.country}\n${p.email}\n\nApprouvez-la ou supprimez-la ici : ${p.link}`,
  }),
};

export interface OrderConfirmationParams {
  name: string;
  documentNumber: number;
  reference: string;
  /** Each line already formatted: code, description, quantity with unit, and the amount when priced. */
  lines: string[];
  /** Formatted totals ("EUR 1.234,56"); null when the ERP set prices or expenses the summary did not know. */
  totals: { lines: string; expenses: string | null; vat: string | null; total: string | null } | null;
  shipTo: string;
}

type OrderTexts = {
  subject: (n: number) => string;
  hello: string;
  placed: (n: number, reference: string) => string;
  shipTo: string;
  lines: string;
  linesTotal: string;
  expenses: string;
  vat: string;
  total: string;
  pricesFollow: string;
  closing: string;
};

const orderTexts: Record<Language, OrderTexts> = {
  en: {
    subject: (n) => `Order confirmation ${n}`,
    hello: 'Hello',
    placed: (n, r) => `Thank you for your order. It has been placed as order ${n} (your reference: ${r}).`,
    shipTo: 'Shipping address',
    lines: 'Lines',
    linesTotal: 'Lines total',
    expenses: 'Expenses',
    vat: 'VAT',
    total: 'Total incl. VAT',
    pricesFollow: 'The prices and expenses are as on the order confirmation you will receive from us.',
    closing: 'You can follow the order under Orders in the portal.',
  },
  nl: {
    subject: (n) => `Orderbevestiging ${n}`,
    hello: 'Beste',
    placed: (n, r) => `Dank u voor uw bestelling. Deze is geplaatst als order ${n} (uw referentie: ${r}).`,
    shipTo: 'Afleveradres',
    lines: 'Regels',
    linesTotal: 'Totaal regels',
    expenses: 'Kosten',
    vat: 'Btw',
    total: 'Totaal incl. btw',
    pricesFollow: 'De prijzen en kosten zijn zoals op de orderbevestiging die u van ons ontvangt.',
    closing: 'U kunt de order volgen onder Orders in het portaal.',
  },
  de: {
    subject: (n) => `Auftragsbestätigung ${n}`,
    hello: 'Hallo',
    placed: (n, r) =>
      `Vielen Dank für Ihre Bestellung. Sie wurde als Auftrag ${n} erfasst (Ihre Referenz: ${r}).`,
    shipTo: 'Lieferadresse',
    lines: 'Positionen',
    linesTotal: 'Summe Positionen',
    expenses: 'Kosten',
    vat: 'MwSt.',
    total: 'Gesamt inkl. MwSt.',
    pricesFollow: 'Preise und Kosten gelten wie auf der Auftragsbestätigung, die Sie von uns erhalten.',
    closing: 'Sie können den Auftrag im Portal unter Aufträge verfolgen.',
  },
  fr: {
    subject: (n) => `Confirmation de commande ${n}`,
    hello: 'Bonjour',
    placed: (n, r) =>
      `Merci pour votre commande. Elle a été enregistrée sous le numéro ${n} (votre référence : ${r}).`,
    shipTo: 'Adresse de livraison',
    lines: 'Lignes',
    linesTotal: 'Total des lignes',
    expenses: 'Frais',
    vat: 'TVA',
    total: 'Total TTC',
    pricesFollow:
      'Les prix et frais sont ceux de la confirmation de commande que vous recevrez de notre part.',
    closing: 'Vous pouvez suivre la commande sous Commandes dans le portail.',
  },
};

const orderTemplate =
  (texts: OrderTexts) =>
  (p: OrderConfirmationParams): { subject: string; text: string } => {
    const totals = p.totals
      ? [
          `${texts.linesTotal}: ${p.totals.lines}`,
          ...(p.totals.expenses ? [`${texts.expenses}: ${p.totals.expenses}`] : []),
          ...(p.totals.vat ? [`${texts.vat}: ${p.totals.vat}`] : []),
          ...(p.totals.total ? [`${texts.total}: ${p.totals.total}`] : [texts.pricesFollow]),
        ]
      : [texts.pricesFollow];
    return {
      subject: texts.subject(p.documentNumber),
      text: [
        `${texts.hello} ${p.name},`,
        '',
        texts.placed(p.documentNumber, p.reference),
        '',
        `${texts.shipTo}: ${p.shipTo}`,
        '',
        `${texts.lines}:`,
        ...p.lines.map((line) => `- ${line}`),
        '',
        ...totals,
        '',
        texts.closing,
      ].join('\n'),
    };
  };

const orderConfirmation: Template<OrderConfirmationParams> = {
  en: orderTemplate(orderTexts.en),
  nl: orderTemplate(orderTexts.nl),
  de: orderTemplate(orderTexts.de),
  fr: orderTemplate(orderTexts.fr),
};

const templates = {
  resetPassword,
  accountCreated,
  registrationReceived,
  orderConfirmation,
  orderNotPlaced,
  orderReturned,
  orderNeedsAttention,
  returnNotSent,
  returnNeedsAttention,
};

/** Staff notifications (registrations, orders needing attention) go out in the portal's default language (D8: Dutch). */
export const STAFF_LANGUAGE: Language = 'nl';

export function renderMail<K extends keyof typeof templates>(
  name: K,
  language: Language,
  to: string[],
  params: Parameters<(typeof templates)[K][Language]>[0],
): OutgoingMail {
  const render = templates[name][language] as (p: typeof params) => { subject: string; text: string };
  return { to, ...render(params) };
}
