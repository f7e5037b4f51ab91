import { describe, expect, it } from 'vitest';
import { landingPath, returnToOf } from './returnTo';

describe('where a sign-in leads', () => {
  it('back to the page that sent the visitor to sign in, in its language', () => {
    expect(returnToOf('?redirect=%2Far%2Faccount')).toBe('/ar/account');
    expect(returnToOf('?redirect=%22%2Faccount%22')).toBe('/account');
    expect(landingPath(returnToOf('?redirect=/account'), true)).toBe('/account');
  });

  it('never to another site, whatever the query says', () => {
    for (const search of [
      '?redirect=https%3A%2F%2Fevil.example',
      '?redirect=%2F%2Fevil.example',
      '?redirect=%2F%5Cevil.example',
      '?redirect=javascript%3Aalert(1)',
      '?redirect=account',
      '',
    ]) {
      expect(returnToOf(search), search).toBeNull();
    }
  });

  it('otherwise an admin to the back office and anyone else to their account', () => {
    expect(landingPath(null, true)).toBe('/admin');
    expect(landingPath(null, false)).toBe('/account');
  });
});
