import type { Language } from '@selvedge/contracts';
import type { OutgoingMail } from '../../shared/mail.port.js';
import { deliveryShipped } from './delivery-mail-templates.js';
import {
  greeting,
  inEveryLanguage,
  type MailContent,
  mailText,
  paragraph,
  type Template,
} from './mail-content.js';
import { orderNeedsAttention, orderNotPlaced, orderReturned } from './order-notice-templates.js';
import { paymentNeedsAttention, paymentNotPosted } from './payment-notice-templates.js';
import { returnNeedsAttention, returnNotSent } from './return-notice-templates.js';

/** The link's button label in the HTML part (the text part shows the bare link). */
const setPasswordButton: Record<Language, { reset: string; created: string }> = {
  en: { reset: 'Choose a new password', created: 'Choose your password' },
  nl: { reset: 'Kies een nieuw wachtwoord', created: 'Kies uw wachtwoord' },
  de: { reset: 'Neues Passwort wählen', created: 'Passwort wählen' },
  fr: { reset: 'Choisir un nouveau mot de passe', created: 'Choisir votre mot de passe' },
};

type PasswordLinkParams = { name: string; link: string };

/** Greeting, why the link, the link as the main action, what if it expires or was not asked for. */
const passwordLinkMail =
  (language: Language, kind: 'reset' | 'created', subject: string, intro: string, outro: string) =>
  ({ name, link }: PasswordLinkParams): MailContent => ({
    subject,
    reason: kind === 'reset' ? 'passwordReset' : 'accountCreated',
    blocks: [
      paragraph(greeting[language](name)),
      paragraph(intro),
      { kind: 'action', href: link, label: setPasswordButton[language][kind] },
      paragraph(outro),
    ],
  });

