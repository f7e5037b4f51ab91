import { describe, expect, it } from 'vitest';
import { pathsShowingKeys } from './contentKeys';
import { storedContentKey } from './siteContent';

const allPaths = ['/', '/about', '/services', '/contact', '/ar', '/ar/about', '/ar/services', '/ar/contact'];

describe('stored edits per language', () => {
  it('an English edit is stored under its key, an Arabic one under the key prefixed with ar.', () => {
    expect(storedContentKey('home.text.heroTitle', 'en')).toBe('home.text.heroTitle');
    expect(storedContentKey('home.text.heroTitle', 'ar')).toBe('ar.home.text.heroTitle');
  });

  it('re-renders only the pages of the edit’s language', () => {
    expect(pathsShowingKeys(['home.text.heroTitle'], allPaths)).toEqual(['/']);
    expect(pathsShowingKeys(['ar.home.text.heroTitle'], allPaths)).toEqual(['/ar']);
    expect(pathsShowingKeys(['ar.services.card.office.title', 'about.text.storyTitle'], allPaths).sort()).toEqual([
      '/about',
      '/ar/services',
    ]);
  });

  it('a key of no known page re-renders every page', () => {
    expect(pathsShowingKeys(['ar.footer.text.tagline'], allPaths)).toEqual(allPaths);
  });
});
