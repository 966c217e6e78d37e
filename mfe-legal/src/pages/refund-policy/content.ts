/**
 * Refund and Grievance Policy (/refund-policy): effective 16 September 2025, eight sections, none open at
 * first (SPEC §2, §9). All copy lives here as typed data; RefundPolicyPage renders it through LegalDocumentPage.
 */

import { company, mailHref } from '@site/company';
import type { LegalDocument } from '../legal-types';
import { link, ol, p, sectionsOf, strong, ul } from '../legal-types';

const s = sectionsOf('section');

const grievanceSubject = 'Refund or grievance request';

export const refundPolicy: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Refund and Grievance Policy',
  lead: 'When a payment made through our gateway is refunded, how long it takes to reach you, and how to raise a grievance with us.',
  dateLabel: 'Effective date: 16 September 2025',
  isoDate: '2025-09-16',
  intro: [
    p(
      `This policy applies to payments processed by ${company.legalName} ("${company.name}", "we" or "us") as a payment intermediary for merchants. It tells customers and merchants what is refunded, in what time, and how complaints are handled. Terms in capitals have the meaning given in our `,
      link('Terms of Service', '/terms'),
      '.',
    ),
  ],
  sectionsHeading: 'Policy sections',
  kind: 'section',
  sections: [
    s(1, 'Scope of This Policy', 'info', [
      p('This policy covers refunds and grievances about the payment itself, for example:'),
      ul(
        'a payment that failed but was debited from your account;',
        'the same payment debited more than once;',
        'a refund that a merchant has initiated but that has not reached you; and',
        'the conduct of our service, such as our support, our checkout or a settlement to a merchant.',
      ),
      p(
        "We are an intermediary and do not sell the goods or services you paid for. Questions about the goods or services themselves, such as delivery, quality or cancellation, must be raised with the merchant first, under the merchant's own refund and cancellation policy. Any complaint about a Transaction should be raised within 10 days of the Transaction, and no refund or chargeback is processed after 180 days from the date of the Transaction.",
      ),
    ]),
    s(2, 'Failed Transactions', 'alert', [
      p(
        'If your bank account, card or UPI account was debited but the payment failed or the merchant did not receive it, you are entitled to a ',
        strong('full refund of the failed debit'),
        '.',
      ),
      ul(
        'Failed transactions are reversed automatically within 7 to 21 business days. You do not need to file a request for the reversal to start.',
        'The amount is returned to the same account, card or UPI ID from which it was debited.',
        'If the reversal has not reached you after that period, raise a grievance as described in section 6 and we will trace it with the bank.',
      ),
    ]),
    s(3, 'Multiple Debits', 'repeat', [
      p(
        'If you were charged more than once for the same order, for example because a payment was retried after a timeout, the ',
        strong('excess amount is refunded, excluding the payment gateway charges'),
        ' applied to the extra debits.',
      ),
      p(
        'Raise a grievance with the transaction references of each debit. Once we have validated with the merchant and the bank that the debits relate to one order, the refund follows the timelines in section 4.',
      ),
    ]),
    s(4, 'Refund Timelines', 'clock', [
      p(
        'Once a refund request has been validated, whether it comes from the merchant or from a grievance under this policy:',
      ),
      ol(
        [
          strong('We process the refund within 21 calendar days'),
          ' after validation, and send it to the bank or payment system that handled your payment.',
        ],
        [
          strong('Your bank then takes 3 to 21 days'),
          ' to credit the amount to your account, card or UPI ID, depending on the bank and the payment mode.',
        ],
      ),
      p(
        'A refund is credited to the original payment mode only; it cannot be paid in cash or to a different account. If you do not see the credit after both periods have passed, contact us with the refund reference and we will share the bank reference number so that your bank can trace it.',
      ),
    ]),
    s(5, 'Non-Refundable Amounts', 'x', [
      p(
        'Except for failed debits (section 2) and the excess in multiple debits (section 3), amounts paid are non-refundable by us.',
      ),
      ul(
        'Where a merchant agrees to refund a purchase under its own policy, the merchant initiates the refund through us and it then follows the timelines in section 4.',
        'Fees and charges that merchants pay us for the Services are not refunded, including when a Transaction is later refunded or charged back, except as our Terms of Service provide.',
        'Payment gateway charges on multiple debits are not refunded.',
      ),
    ]),
    s(6, 'How to Raise a Grievance', 'mail', [
      p(
        'To raise a grievance, e-mail us at ',
        link(company.email, mailHref(grievanceSubject)),
        ` with the subject "${grievanceSubject}". You can also call us on ${company.phone.display}, ${company.businessHours.days}, ${company.businessHours.hours}, and we will log your grievance for you.`,
      ),
      p('Please include:'),
      ol(
        'your name and the e-mail address or mobile number used for the payment;',
        "the merchant's name and the amount, date and time of the payment;",
        'the transaction reference, UPI reference number or bank reference number, and the order number if you have one; and',
        'what went wrong and what you are asking us to do, with a screenshot or bank statement extract if you have one.',
      ),
      p('Never send us your full card number, CVV, PIN, UPI PIN or one-time password. We will never ask for them.'),
    ]),
    s(7, 'Acknowledgement and Resolution', 'check', [
      ul(
        [strong('No fee'), ' is charged for filing a grievance.'],
        [
          'Every grievance is ',
          strong('acknowledged within 2 business days'),
          ', with a reference number for follow-up.',
        ],
        [
          'Every grievance is ',
          strong('resolved within 15 business days'),
          ' of receipt, and we tell you the outcome and the reasons for it in writing.',
        ],
      ),
      p(
        'Where resolution needs information from a merchant, a bank or a card network, we chase it on your behalf and keep you informed. If a refund is due, it then follows the timelines in section 4.',
      ),
    ]),
    s(8, 'Escalation and Changes to This Policy', 'scale', [
      p(
        'If you are not satisfied with our response, or do not receive one within 15 business days, write to our Grievance Officer at ',
        link(company.email, mailHref('Grievance escalation')),
        ` with the subject "Grievance escalation" and your grievance reference, or by post to ${company.legalName}, ${company.address.lines.join(', ')}. You may also approach your own bank or card issuer, or the Reserve Bank of India under its Integrated Ombudsman Scheme.`,
      ),
      p(
        'We may update this policy to reflect changes in our services or in the law. The effective date at the top of this page shows when the current version took effect; changes apply to refunds and grievances raised after that date.',
      ),
    ]),
  ],
  contact: {
    title: 'Need Help With a Refund?',
    text: 'Tell us the transaction reference and what went wrong. There is no fee for raising a grievance, and we acknowledge every one within 2 business days.',
    mailSubject: grievanceSubject,
    actionLabel: 'E-mail a grievance',
  },
};