const resetPassword: Template<PasswordLinkParams> = {
  en: passwordLinkMail(
    'en',
    'reset',
    'Reset your Selvedge portal password',
    'Someone asked to reset the password of your Selvedge portal account. Open this link within one hour to choose a new password:',
    'The link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  ),
  nl: passwordLinkMail(
    'nl',
    'reset',
    'Stel een nieuw wachtwoord in voor het Selvedge-portaal',
    'Er is gevraagd het wachtwoord van uw account op het Selvedge-portaal opnieuw in te stellen. Open deze link binnen een uur om een nieuw wachtwoord te kiezen:',
    'De link werkt één keer. Heeft u dit niet gevraagd, dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
  ),
  de: passwordLinkMail(
    'de',
    'reset',
    'Passwort für das Selvedge-Portal zurücksetzen',
    'es wurde angefordert, das Passwort Ihres Kontos im Selvedge-Portal zurückzusetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    'Der Link funktioniert nur einmal. Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  ),
  fr: passwordLinkMail(
    'fr',
    'reset',
    'Réinitialisez votre mot de passe du portail Selvedge',
    "La réinitialisation du mot de passe de votre compte sur le portail Selvedge a été demandée. Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :",
    "Le lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  ),
};

/** A user created by an administrator chooses their first password through a single-use link. */
const accountCreated: Template<PasswordLinkParams> = {
  en: passwordLinkMail(
    'en',
    'created',
    'Your Selvedge portal account',
    'An account on the Selvedge customer portal has been created for you. Open this link within one hour to choose your password:',
    'The link works once. When it has expired, use "Forgot password" on the sign-in page to get a new one.',
  ),
  nl: passwordLinkMail(
    'nl',
    'created',
    'Uw account op het Selvedge-portaal',
    'Er is een account voor u aangemaakt op het klantenportaal van Selvedge. Open deze link binnen een uur om uw wachtwoord te kiezen:',
    'De link werkt één keer. Is hij verlopen, gebruik dan "Wachtwoord vergeten" op de inlogpagina om een nieuwe te krijgen.',
  ),
  de: passwordLinkMail(
    'de',
    'created',
    'Ihr Konto im Selvedge-Portal',
    'für Sie wurde ein Konto im Kundenportal von Selvedge angelegt. Öffnen Sie diesen Link innerhalb einer Stunde, um Ihr Passwort zu wählen:',
    'Der Link funktioniert nur einmal. Ist er abgelaufen, nutzen Sie „Passwort vergessen" auf der Anmeldeseite, um einen neuen zu erhalten.',
  ),
  fr: passwordLinkMail(
    'fr',
    'created',
    'Votre compte sur le portail Selvedge',
    "Un compte a été créé pour vous sur le portail client de Selvedge. Ouvrez ce lien dans l'heure pour choisir votre mot de passe :",
    "Le lien ne fonctionne qu'une fois. S'il a expiré, utilisez « Mot de passe oublié » sur la page de connexion pour en obtenir un nouveau.",
  ),
};

type InvitationParams = PasswordLinkParams & { inviter: string; customer: string };

/**
 * A colleague invited by a customer administrator (ADR-034): who invited them for which company, then
 * the welcome's link and its expiry, as the account-created mail.
 */
const invitationMail =
  (
    language: Language,
    subject: (customer: string) => string,
    intro: (inviter: string, customer: string) => string,
    outro: string,
  ) =>
  ({ name, link, inviter, customer }: InvitationParams): MailContent =>
    passwordLinkMail(language, 'created', subject(customer), intro(inviter, customer), outro)({ name, link });

const colleagueInvited: Template<InvitationParams> = {
  en: invitationMail(
    'en',
    (customer) => `You are invited to the Selvedge portal for ${customer}`,
    (inviter, customer) =>
      `${inviter} has invited you to the Selvedge customer portal as a user of ${customer}. Open this link within one hour to choose your password:`,
    'The link works once. When it has expired, use "Forgot password" on the sign-in page to get a new one.',
  ),
  nl: invitationMail(
    'nl',
    (customer) => `U bent uitgenodigd voor het Selvedge-portaal van ${customer}`,
    (inviter, customer) =>
      `${inviter} heeft u uitgenodigd voor het klantenportaal van Selvedge als gebruiker van ${customer}. Open deze link binnen een uur om uw wachtwoord te kiezen:`,
    'De link werkt één keer. Is hij verlopen, gebruik dan "Wachtwoord vergeten" op de inlogpagina om een nieuwe te krijgen.',
  ),
  de: invitationMail(
    'de',
    (customer) => `Einladung zum Selvedge-Portal für ${customer}`,
    (inviter, customer) =>
      `${inviter} hat Sie als Benutzer von ${customer} in das Kundenportal von Selvedge eingeladen. Öffnen Sie diesen Link innerhalb einer Stunde, um Ihr Passwort zu wählen:`,
    'Der Link funktioniert nur einmal. Ist er abgelaufen, nutzen Sie „Passwort vergessen" auf der Anmeldeseite, um einen neuen zu erhalten.',
  ),
  fr: invitationMail(
    'fr',
    (customer) => `Invitation au portail Selvedge pour ${customer}`,
    (inviter, customer) =>
      `${inviter} vous a invité sur le portail client de Selvedge en tant qu'utilisateur de ${customer}. Ouvrez ce lien dans l'heure pour choisir votre mot de passe :`,
    "Le lien ne fonctionne qu'une fois. S'il a expiré, utilisez « Mot de passe oublié » sur la page de connexion pour en obtenir un nouveau.",
  ),
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

type RegistrationTexts = {
  subject: (company: string) => string;
  intro: string;
  action: (link: string) => string;
  button: string;
};

const registrationMail =
  (t: RegistrationTexts) =>
  (p: RegistrationParams): MailContent => ({
    subject: t.subject(p.companyName),
    reason: 'staffNotice',
    blocks: [
      paragraph(t.intro),
      {
        kind: 'lines',
        lines: [
          `${p.firstName} ${p.lastName}`,
          p.companyName,
          p.address,
          `${p.zipCode} ${p.city}`,
          p.country,
          p.email,
        ],
      },
      { kind: 'action', href: p.link, label: t.button, text: t.action(p.link) },
    ],
  });

const registrationReceived: Template<RegistrationParams> = {
  en: registrationMail({
    subject: (company) => `New portal registration: ${company}`,
    intro: 'A new registration is waiting for approval.',
    action: (link) => `Approve or delete it here: ${link}`,
    button: 'Open the registration',
  }),
  nl: registrationMail({
    subject: (company) => `Nieuwe portaalregistratie: ${company}`,
    intro: 'Er wacht een nieuwe registratie op goedkeuring.',
    action: (link) => `Keur hem goed of verwijder hem hier: ${link}`,
    button: 'Open de registratie',
  }),
  de: registrationMail({
    subject: (company) => `Neue Portal-Registrierung: ${company}`,
    intro: 'Eine neue Registrierung wartet auf Freigabe.',
    action: (link) => `Hier freigeben oder löschen: ${link}`,
    button: 'Registrierung öffnen',
  }),
  fr: registrationMail({
    subject: (company) => `Nouvelle inscription au portail : ${company}`,
    intro: 'Une nouvelle inscription attend votre approbation.',
    action: (link) => `Approuvez-la ou supprimez-la ici : ${link}`,
    button: "Ouvrir l'inscription",
  }),
};

export interface OrderConfirmationParams {
  name: string;
  documentNumber: number;
  reference: string;
  /**
   * Each line already formatted: code, description, quantity with unit, and the amount when priced;
   * with the dye lot the customer asked for when there is one.
   */
  lines: (string | { text: string; requestedBatch: string })[];
  /** Formatted totals ("EUR 1.234,56"); null when the ERP set prices or expenses the summary did not know. */
  totals: { lines: string; expenses: string | null; vat: string | null; total: string | null } | null;
  shipTo: string;
}

type OrderTexts = {
  subject: (n: number) => string;
  placed: (n: number, reference: string) => string;
  shipTo: string;
  lines: string;
  linesTotal: string;
  expenses: string;
  vat: string;
  total: string;
  pricesFollow: string;
  closing: string;
  requestedBatch: (batch: string) => string;
};

const orderTexts: Record<Language, OrderTexts> = {
  en: {
    subject: (n) => `Order confirmation ${n}`,
    placed: (n, r) => `Thank you for your order. It has been placed as order ${n} (your reference: ${r}).`,
    shipTo: 'Shipping address',
    lines: 'Lines',
    linesTotal: 'Lines total',
    expenses: 'Expenses',
    vat: 'VAT',
    total: 'Total incl. VAT',
    pricesFollow: 'The prices and expenses are as on the order confirmation you will receive from us.',
    closing: 'You can follow the order under Orders in the portal.',
    requestedBatch: (b) => `requested batch: ${b}`,
  },
  nl: {
    subject: (n) => `Orderbevestiging ${n}`,
    placed: (n, r) => `Dank u voor uw bestelling. Deze is geplaatst als order ${n} (uw referentie: ${r}).`,
    shipTo: 'Afleveradres',
    lines: 'Regels',
    linesTotal: 'Totaal regels',
    expenses: 'Kosten',
    vat: 'Btw',
    total: 'Totaal incl. btw',
    pricesFollow: 'De prijzen en kosten zijn zoals op de orderbevestiging die u van ons ontvangt.',
    closing: 'U kunt de order volgen onder Orders in het portaal.',
    requestedBatch: (b) => `gevraagde partij: ${b}`,
  },
  de: {
    subject: (n) => `Auftragsbestätigung ${n}`,
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
    requestedBatch: (b) => `gewünschte Charge: ${b}`,
  },
  fr: {
    subject: (n) => `Confirmation de commande ${n}`,
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
    requestedBatch: (b) => `lot demandé : ${b}`,
  },
};

const orderTemplate =
  (language: Language) =>
  (p: OrderConfirmationParams): MailContent => {
    const texts = orderTexts[language];
    const totals = p.totals;
    return {
      subject: texts.subject(p.documentNumber),
      reason: 'ownOrder',
      blocks: [
        paragraph(greeting[language](p.name)),
        paragraph(texts.placed(p.documentNumber, p.reference)),
        paragraph(`${texts.shipTo}: ${p.shipTo}`),
        {
          kind: 'orderLines',
          title: texts.lines,
          lines: p.lines.map((line) =>
            typeof line === 'string' ? line : `${line.text} (${texts.requestedBatch(line.requestedBatch)})`,
          ),
        },
        {
          kind: 'totals',
          rows: totals
            ? [
                [texts.linesTotal, totals.lines],
                ...(totals.expenses ? [[texts.expenses, totals.expenses] as [string, string]] : []),
                ...(totals.vat ? [[texts.vat, totals.vat] as [string, string]] : []),
                ...(totals.total ? [[texts.total, totals.total] as [string, string]] : []),
              ]
            : [],
          note: totals?.total ? null : texts.pricesFollow,
        },
        paragraph(texts.closing),
      ],
    };
  };

const orderConfirmation: Template<OrderConfirmationParams> = inEveryLanguage(orderTemplate);

const templates = {
  resetPassword,
  accountCreated,
  colleagueInvited,
  registrationReceived,
  orderConfirmation,
  orderNotPlaced,
  orderReturned,
  orderNeedsAttention,
  returnNotSent,
  returnNeedsAttention,
  paymentNotPosted,
  paymentNeedsAttention,
  deliveryShipped,
};

/** Staff notifications (registrations, orders needing attention) go out in the portal's default language (D8: Dutch). */
export const STAFF_LANGUAGE: Language = 'nl';

export type Templates = typeof templates;
/** The parameters of a template, by its name. */
export type MailParams<K extends keyof Templates> = Parameters<Templates[K][Language]>[0];

/** React and the renderer load with the first mail, not with every process that imports this module. */
const loadHtml = () => import('./mail-html.js');

/** A mail ready for the mail port: the subject, the plain text as always, and its HTML alternative. */
export async function renderMail<K extends keyof Templates>(
  name: K,
  language: Language,
  to: string[],
  params: MailParams<K>,
): Promise<Required<OutgoingMail>> {
  const template = templates[name][language] as (p: typeof params) => MailContent;
  const content = template(params);
  return {
    to,
    subject: content.subject,
    text: mailText(content.blocks),
    html: await (await loadHtml()).mailHtml(language, content),
  };
}
