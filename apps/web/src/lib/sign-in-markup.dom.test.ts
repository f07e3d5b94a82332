import { SIGN_IN_MARKUP_ATTRIBUTE, SIGN_IN_MARKUP_FORM } from '@selvedge/contracts/sign-in-markup';
import { afterEach, describe, expect, it } from 'vitest';
import { takeSignInMarkup, takeTypedBeforeStart } from './sign-in-markup';
import { storageKeys } from './storage';

/** A page as the server sends it before sign-in: the sign-in form's markup in the root. */
function pageWithMarkup(language: string): HTMLElement {
  document.body.innerHTML = `<div id="root" ${SIGN_IN_MARKUP_ATTRIBUTE}="${language}">
    <header><button data-language-picker="true"><svg></svg><p>GB</p></button></header>
    <form id="${SIGN_IN_MARKUP_FORM}">
      <input type="email" value="">
      <input type="password" value="">
      <input type="checkbox" checked="">
      <button type="button" data-submit="true"><span>Sign in</span></button>
    </form></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

const field = (selector: string) => {
  const element = document.querySelector<HTMLInputElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** What the app's first render does to the root: the markup goes, the app's page comes. */
const replaceByTheApp = (root: HTMLElement) => {
  root.innerHTML = '<form><input type="email"></form>';
};

afterEach(() => {
  takeTypedBeforeStart();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the sign-in page's markup, taken over by the app", () => {
  it('keeps what the visitor typed and ticked, and the field they were in, once the markup is gone', () => {
    const root = pageWithMarkup('en');
    takeSignInMarkup(root);
    field('input[type="email"]').value = 'customer@demo.selvedge.test';
    field('input[type="checkbox"]').checked = false;
    const password = field('input[type="password"]');
    password.focus();
    password.value = 'secret';
    replaceByTheApp(root);
    // The app focuses its own e-mail field: that is not where the visitor was.
    field('input[type="email"]').focus();
    expect(takeTypedBeforeStart()).toEqual({
      email: 'customer@demo.selvedge.test',
      password: 'secret',
      showPrice: false,
      focused: 'password',
      isSubmitWanted: false,
    });
    expect(root.hasAttribute(SIGN_IN_MARKUP_ATTRIBUTE)).toBe(false);
    // Once: a later visit of the sign-in page starts empty.
    expect(takeTypedBeforeStart()).toBeNull();
  });

  it('leaves the box as the app starts it (the stored choice) when the visitor did not touch it', () => {
    const root = pageWithMarkup('en');
    takeSignInMarkup(root);
    replaceByTheApp(root);
    expect(takeTypedBeforeStart()?.showPrice).toBeNull();
  });

  it('takes a press of the button, or Enter in a field, as the wish to sign in', () => {
    const root = pageWithMarkup('en');
    takeSignInMarkup(root);
    document.querySelector('button span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeTypedBeforeStart()?.isSubmitWanted).toBe(true);

    const again = pageWithMarkup('en');
    takeSignInMarkup(again);
    expect(takeTypedBeforeStart()?.isSubmitWanted).toBe(false);
  });

  it("presses the app's language picker when the visitor pressed the markup's, and only then", () => {
    const presses: string[] = [];
    /** The app's page in the markup's place, with its own picker. */
    const drawTheApp = (root: HTMLElement) => {
      root.innerHTML = '<header><button data-language-picker="true">GB</button></header><form></form>';
      root.querySelector('button')?.addEventListener('click', () => presses.push('app'));
    };
    const root = pageWithMarkup('en');
    takeSignInMarkup(root);
    document.querySelector('header p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    drawTheApp(root);
    expect(takeTypedBeforeStart()?.isSubmitWanted).toBe(false);
    expect(presses).toEqual(['app']);

    // A press elsewhere in the page is not one.
    const again = pageWithMarkup('en');
    takeSignInMarkup(again);
    document.querySelector('input[type="email"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    drawTheApp(again);
    takeTypedBeforeStart();
    expect(presses).toEqual(['app']);
  });

  it('gives way to the loader when the app starts in another language, stored on an earlier visit', () => {
    localStorage.setItem(storageKeys.language, 'FR');
    const root = pageWithMarkup('en');
    takeSignInMarkup(root);
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('.selvedge-boot-loader')).not.toBeNull();
    expect(takeTypedBeforeStart()).toBeNull();
  });

  it('does nothing on a page without markup', () => {
    document.body.innerHTML = '<div id="root"><div class="selvedge-boot-loader"></div></div>';
    const root = field('#root');
    takeSignInMarkup(root);
    expect(root.innerHTML).toBe('<div class="selvedge-boot-loader"></div>');
    expect(takeTypedBeforeStart()).toBeNull();
  });
});
