import type { HelpPage } from '@selvedge/contracts';
import type { AccessRule } from './access';

export interface ComingSoonRoute {
  path: string;
  rule: AccessRule;
  /** Key under `pages.` of the screen's title. */
  titleKey: string;
  helpPage?: HelpPage;
}

/**
 * The screens of foundations 2 that later issues fill in (the customer's lists and details and the
 * regular order are real pages now, in router.tsx). They exist now, at their addresses and
 * behind their guards, so that links, bookmarks and the menu work from the first release.
 */
export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: 'add-returns', rule: 'customerArea', titleKey: 'addReturn' },
];
