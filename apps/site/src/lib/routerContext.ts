import type { AuthHandle } from './auth';

/**
 * What every route's `beforeLoad`, `loader` and `head` receive as `context`. A module of its own: the root route
 * declares it and src/router.tsx, which imports the route tree, provides it, so neither has to import the other.
 */
export interface RouterContext {
  /** The session (the auth statechart's actor, adapted); see src/lib/auth.ts. */
  auth: AuthHandle;
}
