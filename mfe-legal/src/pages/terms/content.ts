/**
 * Terms of Service (/terms): hero 'Last updated: 16th September 2025', clauses numbered continuously
 * from 1 (SPEC §2, §6, §9). Clause 15 is the prohibited goods and services clause; other clauses refer
 * to it by number, so keep the numbering stable (the unit test checks it).
 * All copy lives here as typed data; TermsPage renders it through LegalDocumentPage.
 */

import { company, mailHref } from '@site/company';
import type { LegalDocument } from '../legal-types';
import { em, link, p, sectionsOf, strong, ul } from '../legal-types';

const c = sectionsOf('clause');

/** A link to another clause of these terms (deep link: opens and scrolls to it). */
const clauseLink = (number: number) => link(`clause ${number}`, `/terms#clause-${number}`);

const us = company.name;

export const termsOfService: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Terms of Service',
  lead: `The agreement between ${us} and the merchants who use our payment gateway, payouts and related services to accept and move money.`,
  dateLabel: 'Last updated: 16th September 2025',
  isoDate: '2025-09-16',
  intro: [
    p(
      'Please read these Terms of Service carefully before you register with us or use our services. They explain what we do as an intermediary between you, your customers, the acquiring banks and the card networks, what you agree to do in return, and what happens when a payment is disputed or these terms are broken.',
    ),
    p(
      'How we collect and use personal information is set out in our ',
      link('Privacy Policy', '/privacy'),
      ', and how refunds and grievances are handled is set out in our ',
      link('Refund and Grievance Policy', '/refund-policy'),
      '. Both form part of these terms.',
    ),
  ],
  sectionsHeading: 'Terms and conditions',
  kind: 'clause',
  sections: [
    c(1, 'Agreement to Terms', 'file', [
      p(
        `These Terms of Service ("Terms") form a legally binding agreement between you and ${company.legalName} ("${us}", the "Platform", "we", "us" or "our"). They govern your access to this website, our merchant dashboard, our checkout pages, our APIs and every payment, payout and related service we provide (together, the "Services").`,
      ),
      p(
        'By creating an account, clicking to accept these Terms, generating API keys or using any of the Services, you confirm that you have read, understood and accepted these Terms, the ',
        link('Privacy Policy', '/privacy'),
        ' and the ',
        link('Refund and Grievance Policy', '/refund-policy'),
        '. If you accept these Terms on behalf of a business, you confirm that you are authorised to bind that business. If you do not agree, do not use the Services.',
      ),
      p(
        'These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not require a physical or digital signature.',
      ),
    ]),
    c(2, 'Definitions', 'info', [
      p('In these Terms, unless the context requires otherwise:'),
      ul(
        [
          strong('"Platform"'),
          `, "we", "us" or "our" means ${company.legalName}, which provides payment aggregation, payment gateway, payout and related technology services and acts only as an intermediary between the parties to a payment.`,
        ],
        [
          strong('"User"'),
          ' or ',
          strong('"Merchant"'),
          ', "you" or "your" means any individual, sole proprietorship, partnership, LLP, company, trust, society or other entity that registers with the Platform to accept payments, make payouts or otherwise use the Services.',
        ],
        [
          strong('"Customer"'),
          ' or ',
          strong('"Payer"'),
          ' means any person who makes a payment to a Merchant through the Services for goods or services offered by that Merchant.',
        ],
        [
          strong('"Payee"'),
          ' or ',
          strong('"Service Provider"'),
          ' means the person entitled to receive a payment for supplying goods or services to a Customer. Where a Merchant itself supplies the goods or services, the Merchant is the Payee; where it collects on behalf of another supplier, both are bound by these Terms in respect of that payment.',
        ],
        [
          strong('"Acquiring Bank"'),
          ' means a bank or regulated financial institution with which the Platform has an arrangement to acquire, process and settle Transactions, including the bank that maintains the escrow account in which Customer payments are held before settlement.',
        ],
        [
          strong('"Card Network"'),
          ' means a card scheme or payment system, such as Visa, Mastercard, RuPay or American Express, and, for UPI, the National Payments Corporation of India, whose rules apply to a Transaction.',
        ],
        [
          strong('"Transaction"'),
          ' means any payment instruction initiated by a Customer in favour of a Merchant, or by a Merchant for a payout, that is processed through the Services.',
        ],
        [
          strong('"Chargeback"'),
          ' means a demand by a Customer, an issuing bank, an Acquiring Bank or a Card Network to reverse a Transaction that has already been processed, together with any related fee or assessment.',
        ],
        [
          strong('"Refund"'),
          ' means the return of all or part of a Transaction amount to the Customer at the request of the Merchant or under the Refund and Grievance Policy.',
        ],
        [
          strong('"Settlement"'),
          " means the transfer of Transaction amounts, less applicable fees, taxes, Refunds, Chargebacks and other amounts due to the Platform, to the Merchant's registered bank account.",
        ],
        [
          strong('"Unsettled Funds"'),
          " means amounts received for a Merchant's Transactions that have not yet been settled to the Merchant.",
        ],
        [
          strong('"Merchant ID"'),
          ' means the unique identifier issued to a Merchant when its account is approved, under which its Transactions are processed.',
        ],
        [
          strong('"API Keys"'),
          ' means the credentials issued to a Merchant to use the Services programmatically. ',
          strong('"Live Keys"'),
          " are the API Keys that process real money; the date on which a Merchant's Live Keys are first generated marks the start of its live operations.",
        ],
        [
          strong('"RBI"'),
          ' means the Reserve Bank of India, and ',
          strong('"Applicable Law"'),
          ' means every law, regulation, direction, circular and guideline in force in India that applies to the Services, including those issued by the RBI and the rules of the Card Networks.',
        ],
        [
          strong('"Business Day"'),
          ' means a day on which banks are open for general business in Mumbai, other than a Sunday or a public holiday.',
        ],
      ),
    ]),
    c(3, 'Eligibility', 'users', [
      p('You may use the Services only if:'),
      ul(
        'you are at least 18 years old and competent to contract under the Indian Contract Act, 1872;',
        'you act for a business that is lawfully constituted and operating in India and holds every licence and registration its activity requires;',
        'you, your business and its owners and directors are not barred from receiving payment services by any court, regulator, Acquiring Bank or Card Network; and',
        ['your business does not deal in any of the prohibited goods and services listed in ', clauseLink(15), '.'],
      ),
      p(
        'We may ask for proof of eligibility at any time. If we find that you were not eligible when you registered, or have stopped being eligible, we may refuse, suspend or close your account under ',
        clauseLink(23),
        '.',
      ),
    ]),
    c(4, 'Sign Up and Registration', 'pen', [
      p(
        'To use the Services you must create an account by completing our sign-up form with accurate, current and complete information about yourself and your business, and then complete the verification described in ',
        clauseLink(11),
        '. Until verification is complete you may use test API Keys only; Live Keys are issued when your account is approved.',
      ),
      ul(
        'You may register only one account per business unless we agree otherwise in writing.',
        'You must register with a business e-mail address and a mobile number that you control, and keep them reachable: we use them for security alerts and notices under these Terms.',
        "You must not register using another person's identity, or a business you are not authorised to represent.",
        'We may accept or decline any application at our discretion, including on the advice of an Acquiring Bank, and we are not obliged to give reasons.',
      ),
    ]),
    c(5, 'Information We Collect', 'database', [
      p('When you register and use the Services we collect:'),
      ul(
        'information about your business, its owners, directors, partners and authorised signatories, including the documents needed for KYC;',
        'your settlement bank account details;',
        'information about your website, app, products, prices and customer policies;',
        'Transaction data, including data about your Customers that is needed to process, secure and reconcile their payments; and',
        'technical data about how you access the Services, such as IP addresses, devices and log-in records.',
      ),
      p(
        'Exactly what we collect, why, and for how long we keep it is described in our ',
        link('Privacy Policy', '/privacy'),
        ". You confirm that you have every consent and notice needed under Applicable Law to share your Customers' information with us for these purposes.",
      ),
    ]),
    c(6, 'Our Servers and Data Storage', 'server', [
      p(
        "The Services run on servers operated by us or by hosting providers under contract with us. In line with the RBI's directions on storage of payment system data, the full data of Transactions processed through us is stored on systems located in India.",
      ),
      p(
        'You must not attempt to gain unauthorised access to our servers, probe, scan or test their vulnerability, interfere with their operation, or send them malicious code or traffic beyond normal use of our published APIs. If you find a security weakness, report it to us privately and do not exploit or disclose it.',
      ),
      p(
        'We work to keep the Services available and may carry out planned maintenance, which we will try to schedule at times of low traffic and announce in advance where practicable.',
      ),
    ]),
    c(7, 'Registration Data and Account Security', 'lock', [
      p(
        'You are responsible for keeping the information you gave us at registration accurate. Tell us promptly, and in any case before it takes effect where possible, about any change to your ownership, directors, constitution, business activity, website, settlement account or contact details.',
      ),
      ul(
        'Keep your dashboard passwords, one-time passwords and API Keys confidential, and give access only to staff who need it.',
        'Rotate your API Keys at once if you suspect they have been exposed, and tell us immediately of any unauthorised use of your account.',
        'You are responsible for every action taken and every Transaction initiated through your account and API Keys, unless it resulted from our own negligence.',
      ),
      p('We may act on any instruction that appears to come from your account without further verification.'),
    ]),
    c(8, 'Uses of Information', 'settings', [
      p('We use the information you and your Customers provide to:'),
      ul(
        'verify you and keep your KYC up to date;',
        'process, route, authorise, settle, refund and reconcile Transactions;',
        'detect, prevent and investigate fraud, money laundering and breaches of these Terms;',
        'handle Customer complaints, Chargebacks and grievances;',
        'comply with Applicable Law and with requests of the RBI, Acquiring Banks, Card Networks, tax authorities and law-enforcement agencies; and',
        'send you service notices and, where you have agreed, information about our products.',
      ),
      p(
        'We share information with Acquiring Banks, Card Networks, verification partners and service providers only as far as these purposes require. Our full practices, and the rights of you and your Customers, are set out in the ',
        link('Privacy Policy', '/privacy'),
        '.',
      ),
    ]),
    c(9, 'Role of the Platform as Intermediary', 'route', [
      p(
        'The Platform is a technology service provider and payment intermediary. We facilitate the collection of payments from Customers and their settlement to Merchants through Acquiring Banks and Card Networks. We are not a party to the contract of sale or service between a Merchant and its Customers.',
      ),
      ul(
        'We do not sell, own, inspect or deliver the goods or services for which a Customer pays, and we make no representation about their quality, legality, delivery or fitness for purpose.',
        'Any dispute about the goods or services themselves is between the Merchant and the Customer; we will help only by passing on information and processing Refunds and Chargebacks as these Terms describe.',
        'Customer payments are held in an escrow account with an Acquiring Bank until settlement, as the RBI requires. We do not pay interest on amounts awaiting settlement.',
      ),
    ]),
    c(10, 'Our Services', 'layers', [
      p('Subject to these Terms and to your account being approved, we provide:'),
      ul(
        'payment collection through hosted checkout pages, payment links, QR codes and APIs;',
        'payouts to bank accounts and UPI IDs of your vendors, customers or staff;',
        'a dashboard with Transaction, Settlement, Refund and Chargeback reports; and',
        'developer tools, test environments and integration support.',
      ),
      p(
        'We may add, change or withdraw features, payment modes or partner banks from time to time. Some Services may be subject to additional terms that we will show you before you use them; if they conflict with these Terms, the additional terms prevail for that Service.',
      ),
    ]),
    c(11, 'Know Your Customer (KYC) and Verification', 'shield', [
      p(
        "Before issuing Live Keys, and periodically afterwards, we verify your business as required by the RBI's directions on payment aggregators, anti-money-laundering law and the requirements of our Acquiring Banks. You agree to provide promptly every document and piece of information we ask for, including PAN, GSTIN, registration documents, identity and address proofs of owners and signatories, and proof of your settlement bank account.",
      ),
      p(
        'We may verify your information with government databases, banks, credit information companies and verification providers, and visit or call your place of business. We may limit Transaction volumes, delay Settlements or refuse Live Keys until verification is complete to our satisfaction.',
      ),
    ]),
    c(12, 'Payment Modes', 'card', [
      p(
        'Depending on your account configuration and the availability of our partner banks, Customers may pay, and you may receive Settlements and make payouts, through the following modes:',
      ),
      ul('IMPS', 'NEFT', 'RTGS', 'credit and debit cards', 'net-banking', 'UPI'),
      p(
        'Each mode is governed by the rules of the bank or payment system that operates it, including its limits, cut-off times and authentication requirements, and we may enable or disable a mode for your account where those rules or our risk assessment require. A Transaction is complete only when the bank or payment system confirms it as successful.',
      ),
    ]),
    c(13, 'Settlement of Funds', 'bank', [
      p(
        'We will settle successful Transaction amounts to your registered bank account on the settlement cycle shown in your dashboard, after deducting our fees, applicable taxes, Refunds, Chargebacks, penalties and any other amounts you owe us under these Terms.',
      ),
      ul(
        'Settlements are made only to a bank account in the name of your business that we have verified.',
        'We may change your settlement cycle, or hold all or part of a Settlement, where your risk profile changes, where your Chargeback or Refund levels are unusually high, or as described in clause 23.',
        'If we settle an amount to you in error, you must return it on demand, and we may recover it from later Settlements.',
        'You must review your Settlement reports and tell us about any discrepancy promptly.',
      ),
    ]),
    c(14, 'Fees, Charges and Taxes', 'rupee', [
      p(
        'You agree to pay the fees set out in your commercial agreement or shown in your dashboard at the time of the Transaction. Unless stated otherwise, fees are exclusive of GST and other taxes, which are charged in addition.',
      ),
      ul(
        'Fees are deducted from Settlements. If Settlements are not enough to cover them, you must pay the balance on demand.',
        'Fees charged on a Transaction are not returned if the Transaction is later refunded or charged back, except where the Refund and Grievance Policy provides otherwise.',
        'We may revise our fees by giving you notice in advance; continuing to use the Services after a revision takes effect means you accept it.',
      ),
    ]),
    c(15, 'Prohibited Goods and Services', 'alert', [
      p(
        'You must not use the Services to accept payments for, or in connection with, any of the following goods, services or activities, whether or not they are legal where you operate. This list reflects Applicable Law and the rules of our Acquiring Banks and Card Networks, and we may add to it by notice.',
      ),
      ul(
        'Adult goods and services, including pornography, sexually explicit material and escort services.',
        'Alcohol sold without the required licence, tobacco products sold in breach of law, and electronic cigarettes and similar devices banned in India.',
        'Narcotic drugs, psychotropic substances and drug paraphernalia; prescription medicines sold without a valid prescription or a pharmacy licence.',
        'Weapons, firearms, ammunition, explosives, fireworks and their parts, and knives or other items designed to cause harm.',
        'Gambling, betting, wagering, lotteries and games of chance played for money, except where expressly permitted by Applicable Law and approved by us in writing.',
        'Cryptocurrencies, virtual digital assets and tokens, unregulated investment or deposit schemes, chit funds operating without registration, and pyramid, Ponzi and multi-level marketing schemes.',
        'Foreign exchange trading, binary options and other remittances or investments not authorised under the Foreign Exchange Management Act and RBI directions.',
        'Lending, deposit-taking, insurance, securities or other financial services offered without the licence or registration the law requires.',
        'Counterfeit, replica or unauthorised goods, pirated software, music, films or games, and any goods or services that infringe intellectual property rights.',
        'Stolen goods, and government-issued documents, identity documents, personal data, bank or card details sold or traded without authority.',
        'Wildlife, endangered species and products derived from them, human organs and body parts, and antiquities traded without authorisation.',
        'Hazardous, toxic, radioactive or flammable materials sold in breach of law.',
        'Spyware, hacking tools, malware and services designed to gain unauthorised access to systems or data.',
        'Content or goods that promote hatred, violence, terrorism or discrimination, or that are obscene or defamatory.',
        'Cash, cash equivalents, prepaid instruments or gift cards resold in a way designed to move money rather than pay for goods or services.',
        'Processing payments on behalf of another business that is not registered with us ("transaction laundering"), or for any business activity other than the one you declared at registration.',
        'Any goods, services or activities that are illegal in India or that the RBI, an Acquiring Bank or a Card Network prohibits.',
      ),
      p(
        'If we believe you are dealing in prohibited goods or services, we may refuse or reverse the Transactions, suspend your account and Merchant ID, hold your Settlements and payouts under ',
        clauseLink(23),
        ', levy the penalty in ',
        clauseLink(24),
        ', and report the matter to the Acquiring Bank, the Card Networks and the authorities.',
      ),
    ]),
    c(16, 'Card Data and Tokenisation', 'lock', [
      p(
        "Card data is stored only as tokens, in line with the RBI's mandate on card-on-file tokenisation. Neither you nor we may store a Customer's full card number, expiry date or CVV after a Transaction is authorised.",
      ),
      ul(
        'You must not ask Customers for card numbers, CVVs, PINs or one-time passwords by any means other than our secure checkout or an integration that we have approved.',
        "A card may be saved for future payments only as a token, with the Customer's explicit consent and the additional authentication that the RBI requires.",
        'If you handle card data in your own systems with our approval, you must be compliant with PCI DSS and show us evidence of compliance on request.',
        'You must tell us immediately if you suspect that card data or other payment data has been compromised in your systems, and cooperate with any investigation.',
      ),
    ]),
    c(17, 'Merchant Obligations', 'briefcase', [
      p('While you use the Services you must:'),
      ul(
        'sell only the goods and services you declared at registration, and describe them, their prices and your delivery timelines accurately;',
        'publish on your website or app your terms of sale, privacy policy, refund and cancellation policy, shipping policy and contact details, and honour them;',
        'deliver the goods or services paid for, and keep proof of delivery;',
        'not split a single sale into several Transactions, add surcharges the rules do not allow, or process a Transaction that you know or suspect to be fraudulent;',
        'not accept payments for a business other than your own;',
        'comply with Applicable Law, including consumer protection, tax, data protection and anti-money-laundering law; and',
        'keep records of every Transaction and share them with us, the Acquiring Bank or the Card Networks on request.',
      ),
    ]),
    c(18, 'Customer Complaints', 'chat', [
      p(
        'A Customer must raise a complaint about a Transaction within 10 days of the Transaction, either with you or with us. You must give every Customer a clear way to contact you, and you must respond to and try to resolve complaints about your goods or services yourself.',
      ),
      p(
        'Where a complaint reaches us, we will forward it to you and you must respond with the information we ask for. Complaints about the payment itself, such as failed or duplicate debits, are handled under our ',
        link('Refund and Grievance Policy', '/refund-policy'),
        '.',
      ),
    ]),
    c(19, 'Refunds', 'refund', [
      p(
        'You may initiate a Refund of a successful Transaction, in full or in part, through your dashboard or our APIs. A Refund is processed back to the payment mode that the Customer used, and the Refund amount is deducted from your Unsettled Funds or, where these are not enough, must be paid by you on demand.',
      ),
      ul(
        'A Refund cannot exceed the original Transaction amount.',
        [strong('No Refund or Chargeback is processed after 180 days from the date of the Transaction.')],
        'Refunds for failed and multiple debits, and the time banks take to credit Refunds, are described in the Refund and Grievance Policy.',
        'Once you have initiated a Refund, you cannot cancel it, and you may not give the Customer a cash refund for a card or UPI payment.',
      ),
    ]),
    c(20, 'Chargebacks', 'repeat', [
      p(
        'When a Customer or issuing bank disputes a Transaction, we will notify you and debit the disputed amount from your Unsettled Funds, or ask you to pay it, until the dispute is decided. You must send us the evidence we ask for, such as invoices, proof of delivery and communication with the Customer, within the time stated in our notice.',
      ),
      ul(
        'The chargeback dispute resolution window is 45 days. We will represent your case to the Acquiring Bank and the Card Network within that window on the basis of the evidence you provide; if you do not provide it in time, the Chargeback may be accepted against you.',
        "Any Chargeback amount that we receive, whether returned by the Acquiring Bank in your favour or paid by you for the Customer's bank, is passed on to the party entitled to it within 7 days of our receiving it.",
        'No Refund or Chargeback is processed after 180 days from the date of the Transaction.',
        'The decision of the Card Network or Acquiring Bank on a Chargeback is final and binding on you. Any fee that they charge for a Chargeback is payable by you.',
        'If your Chargebacks are unusually high, we may hold Settlements or suspend your account under clause 23.',
      ),
    ]),
    c(21, 'Card-Network Fines and Penalties', 'percent', [
      p(
        'If a Card Network, an Acquiring Bank or a regulator levies a fine, penalty or assessment on us that arises from your Transactions, your business or your breach of these Terms, for example for excessive Chargebacks, prohibited goods or a data compromise, you must reimburse us in full within 5 days of our notice.',
      ),
      p(
        'If you do not reimburse us within 5 days of notice, we may recover the amount from your Unsettled Funds, and from later Settlements, without further notice to you.',
      ),
    ]),
    c(22, 'Fraud Prevention and Risk Monitoring', 'eye', [
      p(
        'We monitor Transactions for fraud, money laundering and breaches of these Terms, using automated systems and manual review. You agree that we may:',
      ),
      ul(
        'decline, delay or reverse any Transaction that appears suspicious;',
        'ask you for information about a Transaction, a Customer or your business, which you must provide promptly;',
        'set or change limits on Transaction value or volume for your account; and',
        'report suspicious Transactions to the Financial Intelligence Unit – India and other authorities as the law requires, without telling you.',
      ),
      p('We are not liable to you for any loss caused by our acting in good faith on a suspicion of fraud.'),
    ]),
    c(23, 'Suspension, Deactivation and Holding of Payouts', 'pause', [
      p(
        'We may, immediately and without prior notice, suspend or deactivate your account and your Merchant ID, stop processing Transactions, and hold your Settlements and payouts, if we suspect fraud or a breach of these Terms, or if:',
      ),
      ul(
        'you give us false, incomplete or misleading information, or fail to complete KYC;',
        'you deal in prohibited goods or services under clause 15;',
        'your Chargeback, Refund or fraud levels are unusually high, or Customers complain about you repeatedly;',
        'an Acquiring Bank, a Card Network, the RBI, a court or another authority instructs us to; or',
        'you become insolvent, or your business ceases to operate.',
      ),
      p(
        'Held amounts may be kept until our investigation and any related Chargebacks, Refunds, fines and penalties are resolved, and then applied towards amounts you owe us before any balance is released to you. Where the law allows, we will tell you the reason for the suspension and how you can respond.',
      ),
    ]),
    // The SPEC (§9) records two readings of this penalty: "at least 3% of earlier transactions" on the terms
    // page and "a minimum of 5% of transactions" elsewhere. We publish 3%: the terms page is the binding
    // document and carries 3%, and every page of the site must state the same figure (legal-content.test.ts
    // asserts 3% here and that no legal text mentions 5%).
    c(24, 'Penalty for Violation of Terms', 'scale', [
      p(
        'If you violate these Terms, including by dealing in prohibited goods or services, misrepresenting your business, processing Transactions for another business, or causing fines under ',
        clauseLink(21),
        ', you agree to pay us a penalty of ',
        strong('at least 3% of the value of all earlier Transactions'),
        ' processed through your account, counted from the date on which your Live Keys were generated.',
      ),
      p(
        'This penalty is a genuine pre-estimate of the loss, risk and cost that such a violation causes us with our Acquiring Banks and Card Networks. It is in addition to any Chargebacks, Refunds, fines and damages you owe, and we may recover it from your Unsettled Funds and held payouts under ',
        clauseLink(25),
        '.',
      ),
    ]),
    c(25, 'Set-off and Recovery of Dues', 'wallet', [
      p(
        'We may set off any amount you owe us under these Terms, including fees, taxes, Refunds, Chargebacks, card-network fines and penalties, against your Unsettled Funds, held payouts and later Settlements, and against any security deposit you have given us.',
      ),
      p(
        'If these are not enough, you must pay the balance on demand. We may also recover it through legal proceedings, and you will bear the reasonable costs of recovery.',
      ),
    ]),
    c(26, 'Records, Audit and Information Requests', 'file', [
      p(
        'You must keep accurate records of your Transactions, Customers, deliveries and Refunds for the period Applicable Law requires. On reasonable notice, you must give us, the Acquiring Bank, the Card Networks and the RBI, or auditors they appoint, access to these records and to your premises and systems to the extent needed to verify your compliance with these Terms.',
      ),
    ]),
    c(27, 'Intellectual Property', 'award', [
      p(
        `All rights in the Services, including our software, APIs, documentation, dashboard, website, trade marks and the ${us} name and logo, belong to us or our licensors. We grant you a limited, non-exclusive, non-transferable and revocable licence to use them only to receive the Services while these Terms are in force.`,
      ),
      p(
        'You may not copy, modify, reverse engineer, resell or build a competing service from the Services. You allow us to show your business name and logo as a user of the Services on our website and marketing material, unless you ask us in writing not to.',
      ),
    ]),
    c(28, 'Confidentiality', 'lock', [
      p(
        "Each party must keep confidential the other party's non-public business, technical and financial information received in connection with the Services, use it only for the purposes of these Terms, and disclose it only to employees, advisers, banks and authorities who need it and are bound to keep it confidential.",
      ),
      p(
        'This does not apply to information that is public through no fault of the receiving party, or that must be disclosed by law or by order of a court or regulator.',
      ),
    ]),
    c(29, 'Third-Party Services', 'link', [
      p(
        'The Services depend on Acquiring Banks, Card Networks, UPI and other payment systems, telecom operators and hosting providers that we do not control. We are not responsible for their delays, downtime or errors, although we will work with them to resolve any problem that affects your Transactions.',
      ),
      p(
        'Integrations, plug-ins or services offered by third parties are governed by their own terms, and you use them at your own risk.',
      ),
    ]),
    c(30, 'Disclaimer of Warranties', 'info', [
      p(
        'The Services are provided on an "as is" and "as available" basis. To the extent Applicable Law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and uninterrupted or error-free operation. We do not guarantee that any Transaction will be authorised by the bank or payment system concerned.',
      ),
    ]),
    c(31, 'Limitation of Liability', 'shield', [
      p('To the extent Applicable Law allows:'),
      ul(
        'we are not liable for any indirect, incidental, special, consequential or punitive loss, or for loss of profit, revenue, business, goodwill or data, however caused;',
        'we are not liable for any loss arising from the acts or omissions of Customers, Acquiring Banks, Card Networks, payment systems or other third parties, or from events described in clause 34; and',
        'our total liability to you for any claim arising out of or in connection with these Terms is limited to the fees we actually received from you for the Transactions that gave rise to the claim.',
      ),
    ]),
    c(32, 'Indemnity', 'users', [
      p(
        'You agree to indemnify and keep indemnified the Platform, its directors, employees and partner banks against every claim, loss, liability, fine, penalty, cost and expense, including reasonable legal fees, arising from:',
      ),
      ul(
        'your breach of these Terms or of Applicable Law;',
        'the goods or services you sell, and any dispute with your Customers;',
        'any fraud, negligence or wilful misconduct by you, your staff or your agents; and',
        'any compromise of payment data or API Keys in your systems.',
      ),
    ]),
    c(33, 'Term and Termination', 'x', [
      p(
        'These Terms apply from the moment you first use the Services until they are terminated. You may close your account at any time by writing to us. We may terminate these Terms and close your account by giving you notice, or immediately in the circumstances described in clause 23.',
      ),
      p(
        'On termination your Live Keys are deactivated. We will settle your remaining Unsettled Funds after deducting all amounts owed to us, and after holding what is reasonably needed to cover Refunds, Chargebacks, fines and penalties that may still arise on your Transactions. Clauses that by their nature should survive termination, including those on Refunds, Chargebacks, penalties, set-off, confidentiality, indemnity, limitation of liability and dispute resolution, continue to apply.',
      ),
    ]),
    c(34, 'Force Majeure', 'cloud', [
      p(
        'Neither party is liable for a delay or failure to perform caused by events beyond its reasonable control, such as natural disasters, epidemics, war, riots, acts of government, failures of banks, payment systems, power or telecommunication networks, or cyber attacks that could not reasonably have been prevented. This clause does not excuse payment obligations, Refunds or Chargebacks owed under these Terms.',
      ),
    ]),
    c(35, 'Changes to These Terms', 'pen', [
      p(
        'We may change these Terms to reflect changes in the Services, in the requirements of our Acquiring Banks and Card Networks, or in Applicable Law. We will publish the updated Terms on this page with a new "last updated" date and, for material changes, tell you by e-mail or through the dashboard before they take effect.',
      ),
      p(
        'If you continue to use the Services after a change takes effect, you accept the updated Terms. If you do not agree with a change, you may close your account under clause 33.',
      ),
    ]),
    c(36, 'Governing Law and Dispute Resolution', 'scale', [
      p('These Terms are governed by the law of India.'),
      p(
        'Any dispute, claim or difference arising out of or in connection with these Terms or the Services, including any question about their existence, validity or termination, shall first be raised with us in writing so that we can try to settle it amicably. If it is not settled, it shall be referred to and finally resolved by arbitration under the Arbitration and Conciliation Act, 1996:',
      ),
      ul(
        [
          'the tribunal shall consist of a ',
          strong('sole arbitrator'),
          ' appointed by agreement of the parties or, failing agreement, in accordance with that Act;',
        ],
        ['the ', strong('seat and venue of arbitration shall be Mumbai'), ', India;'],
        'the arbitration shall be conducted in English; and',
        'the award shall be final and binding on the parties.',
      ),
      p(
        'Subject to the arbitration agreement, the courts at Mumbai have exclusive jurisdiction over matters arising from these Terms, including applications for interim relief.',
      ),
    ]),
    c(37, 'Notices and Grievance Redressal', 'mail', [
      p(
        'We send notices to the e-mail address and mobile number registered with your account, or show them in your dashboard; they take effect when sent. You may send notices and grievances to us at ',
        link(company.email, mailHref('Notice under Terms of Service')),
        ` or by post to ${company.legalName}, ${company.address.lines.join(', ')}.`,
      ),
      p(
        'Grievances about Transactions, Refunds or the Services are acknowledged and resolved, free of charge, within the timelines set out in our ',
        link('Refund and Grievance Policy', '/refund-policy'),
        '.',
      ),
    ]),
    c(38, 'General Provisions', 'settings', [
      ul(
        [
          strong('Entire agreement.'),
          ' These Terms, together with the Privacy Policy, the Refund and Grievance Policy and any commercial agreement or additional terms we have agreed with you, are the entire agreement between us about the Services.',
        ],
        [
          strong('Assignment.'),
          ' You may not assign or transfer your rights or obligations under these Terms without our written consent. We may assign them to an affiliate or a successor to our business.',
        ],
        [
          strong('Severability.'),
          ' If any provision is held invalid or unenforceable, the rest of these Terms remains in force, and the provision is read down to the extent needed to make it enforceable.',
        ],
        [strong('Waiver.'), ' A delay or failure to exercise a right is not a waiver of it.'],
        [
          strong('Relationship.'),
          ' Nothing in these Terms creates a partnership, joint venture, agency or employment relationship between you and us.',
        ],
        [
          strong('Language.'),
          ' These Terms are written in English; any translation is for convenience only, and the English version prevails.',
        ],
      ),
      p(em('Thank you for reading these Terms. If anything is unclear, ask us before you accept them.')),
    ]),
  ],
  contact: {
    title: 'Questions About Our Terms?',
    text: 'If you have a question about these terms, your account, a settlement or a disputed payment, e-mail us and our team will help.',
    mailSubject: 'Terms of Service enquiry',
    actionLabel: 'E-mail us about the terms',
  },
};
