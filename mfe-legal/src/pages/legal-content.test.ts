import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@site/routes';
import type { LegalDocument } from './legal-types';
import { linksIn, plainText } from './legal-types';
import { privacyPolicy } from './privacy/content';
import { refundPolicy } from './refund-policy/content';
import { termsOfService } from './terms/content';

const documents: Record<string, LegalDocument> = {
  '/privacy': privacyPolicy,
  '/terms': termsOfService,
  '/refund-policy': refundPolicy,
};

/** Every piece of text a document publishes: hero, intro, section titles and bodies, contact block. */
const allText = (doc: LegalDocument): string =>
  [
    doc.eyebrow,
    doc.title,
    doc.lead,
    doc.dateLabel,
    doc.sectionsHeading,
    plainText(doc.intro),
    ...doc.sections.flatMap((s) => [s.title, plainText(s.body)]),
    doc.contact.title,
    doc.contact.text,
    doc.contact.mailSubject,
    doc.contact.actionLabel,
  ].join('\n');

const allLinks = (doc: LegalDocument) => [...linksIn(doc.intro), ...doc.sections.flatMap((s) => linksIn(s.body))];

const expectNumbered = (doc: LegalDocument, prefix: 'clause' | 'section') => {
  doc.sections.forEach((s, index) => {
    expect(s.number).toBe(index + 1);
    expect(s.id).toBe(`${prefix}-${index + 1}`);
    expect(s.title.trim()).not.toBe('');
    expect(plainText(s.body).length).toBeGreaterThan(80);
  });
};

describe('terms of service', () => {
  it('numbers its clauses continuously from 1, with at least 36 clauses and ids clause-N', () => {
    expect(termsOfService.kind).toBe('clause');
    expect(termsOfService.sections.length).toBeGreaterThanOrEqual(36);
    expectNumbered(termsOfService, 'clause');
  });

  it('opens with the clauses the SPEC names, in order', () => {
    const titles = termsOfService.sections.map((s) => s.title);
    expect(titles.slice(0, 4)).toEqual([
      'Agreement to Terms',
      'Definitions',
      'Eligibility',
      'Sign Up and Registration',
    ]);
    expect(titles[4]).toMatch(/information we collect/i);
    expect(titles[5]).toMatch(/servers/i);
    expect(titles[6]).toMatch(/registration/i);
    expect(titles[7]).toMatch(/uses of information/i);
  });

  it('has the prohibited goods and services clause as clause 15, with a real list', () => {
    const clause15 = termsOfService.sections[14]!;
    expect(clause15.number).toBe(15);
    expect(clause15.title).toMatch(/prohibited goods and services/i);
    const list = clause15.body.find((block) => 'ul' in block);
    expect(list && 'ul' in list ? list.ul.length : 0).toBeGreaterThanOrEqual(10);
  });

  it('defines every party the SPEC names', () => {
    const definitions = plainText(termsOfService.sections[1]!.body);
    for (const party of [
      '"User"',
      '"Merchant"',
      '"Customer"',
      '"Payer"',
      '"Payee"',
      '"Service Provider"',
      '"Acquiring Bank"',
      'intermediary',
    ]) {
      expect(definitions).toContain(party);
    }
  });

  it('states the SPEC constants', () => {
    const text = allText(termsOfService);
    for (const fact of [
      'at least 18 years old',
      'within 10 days of the Transaction',
      'dispute resolution window is 45 days',
      'within 7 days of our receiving it',
      'No Refund or Chargeback is processed after 180 days',
      'within 5 days of our notice',
      'Unsettled Funds',
      'IMPS',
      'NEFT',
      'RTGS',
      'credit and debit cards',
      'net-banking',
      'UPI',
      'stored only as tokens',
      'sole arbitrator',
      'seat and venue of arbitration shall be Mumbai',
      'governed by the law of India',
    ]) {
      expect(text).toContain(fact);
    }
    const suspension = termsOfService.sections.find((s) => /suspension/i.test(s.title))!;
    expect(plainText(suspension.body)).toMatch(/suspend or deactivate your account and your Merchant ID/);
    expect(plainText(suspension.body)).toMatch(/hold your Settlements and payouts, if we suspect fraud or a breach/);
  });

  it('publishes the 3% penalty reading, and no legal text mentions 5%', () => {
    const penalty = termsOfService.sections.find((s) => /penalty for violation/i.test(s.title))!;
    expect(penalty).toBeDefined();
    const text = plainText(penalty.body);
    expect(text).toContain('at least 3% of the value of all earlier Transactions');
    expect(text).toMatch(/Live Keys were generated/);
    for (const doc of Object.values(documents)) expect(allText(doc)).not.toMatch(/5\s*%|five per ?cent/i);
  });

  it('links to the privacy policy and has the questions block', () => {
    expect(allLinks(termsOfService).some((l) => l.href === '/privacy')).toBe(true);
    expect(termsOfService.dateLabel).toBe('Last updated: 16th September 2025');
    expect(termsOfService.contact.title).toBe('Questions About Our Terms?');
    expect(termsOfService.contact.mailSubject.trim()).not.toBe('');
  });
});

