/*
 * The HTML mail's one layout.
 *
 * - Each mail is written once, as blocks (mail-content.ts); the plain-text part is those blocks as text
 *   (unchanged from the text-only mails, which mail programs and the tests read), and the HTML part
 *   is the same blocks through mail-html.tsx in this layout. Only the button labels, the link
 *   fallback and the footer exist in the HTML alone, in all four languages (here and beside each
 *   template's wording).
 * - React Email renders it: every value is text to React, so it is escaped; styles are inline (no
 *   <style> block that some webmail clients drop); tables for structure, as older Outlook needs.
 *   Its parts are imported one by one, not through @react-email/components, whose index also loads
 *   Tailwind, Markdown and code highlighting (about 390 ms against 50 ms); and mail-templates.ts
 *   loads this renderer on the first mail, so the API starts without React.
 * - Nothing is loaded from outside: no images, no web fonts (the system font stack), so the mail
 *   looks the same with remote content blocked.
 * - A 600 px column that shrinks to the phone's width (max-width, width 100%); the button is a plain
 *   link styled as a button, with the bare link below it for clients that lose the styling.
 */

import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '@selvedge/contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { MailReason } from './mail-content.js';

const portalName: Record<Language, string> = {
  en: 'Selvedge portal',
  nl: 'Selvedge-portaal',
  de: 'Selvedge-Portal',
  fr: 'Portail Selvedge',
};

/** The footer: why this address gets this mail. */
const reasons: Record<Language, Record<MailReason, string>> = {
  en: {
    passwordReset:
      'You receive this e-mail because a new password was asked for your account on the Selvedge portal.',
    accountCreated: 'You receive this e-mail because an account on the Selvedge portal was created for you.',
    ownOrder: 'You receive this e-mail because you approved this order in the Selvedge portal.',
    ownReturn: 'You receive this e-mail because you sent this return request in the Selvedge portal.',
    ownPayment: 'You receive this e-mail because you paid invoices in the Selvedge portal.',
    staffNotice:
      "You receive this e-mail because your address is one of the Selvedge portal's notification addresses.",
    deliveryMails:
      'You receive this e-mail because you asked for shipping mails in your profile on the Selvedge portal; you can turn them off there.',
  },
  nl: {
    passwordReset:
      'U ontvangt deze e-mail omdat er een nieuw wachtwoord is gevraagd voor uw account op het Selvedge-portaal.',
    accountCreated:
      'U ontvangt deze e-mail omdat er een account voor u is aangemaakt op het Selvedge-portaal.',
    ownOrder: 'U ontvangt deze e-mail omdat u deze bestelling hebt goedgekeurd in het Selvedge-portaal.',
    ownReturn: 'U ontvangt deze e-mail omdat u dit retourverzoek hebt verstuurd in het Selvedge-portaal.',
    ownPayment: 'U ontvangt deze e-mail omdat u facturen hebt betaald in het Selvedge-portaal.',
    staffNotice:
      'U ontvangt deze e-mail omdat uw adres een van de meldingsadressen van het Selvedge-portaal is.',
    deliveryMails:
      'U ontvangt deze e-mail omdat u in uw profiel op het Selvedge-portaal om verzendmails hebt gevraagd; daar kunt u ze ook uitzetten.',
  },
  de: {
    passwordReset:
      'Sie erhalten diese E-Mail, weil für Ihr Konto im Selvedge-Portal ein neues Passwort angefordert wurde.',
    accountCreated: 'Sie erhalten diese E-Mail, weil für Sie ein Konto im Selvedge-Portal angelegt wurde.',
    ownOrder: 'Sie erhalten diese E-Mail, weil Sie diese Bestellung im Selvedge-Portal freigegeben haben.',
    ownReturn: 'Sie erhalten diese E-Mail, weil Sie diese Retourenanfrage im Selvedge-Portal gesendet haben.',
    ownPayment: 'Sie erhalten diese E-Mail, weil Sie im Selvedge-Portal Rechnungen bezahlt haben.',
    staffNotice:
      'Sie erhalten diese E-Mail, weil Ihre Adresse eine der Benachrichtigungsadressen des Selvedge-Portals ist.',
    deliveryMails:
      'Sie erhalten diese E-Mail, weil Sie in Ihrem Profil im Selvedge-Portal Versandmitteilungen angefordert haben; dort können Sie sie auch abbestellen.',
  },
  fr: {
    passwordReset:
      'Vous recevez cet e-mail parce qu’un nouveau mot de passe a été demandé pour votre compte sur le portail Selvedge.',
    accountCreated:
      'Vous recevez cet e-mail parce qu’un compte a été créé pour vous sur le portail Selvedge.',
    ownOrder: 'Vous recevez cet e-mail parce que vous avez validé cette commande dans le portail Selvedge.',
    ownReturn:
      'Vous recevez cet e-mail parce que vous avez envoyé cette demande de retour dans le portail Selvedge.',
    ownPayment: 'Vous recevez cet e-mail parce que vous avez payé des factures dans le portail Selvedge.',
    staffNotice:
      'Vous recevez cet e-mail parce que votre adresse fait partie des adresses de notification du portail Selvedge.',
    deliveryMails:
      'Vous recevez cet e-mail parce que vous avez demandé les avis d’expédition dans votre profil sur le portail Selvedge ; vous pouvez les désactiver au même endroit.',
  },
};

export const colors = { text: '#1f2328', muted: '#5f6368', line: '#e3e3e0', accent: '#2f4a3a' } as const;

const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const style = {
  body: { backgroundColor: '#f4f4f1', margin: 0, padding: '24px 8px', fontFamily },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    width: '100%',
    border: `1px solid ${colors.line}`,
    borderRadius: '6px',
  },
  header: { padding: '20px 28px', borderBottom: `3px solid ${colors.accent}` },
  name: { margin: 0, fontSize: '18px', fontWeight: 700, color: colors.accent, letterSpacing: '0.02em' },
  content: { padding: '8px 28px 16px' },
  footer: { padding: '16px 28px 20px', borderTop: `1px solid ${colors.line}` },
  reason: { margin: 0, fontSize: '13px', lineHeight: '20px', color: colors.muted },
} satisfies Record<string, CSSProperties>;

export function MailLayout(props: { language: Language; reason: MailReason; children: ReactNode }) {
  return (
    <Html lang={props.language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        {/* Phone mail apps lay the 600 px column out at the screen's width instead of zooming out. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Body style={style.body}>
        <Container style={style.container}>
          <Section style={style.header}>
            <Text style={style.name}>{portalName[props.language]}</Text>
          </Section>
          <Section style={style.content}>{props.children}</Section>
          <Section style={style.footer}>
            <Text style={style.reason}>{reasons[props.language][props.reason]}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
