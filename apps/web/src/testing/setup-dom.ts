/**
 * Before every file of the web-dom projects (vitest.config.ts). Testing Library's `findBy…` and
 * `waitFor` wait for what a user would see. Their default limit is one second, which a lazily loaded
 * dialog can exceed on a loaded machine (seen: the users page's deactivation dialog); a passing wait
 * still ends as soon as the element is there.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
