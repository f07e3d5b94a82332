import type { Language } from '@selvedge/contracts';
import type { OutgoingMail } from '../../shared/mail.port.js';

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

const templates = { resetPassword, accountCreated, registrationReceived };

export function renderMail<K extends keyof typeof templates>(
  name: K,
  language: Language,
  to: string[],
  params: Parameters<(typeof templates)[K][Language]>[0],
): OutgoingMail {
  const render = templates[name][language] as (p: typeof params) => { subject: string; text: string };
  return { to, ...render(params) };
}