describe('privacy policy', () => {
  it('has exactly 16 sections numbered 1..16', () => {
    expect(privacyPolicy.kind).toBe('section');
    expect(privacyPolicy.sections).toHaveLength(16);
    expectNumbered(privacyPolicy, 'section');
    expect(privacyPolicy.dateLabel).toBe('Last updated: 16 September 2025');
  });

  it('covers tokenised card data, KYC, sharing, retention, cookies, rights, the grievance officer and children', () => {
    const titles = privacyPolicy.sections.map((s) => s.title).join('\n');
    for (const topic of [
      /tokenisation/i,
      /KYC/,
      /sharing/i,
      /how long/i,
      /protect/i,
      /cookies/i,
      /rights/i,
      /grievance officer/i,
      /children/i,
      /changes/i,
    ]) {
      expect(titles).toMatch(topic);
    }
    expect(allText(privacyPolicy)).toMatch(/RBI/);
  });
});

describe('refund and grievance policy', () => {
  it('has exactly 8 sections numbered 1..8', () => {
    expect(refundPolicy.sections).toHaveLength(8);
    expectNumbered(refundPolicy, 'section');
    expect(refundPolicy.dateLabel).toBe('Effective date: 16 September 2025');
  });

  it('states the SPEC constants', () => {
    const text = allText(refundPolicy);
    for (const fact of [
      'within 21 calendar days',
      '3 to 21 days',
      'acknowledged within 2 business days',
      'resolved within 15 business days',
      'No fee',
      'reversed automatically within 7 to 21 business days',
      'full refund of the failed debit',
      'excess amount is refunded, excluding the payment gateway charges',
      'amounts paid are non-refundable',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('every legal document', () => {
  const sitePaths = new Set(siteRoutes.map((route) => route.path));

  it('has unique section ids', () => {
    for (const doc of Object.values(documents)) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('links internally only to real site paths and real section anchors', () => {
    for (const doc of Object.values(documents)) {
      for (const { href } of allLinks(doc)) {
        if (href.startsWith('/')) {
          const [pathAndQuery, hash] = href.split('#');
          const path = pathAndQuery!.split('?')[0]!;
          expect(sitePaths, href).toContain(path);
          if (hash !== undefined) {
            const target = documents[path];
            expect(target, `${href}: anchors only into legal documents`).toBeDefined();
            expect(
              target!.sections.map((s) => s.id),
              href,
            ).toContain(hash);
          }
        } else {
          expect(href, 'external links are mailto: only').toMatch(/^mailto:/);
        }
        expect(href).not.toBe('#');
      }
    }
  });

  it('has a contact-by-mail block', () => {
    for (const doc of Object.values(documents)) {
      expect(doc.contact.title.trim()).not.toBe('');
      expect(doc.contact.mailSubject.trim()).not.toBe('');
      expect(doc.contact.actionLabel.trim()).not.toBe('');
    }
  });
});
