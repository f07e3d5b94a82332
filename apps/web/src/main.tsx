// Only the Mantine styles the first screens use; the signed-in shell brings the rest.
import './app/styles/public.css';
import './app/global.css';
// The theme's CSS variables, computed when the app is built (theme-variables.ts).
import 'virtual:selvedge-theme-variables.css';
// The two modules of code the entry holds: it takes or asks the first answers while the app's code
// loads, and takes over the sign-in page the server may have drawn into the page.
import { askFirstAnswers } from './app/first-answers';
import { takeSignInMarkup } from './lib/sign-in-markup';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Lets the browser run what waits (input, painting) before the next step: a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * The app's code runs in two steps, each a task of its own: React, then the app (the router, the
 * libraries, the route table, the session and translation requests, the first render). Imported at
 * once, the two ran as one task of 50 ms on a fast computer and four times that on a phone, during
 * which the phone answered nothing. Their files are fetched in parallel from the start
 * either way (index.html links them). The router is not a step of its own: imported whole by name,
 * it would keep every export the app does not use (twice its size).
 */
async function start(page: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  startApp(page);
}

// What the visitor does in the sign-in page's markup before the app has come is kept for the app.
takeSignInMarkup(root);
askFirstAnswers(window.location);
void start(root);
