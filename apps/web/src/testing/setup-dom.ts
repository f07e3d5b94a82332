/**
 * Before every file of the web-dom projects (vitest.config.ts). Testing Library's `findBy…` and
 * `waitFor` wait for what a user would see; their default limit of one second is what a lazily loaded
 * dialog can take on a loaded machine, so the limit is the test's own (a passing wait ends as soon as
 * the element is there).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
