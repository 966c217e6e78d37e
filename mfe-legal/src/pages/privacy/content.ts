/**
 * Privacy Policy (/privacy): 16 numbered sections, last updated 16 September 2025 (SPEC §2).
 * All copy lives here as typed data; PrivacyPage renders it through LegalDocumentPage.
 */

import { company, mailHref } from '@site/company';
import type { LegalDocument } from '../legal-types';
import { link, p, sectionsOf, strong, ul } from '../legal-types';

const s = sectionsOf('section');

const grievanceMail = mailHref('Privacy grievance');
const privacyMail = mailHref('Privacy Policy enquiry');

export const privacyPolicy: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  lead: `How ${company.name} collects, uses, shares and protects information about the merchants who use our payment gateway and the customers who pay them.`,
  dateLabel: 'Last updated: 16 September 2025',
  isoDate: '2025-09-16',
  intro: [
    p(
      `This Privacy Policy explains how ${company.legalName} ("${company.name}", "we", "us" or "our") handles personal information when you visit this website, contact us, sign up as a merchant, or pay a merchant through our payment gateway. It should be read together with our `,
      link('Terms of Service', '/terms'),
      ' and our ',
      link('Refund and Grievance Policy', '/refund-policy'),
      '.',
    ),
    p(
      'We process payments as an intermediary between merchants, their customers, acquiring banks and card networks. Because payments are regulated, some of what we collect and keep is required by law and by the Reserve Bank of India (RBI), not chosen by us. Where that is the case, this policy says so.',
    ),
  ],
  sectionsHeading: 'Policy sections',
  kind: 'section',
  sections: [
    s(1, 'Scope and Who We Are', 'info', [
      p(
        `This policy applies to personal information processed by ${company.legalName}, a company registered in India with its office at ${company.address.lines.join(', ')}. It covers this website, our merchant onboarding and dashboard, our checkout pages and payment APIs, and any e-mail, phone or chat conversation you have with us.`,
      ),
      p('It applies to three groups of people:'),
      ul(
        [
          strong('Merchants'),
          ' – businesses and individuals who register with us to accept payments or send payouts, together with their directors, partners, proprietors, authorised signatories and staff users.',
        ],
        [strong('Customers'), ' – people who pay a merchant through our checkout, payment links, QR codes or APIs.'],
        [strong('Visitors'), ' – anyone who browses this website or sends us an enquiry.'],
      ),
      p(
        "When a merchant collects information about its own customers outside our platform (for example in its own shop or app), the merchant decides how that information is used and its own privacy notice applies. We process customer payment data on the merchant's behalf and on behalf of the banks that settle the payment.",
      ),
    ]),
    s(2, 'Information We Collect from Merchants', 'briefcase', [
      p('To open, verify and run a merchant account we collect:'),
      ul(
        'Business details: legal name, trading name, constitution (proprietorship, partnership, LLP, company, trust or society), registered and operating addresses, website or app URL, business category and a description of the goods or services sold.',
        'Contact details of the people who run the account: names, designations, e-mail addresses and mobile numbers.',
        'Identity and tax documents required for KYC, described in section 5.',
        'Settlement details: the bank account and IFSC into which we pay settlements, and proof that the account belongs to the business.',
        'Account activity: log-ins, API key generation, configuration changes, IP addresses and device information used to access the dashboard.',
        'Transaction records: the payments, refunds, chargebacks, settlements and payouts processed for the business.',
        'Correspondence: support tickets, e-mails, call notes and chat messages exchanged with our team.',
      ),
    ]),
    s(3, 'Information We Collect About Customers', 'users', [
      p(
        'When a customer pays a merchant through our platform we receive only what is needed to process, secure and reconcile that payment:',
      ),
      ul(
        'Payment details: the payment mode chosen, card network and issuing bank, the last digits of the card, UPI ID (VPA) or bank account reference, and the payment token where a card is saved.',
        "Order details passed to us by the merchant: amount, currency, order reference and, where the merchant sends them, the customer's name, e-mail address and mobile number.",
        'Technical data: IP address, device and browser type, and time of the transaction, used for fraud checks and to prove that the payment was authorised.',
        'Outcome data: authorisation responses, bank reference numbers, refund and chargeback status.',
      ),
      p(
        'We do not ask customers for information that is not needed to complete or protect the payment, and we do not build marketing profiles of customers.',
      ),
    ]),
    s(4, 'Card Data and Tokenisation', 'card', [
      p(
        "Card data is handled under the RBI's directions on card-on-file tokenisation. We and our merchants do not store full card numbers, expiry dates or CVVs after a payment is authorised. Where a customer chooses to save a card for future payments, the card is stored as a ",
        strong('token'),
        " issued through the card network, with the customer's explicit consent and additional authentication.",
      ),
      ul(
        'A token works only for the merchant and device context it was issued for; it cannot be used to pay anywhere else.',
        'The CVV and the one-time password are never stored, by us or by the merchant.',
        'A customer can withdraw consent and have a saved token deleted at any time through the merchant or through the card issuer.',
        "Card details are entered on pages and fields controlled by us, so the merchant's own servers do not see the full card number.",
      ),
      p(
        'Our card processing environment is operated in line with the Payment Card Industry Data Security Standard (PCI DSS).',
      ),
    ]),
    s(5, 'KYC and Verification Data', 'shield', [
      p(
        "Before a merchant can accept live payments we must verify the business and the people behind it, as required by the RBI's directions on payment aggregators and by anti-money-laundering law. For this we collect and check:",
      ),
      ul(
        'PAN of the business and of its proprietor, partners or directors.',
        'GSTIN, certificate of incorporation, partnership deed or other registration documents, as applicable to the business.',
        'Officially valid documents establishing the identity and address of the authorised signatories, and where required, a video or in-person verification.',
        'A cancelled cheque or bank statement for the settlement account.',
        "Information about the business's website or app, its policies, and the goods and services it sells, to confirm it is not in a prohibited category.",
      ),
      p(
        'We may verify these documents with government databases, credit information companies, banks and verification service providers. We repeat these checks periodically and when a business changes materially.',
      ),
    ]),
    s(6, 'How We Use Information', 'settings', [
      p('We use personal information only for the following purposes:'),
      ul(
        'To open and verify merchant accounts and to keep KYC records up to date.',
        'To route, authorise, settle, refund and reconcile payments and payouts.',
        'To detect, prevent and investigate fraud, money laundering, chargeback abuse and other prohibited activity.',
        'To handle customer complaints, refunds, chargebacks and grievances.',
        'To send service messages: transaction alerts, settlement reports, security notices and changes to our terms.',
        'To meet our obligations to the RBI, to the banks and card networks we work with, and to tax and law-enforcement authorities.',
        'To answer enquiries sent through this website. The contact form collects your name, e-mail address, phone number, the service you are interested in and your message, and delivers them to our team by e-mail through a third-party e-mail delivery service.',
        'To improve the reliability and performance of our services, using aggregated data that does not identify individuals.',
      ),
      p(
        'We will send a merchant information about our own products only where the merchant has agreed to receive it, and every such message carries a way to opt out. We never use customer payment data to market to customers.',
      ),
    ]),
    s(7, 'Consent and Lawful Processing', 'check', [
      p(
        'We process personal information on the basis of your consent, which you give when you register with us, submit an enquiry, or authorise a payment, and on the basis of legitimate uses permitted by law, such as complying with RBI directions, anti-money-laundering rules, tax law, court orders and requests from authorities.',
      ),
      p(
        'Where processing depends on your consent, you may withdraw it by writing to us. Withdrawing consent does not affect processing already carried out, and it may mean we can no longer provide a service: a merchant account cannot operate without KYC, and a payment cannot be processed without payment details. Records that the law requires us to keep are retained even after consent is withdrawn, as described in section 10.',
      ),
    ]),
    s(8, 'Sharing with Banks, Card Networks and Service Providers', 'bank', [
      p('We do not sell personal information. We share it only as far as needed with:'),
      ul(
        [
          strong('Acquiring banks and sponsor banks'),
          ' that process and settle payments, hold the nodal or escrow account, and must themselves verify merchants.',
        ],
        [
          strong('Card networks, UPI and other payment systems'),
          " that carry the transaction between the customer's bank and the merchant's bank, and that run chargeback and fraud-reporting processes.",
        ],
        [
          strong('The merchant'),
          ' that the customer paid, which receives the payment status and the details needed to fulfil the order and handle refunds.',
        ],
        [
          strong('Verification and risk partners'),
          ' that check identity documents, bank accounts and fraud signals on our behalf.',
        ],
        [
          strong('Technology service providers'),
          ' that host our systems, deliver e-mail and SMS, and provide support tools, under written contracts that require confidentiality and security.',
        ],
        [
          strong('Regulators, courts and law-enforcement agencies'),
          ' when the law requires it or when we must protect customers, merchants or ourselves from fraud.',
        ],
      ),
      p(
        'If our business is reorganised or sold, information may pass to the successor, which will remain bound by this policy.',
      ),
    ]),
    s(9, 'Where Your Data Is Stored', 'server', [
      p(
        "In line with the RBI's directions on storage of payment system data, the full end-to-end data of payments processed through us is stored only on systems located in India. Where a cross-border leg of a transaction must be processed abroad, any copy held outside India is deleted and brought back to India as those directions require.",
      ),
      p(
        'Other information, such as website enquiries, may be handled by service providers with infrastructure outside India. When that happens we make sure the provider protects the information to the standard described in this policy.',
      ),
    ]),
    s(10, 'How Long We Keep Information', 'clock', [
      p(
        'We keep personal information for as long as the account or relationship is active, and afterwards for the periods that the law, the RBI and the card networks require, for example for transaction records, KYC records and records needed to handle chargebacks, audits and legal claims.',
      ),
      ul(
        'KYC and transaction records are kept for the period prescribed by anti-money-laundering law and RBI directions, counted from the end of the business relationship or the date of the transaction.',
        'Website enquiries that do not lead to a business relationship are deleted once they are no longer needed to answer you.',
        'Card tokens are deleted when the customer withdraws consent, when the card expires or is replaced, or when the merchant relationship ends.',
      ),
      p(
        'When the retention period ends we delete the information or anonymise it so that it no longer identifies anyone.',
      ),
    ]),
    s(11, 'How We Protect Information', 'lock', [
      p('We apply administrative, technical and physical safeguards appropriate to payment data, including:'),
      ul(
        'Encryption of data in transit with TLS and encryption of sensitive data at rest.',
        'Tokenisation of card data and separation of the card processing environment from other systems.',
        'Role-based access limited to staff who need the information for their work, with multi-factor authentication and access logs.',
        'Continuous monitoring, vulnerability scanning and periodic security audits of our systems and suppliers.',
        'An incident response process under which we contain security incidents and inform affected people, banks and authorities as the law requires.',
      ),
      p(
        'Merchants are responsible for keeping their dashboard credentials and API keys secret. No system is perfectly secure, so please tell us at once if you suspect that your account or data has been compromised.',
      ),
    ]),
    s(12, 'Cookies and Similar Technologies', 'eye', [
      p(
        'Our checkout pages and merchant dashboard use cookies and similar technologies that are strictly necessary to:',
      ),
      ul(
        'Keep a merchant signed in and protect the session from being hijacked.',
        'Hold the state of a payment while the customer is redirected to the bank for authentication.',
        'Recognise the device and browser as part of fraud prevention.',
      ),
      p(
        'We do not use cookies for third-party advertising. You can block or delete cookies in your browser settings; if you block strictly necessary cookies, checkout and the dashboard may not work.',
      ),
    ]),
    s(13, 'Your Rights and Choices', 'scale', [
      p('Subject to the law and to the records we must keep, you may ask us to:'),
      ul(
        'Tell you what personal information we hold about you and how we use it.',
        'Correct information that is inaccurate, incomplete or out of date.',
        'Erase information that is no longer needed for the purpose it was collected for and that we are not required to keep.',
        'Withdraw consent you have given, including consent to a saved card token.',
        'Nominate another person to exercise these rights on your behalf in the event of death or incapacity.',
      ),
      p(
        'Customers who paid a merchant may also contact that merchant, which holds the order and account details. To exercise your rights with us, write to ',
        link(company.email, privacyMail),
        '. We may ask you to confirm your identity before acting on a request.',
      ),
    ]),
    s(14, "Children's Privacy", 'heart', [
      p(
        'Our services are meant for adults. A merchant account can be opened only by a person who is at least 18 years old, acting for a business. We do not knowingly collect information from children through this website or our merchant services.',
      ),
      p(
        'Where a payment is made on behalf of a child, for example school fees, the information we receive is that of the paying adult. If you believe a child has given us personal information, contact us and we will delete it unless the law requires us to keep it.',
      ),
    ]),
    s(15, 'Grievance Officer and Contact', 'headset', [
      p(
        'If you have a question or a complaint about how your personal information is handled, write to our Grievance Officer:',
      ),
      ul(
        ['Grievance Officer, ', company.legalName],
        ['Address: ', company.address.lines.join(', ')],
        ['E-mail: ', link(company.email, grievanceMail), ' (please use the subject line "Privacy grievance")'],
        ['Phone: ', company.phone.display, ', ', company.businessHours.days, ', ', company.businessHours.hours],
      ),
      p(
        'Please include your name, your registered e-mail address or mobile number, and, for a payment, the transaction reference and date. Privacy grievances are handled free of charge and within the timelines set out in our ',
        link('Refund and Grievance Policy', '/refund-policy'),
        '.',
      ),
    ]),
    s(16, 'Changes to This Policy', 'file', [
      p(
        "We may update this policy when our services, our partners or the law change. The date at the top of this page shows when it was last updated. When a change materially affects how we use merchants' information, we will tell active merchants by e-mail or through the dashboard before the change takes effect.",
      ),
      p(
        'Continuing to use our services after an update takes effect means you accept the updated policy. Earlier versions are available on request.',
      ),
    ]),
  ],
  contact: {
    title: 'Questions About Your Privacy?',
    text: 'Write to us if you want to know what we hold about you, correct it, or raise a concern.',
    mailSubject: 'Privacy Policy enquiry',
    actionLabel: 'E-mail our privacy team',
  },
};
