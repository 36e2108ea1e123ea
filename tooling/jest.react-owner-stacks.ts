// React 19's development build captures an Error for every element it creates (its "owner stack", so that a warning
// can say which component rendered the element), up to 10,000 per render, and opens a console task for it. Under
// jsdom that was about a tenth of all the frontend unit tests' CPU (--cpu-prof: 7.8 s of 79 in `createElement`
// for five of the heaviest files). React itself stops capturing once its count for the render passes the limit; here
// the count always reads as past it, so elements carry React's "unknown owner" stack instead. Warnings still come,
// with the component stack React builds from the fibers, just without the line that created the element.
//
// The count lives on React's shared internals. If a later React moves it, this does nothing and the tests are slower,
// not wrong.
import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks?: number };
const internals = (React as unknown as Record<string, Internals | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    // React sets it back to 0 after each render.
    set: () => undefined,
  });
}

export {};
