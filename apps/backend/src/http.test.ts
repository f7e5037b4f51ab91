import { describe, expect, it } from 'vitest';
import { requestUrl } from './http.ts';

describe('requestUrl', () => {
  it('reads the request target as a path on the Host', () => {
    expect(requestUrl('/rest/v1/x?a=1', 'localhost:54321')?.href).toBe('http://localhost:54321/rest/v1/x?a=1');
    expect(requestUrl('//evil.example/x', '127.0.0.1')?.pathname).toBe('//evil.example/x');
    expect(requestUrl('//0SL-%FF', undefined)?.host).toBe('127.0.0.1');
  });

  it('ignores a Host that is not one, and gives up on a target no URL can hold', () => {
    expect(requestUrl('/x', 'a b@c')?.host).toBe('127.0.0.1');
    expect(requestUrl('/x', '[::1]:80')?.host).toBe('[::1]');
    expect(requestUrl(undefined, undefined)?.pathname).toBe('/');
  });
});
