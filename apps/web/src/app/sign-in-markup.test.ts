import { SIGN_IN_MARKUP_FORM } from '@selvedge/contracts/sign-in-markup';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/translation.json';
import en from '../locales/en/translation.json';
import fr from '../locales/fr/translation.json';
import nl from '../locales/nl/translation.json';
import { renderSignInMarkup } from './sign-in-markup';

const texts = { en, nl, de, fr } as const;
const flagCodes = { en: 'GB', nl: 'NL', de: 'DE', fr: 'FR' } as const;

/** The text of an element, entities read back as a browser reads them. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

describe("the sign-in page's markup, drawn when the app is built", () => {
  it.each(Object.keys(texts) as (keyof typeof texts)[])('is the sign-in page in %s', async (language) => {
    const html = decoded(await renderSignInMarkup(language));
    const { login } = texts[language];
    expect(html).toContain(`>${login.title}</h1>`);
    for (const text of [login.email, login.password, login.showPrice, login.forgotPassword, login.register]) {
      expect(html).toContain(`>${text}<`);
    }
    // The language picker shows the page's language, and is marked for the app to take a press of it.
    expect(html).toContain(`aria-hidden="true">${flagCodes[language]}</p>`);
    expect(html).toMatch(/<button[^>]* data-language-picker="true"/);
    for (const other of Object.keys(texts).filter((code) => code !== language) as (keyof typeof texts)[]) {
      expect(html).not.toContain(`>${texts[other].login.title}</h1>`);
    }
  });

  it('submits nothing before the app has come: the button is a plain button, and the form is marked', async () => {
    const html = await renderSignInMarkup('en');
    expect(html).not.toContain('type="submit"');
    expect(html).toContain('type="button" data-submit="true"');
    expect(html).toContain(`<form id="${SIGN_IN_MARKUP_FORM}"`);
    // No field has a name, so nothing typed could go into an address.
    expect(html).not.toMatch(/<input[^>]* name=/);
    // The e-mail field has the focus when the page opens, as in the app.
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autofocus=""/);
  });

  it("draws the icons in the element's own style: the page has no style sheet of icons yet", async () => {
    const html = await renderSignInMarkup('nl');
    expect(html).toMatch(/class="selvedge-icon" style="[^"]*mask-image:url\(/);
    expect(html).not.toMatch(/selvedge-icon-\d/);
  });
});
