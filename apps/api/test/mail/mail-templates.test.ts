import { type Language, languages } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/index.js';
import { type MailSample, mailSamples, templateOf } from './mail-samples.js';
// Subject and text of every sample as the text-only mails had them, before the HTML part came.
import textOnlyMails from './mail-texts.json' with { type: 'json' };

/** As React escapes text and attribute values. */
const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const render = (sample: MailSample, language: Language) =>
  // The samples are typed per template; renderMail's parameter type follows the template's name.
  renderMail(templateOf(sample), language, ['to@example.com'], mailSamples[sample] as never);

/**
 * The values of a sample that need escaping in HTML. An order line's amount is a cell of its own in
 * the HTML, so each part of a line is a value.
 */
const markedUpValues = (sample: MailSample) =>
  (JSON.stringify(mailSamples[sample]).match(/"(?:[^"\\]|\\.)*"/g) ?? [])
    .map((quoted) => JSON.parse(quoted) as string)
    .flatMap((value) => value.split('  '))
    .filter((value) => /[<&"']/.test(value) && !value.startsWith('http'));

const samples = Object.keys(mailSamples) as MailSample[];

describe.each(samples)('the %s mail', (sample) => {
  it.each(
    languages,
  )('in %s keeps its subject and text, and has an HTML part in that language', async (language) => {
    const mail = await render(sample, language);
    const before = textOnlyMails[`${sample}.${language}` as keyof typeof textOnlyMails];
    expect(mail.to).toEqual(['to@example.com']);
    expect(mail.subject).toBe(before.subject);
    expect(mail.text).toBe(before.text);
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html[^>]*><html[^>]* lang="${language}"`));
    const params = mailSamples[sample];
    if ('link' in params) expect(mail.html).toContain(`<a href="${escapeHtml(params.link)}"`);
    for (const value of markedUpValues(sample)) {
      expect(mail.html).toContain(escapeHtml(value));
      expect(mail.html).not.toContain(value);
    }
    // Nothing is fetched when the mail opens: no images, fonts or style sheets from elsewhere.
    expect(mail.html).not.toMatch(/<img|<link|url\(|@import/);
  });
});

describe('the HTML-only texts', () => {
  it('are in each language: the button and the footer of a Dutch mail are Dutch', async () => {
    const html = { en: '', nl: '', de: '', fr: '' } satisfies Record<Language, string>;
    for (const language of languages) html[language] = (await render('resetPassword', language)).html;
    expect(html.en).toContain('Choose a new password');
    expect(html.nl).toContain('Kies een nieuw wachtwoord');
    expect(html.nl).toContain('U ontvangt deze e-mail');
    expect(html.de).toContain('Sie erhalten diese E-Mail');
    expect(html.fr).toContain('Vous recevez cet e-mail');
    for (const language of ['nl', 'de', 'fr'] as const) {
      expect(html[language]).not.toContain('You receive this e-mail');
      expect(html[language]).not.toContain('If the button does not work');
    }
  });

  it('show an order line amount in its own column, under the totals', async () => {
    const { html } = await render('orderConfirmation', 'en');
    expect(html).toMatch(
      />WC-200 Paste &amp; glue: 1,5 kg<\/td><td[^>]*text-align:right[^>]*>EUR 9,95<\/td>/,
    );
    expect(html).toMatch(/>Total incl\. VAT<\/td><td[^>]*font-weight:700[^>]*>EUR 172,36<\/td>/);
  });
});
