// The settings read from the environment that refuse bad values at start-up.
import { describe, expect, it } from 'vitest';
import { embedOrigins, readConfig } from './config.js';

describe('ALLOWED_EMBED_ORIGINS', () => {
  it('allows no origin by default', () => {
    expect(readConfig({}).allowedEmbedOrigins).toEqual([]);
  });

  it('reads origins separated by commas or spaces', () => {
    expect(
      embedOrigins('https://intranet.example, http://127.0.0.1:8081  https://b.example'),
    ).toEqual(['https://intranet.example', 'http://127.0.0.1:8081', 'https://b.example']);
  });

  it.each([
    'intranet.example',
    'https://intranet.example/',
    'https://intranet.example/path',
    '*',
    'ftp://x.example',
  ])('refuses %s, which is not an origin', (value) => {
    expect(() => embedOrigins(value)).toThrow(/ALLOWED_EMBED_ORIGINS/);
  });
});
