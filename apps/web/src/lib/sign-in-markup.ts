import { SIGN_IN_MARKUP_ATTRIBUTE, SIGN_IN_MARKUP_FORM } from '@selvedge/contracts/sign-in-markup';
import { startLanguage } from './language';

/**
 * The sign-in page the server wrote into the page (docs/web-performance.md, "The sign-in page before the
 * code"): a phone draws it before the app's code has come, and the visitor may type into it, tick the
 * box, press the button or the language picker meanwhile. The app's first render replaces it with the
 * same page; what the visitor did is taken over from here (features/auth/use-typed-before-start.ts).
 */

/** What the visitor did in the markup before the app came. */
export interface TypedBeforeStart {
  email: string;
  password: string;
  /** Ticked or not, when the visitor changed it (the markup ticks it; the app starts with the stored choice). */
  showPrice: boolean | null;
  /** The field that had the focus, to keep the cursor where it was. */
  focused: 'email' | 'password' | 'showPrice' | null;
  /** The button was pressed, or Enter in a field: the visitor wanted to sign in. */
  isSubmitWanted: boolean;
}

interface Fields {
  email: HTMLInputElement | null;
  password: HTMLInputElement | null;
  showPrice: HTMLInputElement | null;
}

let fields: Fields | null = null;
let isSubmitWanted = false;
/** The header's language picker was pressed: pressed again on the app's own (takeTypedBeforeStart). */
let isLanguageMenuWanted = false;
/** The field last given the focus (none once something outside the form has it). */
let lastFocused: EventTarget | null = null;
/** Ends the listeners below once what the visitor did is taken. */
let listening: AbortController | null = null;

/** Marks the header's language picker, in the markup as in the app (components/language-picker.tsx). */
const LANGUAGE_PICKER = '[data-language-picker]';

/** The app's loader, as index.html has it until the first render (app/global.css draws it). */
const BOOT_LOADER =
  '<div class="selvedge-boot-loader" aria-hidden="true"><span></span><span></span><span></span></div>';

/**
 * Called by the entry as soon as it runs: keeps the markup's fields to read when the app has drawn the
 * page (the elements keep their values once replaced), and follows the focus and the wish to sign in.
 * Markup in another language than the app starts in (a language picked on an earlier visit is stored in
 * the browser, which the server cannot read) gives way to the loader at once.
 */
export function takeSignInMarkup(root: HTMLElement): void {
  const language = root.getAttribute(SIGN_IN_MARKUP_ATTRIBUTE);
  if (!language) return;
  root.removeAttribute(SIGN_IN_MARKUP_ATTRIBUTE);
  const form = document.getElementById(SIGN_IN_MARKUP_FORM);
  if (language !== startLanguage() || !form) {
    root.innerHTML = BOOT_LOADER;
    return;
  }
  isSubmitWanted = false;
  isLanguageMenuWanted = false;
  fields = {
    email: form.querySelector('input[type="email"]'),
    password: form.querySelector('input[type="password"]'),
    showPrice: form.querySelector('input[type="checkbox"]'),
  };
  lastFocused = document.activeElement;
  listening?.abort();
  listening = new AbortController();
  const { signal } = listening;
  // A field removed from the page loses the focus without an event: what had it last is followed here.
  // The app's own fields, which its first render focuses, are not the markup's.
  document.addEventListener(
    'focusin',
    (event) => {
      if (form.isConnected) lastFocused = event.target;
    },
    { signal },
  );
  // A press of the button, in the form, or of the language picker, in the header.
  root.addEventListener(
    'click',
    (event) => {
      const pressed = event.target instanceof Element ? event.target : null;
      if (pressed?.closest('[data-submit]')) isSubmitWanted = true;
      if (pressed?.closest(LANGUAGE_PICKER)) isLanguageMenuWanted = true;
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) isSubmitWanted = true;
    },
    { signal },
  );
}

/** What the visitor did in the markup, once: null without markup, and after the first call. */
export function takeTypedBeforeStart(): TypedBeforeStart | null {
  if (!fields) return null;
  const taken = fields;
  fields = null;
  listening?.abort();
  listening = null;
  // The app's page is drawn by now (the sign-in form takes this in a layout effect): its picker opens
  // the menu the visitor asked for in the markup.
  if (isLanguageMenuWanted) document.querySelector<HTMLElement>(LANGUAGE_PICKER)?.click();
  const { email, password, showPrice } = taken;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    showPrice: showPrice && showPrice.checked !== showPrice.defaultChecked ? showPrice.checked : null,
    focused:
      (['email', 'password', 'showPrice'] as const).find(
        (name) => taken[name] !== null && taken[name] === lastFocused,
      ) ?? null,
    isSubmitWanted,
  };
}
