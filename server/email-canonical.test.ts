// canonicalEmail: which spellings count as one mailbox for rate limits and sign-in trust (never for delivery).
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './email-canonical';

describe('canonicalEmail', () => {
  it('lower-cases and trims', () => {
    expect(canonicalEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('drops a plus tag at any domain', () => {
    expect(canonicalEmail('jane+1@example.com')).toBe('jane@example.com');
    expect(canonicalEmail('jane+shop+2@example.com')).toBe('jane@example.com');
    expect(canonicalEmail('jane+@outlook.com')).toBe('jane@outlook.com');
  });

  it('keeps a local part that is all tag rather than emptying it', () => {
    expect(canonicalEmail('+news@example.com')).toBe('+news@example.com');
  });

  it('removes dots in Gmail local parts and folds googlemail.com into gmail.com', () => {
    const gmail = ['jane.doe@gmail.com', 'J.A.N.E.D.O.E@GMAIL.COM', 'janedoe+shop@googlemail.com', 'jane.doe+x.y@gmail.com'];
    for (const address of gmail) expect(canonicalEmail(address), address).toBe('janedoe@gmail.com');
  });

  it('keeps dots elsewhere: other providers deliver jane.doe and janedoe to different mailboxes', () => {
    expect(canonicalEmail('jane.doe@example.com')).toBe('jane.doe@example.com');
    expect(canonicalEmail('jane.doe@outlook.com')).toBe('jane.doe@outlook.com');
    expect(canonicalEmail('jane.doe@gmail.com.example.org')).toBe('jane.doe@gmail.com.example.org');
  });

  it('folds Proton domains and ignores the dots, hyphens and underscores Proton ignores', () => {
    for (const address of ['jane.doe@proton.me', 'jane-doe@protonmail.com', 'Jane_Doe+x@pm.me', 'janedoe@protonmail.ch']) {
      expect(canonicalEmail(address), address).toBe('janedoe@proton.me');
    }
  });

  it('keeps hyphens outside Proton (Yahoo-style "-keyword" addresses are not assumed)', () => {
    expect(canonicalEmail('jane-doe@yahoo.com')).toBe('jane-doe@yahoo.com');
  });

  it('is idempotent', () => {
    for (const address of ['J.ane+x@googlemail.com', 'a_b-c@pm.me', 'x+y@example.org']) {
      expect(canonicalEmail(canonicalEmail(address))).toBe(canonicalEmail(address));
    }
  });
});
