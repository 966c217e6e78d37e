/**
 * Checks the payment pages' copy against the SPEC's counts and names, so a content edit cannot silently drop a
 * fact. Their links and heads are checked on every route (pages.test.tsx, shared/remote's routeTables.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { claims } from '@site/company';
import { contactHref } from '@site/routes';
import * as banking from './banking-service/content';
import * as payin from './payin/content';
import * as orchestration from './payment-orchestration/content';
import * as payout from './payout/content';
import * as upi from './upi-solutions/content';

describe('/payout', () => {
  it('has the SPEC’s sections and counts', () => {
    expect(payout.hero.actions?.[0]).toMatchObject({
      label: 'Create an Account',
      href: contactHref('fintech-solutions'),
    });
    expect(payout.clients.logos).toHaveLength(7);
    expect(payout.marqueeSeconds).toBe(40);
    expect(payout.toolkit.map((card) => card.title)).toEqual([
      'Payout links',
      'Multiple payout options',
      'Payout analysis',
    ]);
    expect(payout.useCases).toHaveLength(6);
    expect(payout.faqs).toHaveLength(6);
    expect(payout.testimonials).toHaveLength(8);
    expect(payout.testimonialRotationMs).toBe(5000);
  });

  it('prices payouts from ₹2 per transaction with an Enterprises plan', () => {
    expect(payout.pricingPlans.map((plan) => plan.name)).toEqual(['Standard', 'Enterprises']);
    const [standard] = payout.pricingPlans;
    expect(`${standard?.pricePrefix} ${standard?.price} ${standard?.priceNote}`).toBe('Starts at ₹2 per transaction');
    expect(standard?.amountInr).toBe(2);
    expect(payout.pricingHeading.lead).toContain('IMPS/UPI, RTGS or NEFT');
    expect(payout.pricingHeading.lead).toContain('No setup fees or AMC');
  });

  it('quotes the payout success rate from claims', () => {
    expect(JSON.stringify(payout.faqs[5])).toContain(claims.payoutSuccessRate);
  });

  it('links "View API Documentation" to the contact form, where the documentation is requested', () => {
    expect(payout.developer.cta.action).toMatchObject({
      label: 'View API Documentation',
      href: contactHref('fintech-solutions'),
    });
  });
});

describe('/payin', () => {
  it('lists the SPEC’s methods, reasons, developer features and badges', () => {
    expect(payin.paymentMethods.map((card) => card.title)).toEqual([
      'Cards',
      'Net Banking',
      'UPI',
      'Wallets',
      'EMI Options',
    ]);
    expect(payin.reasons).toHaveLength(3);
    expect(payin.developerFeatures.map((card) => card.title)).toEqual([
      'Integration guide',
      'Sandbox environment',
      'Flexible APIs',
    ]);
    for (const card of payin.developerFeatures) expect(card.link?.href).toBe(contactHref('fintech-solutions'));
    expect(payin.complianceBadges.map((card) => card.title)).toEqual([
      'PCI DSS',
      'ISO 27001',
      'SOC-2',
      'RBI licensed PA/PG',
    ]);
    expect(payin.hero.stats).toEqual([
      { value: claims.paymentOptions, label: expect.any(String) },
      { value: claims.banks, label: expect.any(String) },
    ]);
  });
});

describe('/upi-solutions', () => {
  it('has three flows with four benefits each', () => {
    expect(upi.flows.map((tab) => tab.label)).toEqual(['UPI Intent', 'UPI InApp', 'UPI Collect']);
    for (const tab of upi.flows) {
      expect(tab.items).toHaveLength(4);
      expect(tab.description.length).toBeGreaterThan(0);
    }
  });

  it('explains VPA and the 8 to 11 digit UPI Number', () => {
    const [vpa, upiNumber] = upi.explainers;
    expect(vpa?.description).toContain('name@bank');
    expect(upiNumber?.description).toContain('8 to 11 digits');
    expect(upiNumber?.description).toContain('custom 8 to 9 digit number');
    expect(upiNumber?.description).toContain('10-digit mobile number');
  });
});

describe('/banking-service', () => {
  it('has six capabilities, three SME segments of four features and two strategy benefits', () => {
    expect(banking.capabilities).toHaveLength(6);
    expect(banking.segments.map((card) => card.title)).toEqual(['Startups', 'Freelancers', 'D2C Businesses']);
    for (const segment of banking.segments) expect(segment.features).toHaveLength(4);
    expect(banking.strategyBenefits).toHaveLength(2);
    expect(banking.hero.actions?.[0]).toMatchObject({ label: 'Get Started', href: contactHref('fintech-solutions') });
  });
});

describe('/payment-orchestration', () => {
  it('explains orchestration, its steps, benefits and FAQ', () => {
    const titles = orchestration.whatItIs.map((card) => card.title.toLowerCase()).join(' | ');
    for (const topic of [
      'one integration',
      'gateways and acquirers',
      'success rate and cost',
      'failover',
      'reconciliation',
      'analytics',
    ]) {
      expect(titles).toContain(topic);
    }
    expect(orchestration.steps.length).toBeGreaterThanOrEqual(3);
    expect(orchestration.benefits.length).toBeGreaterThan(0);
    expect(orchestration.faqs.length).toBeGreaterThan(0);
    expect(orchestration.cta.actions[0]?.href).toBe(contactHref('fintech-solutions'));
  });
});
