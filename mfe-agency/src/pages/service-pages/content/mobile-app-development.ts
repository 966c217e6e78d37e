import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { appVisual } from './visuals';

const service = 'mobile-app-development';

export const mobileAppDevelopment: ServicePageContent = {
  slug: 'mobile-app-development',
  path: '/mobile-app-development',
  contactService: service,
  head: serviceHeads['mobile-app-development'],
  visual: appVisual,
  hero: {
    eyebrow: 'WebTech Solutions',
    title: 'Mobile App Development for Android and iOS',
    lead: 'From idea to app store: we design, build and launch native and cross-platform mobile apps that are fast, secure and a pleasure to use.',
    actions: [
      contactAction(service, 'Discuss your app'),
      { label: 'Explore all services', href: '/services', variant: 'secondary' },
    ],
    stats: [
      { value: claims.appsBuilt, label: 'Apps delivered' },
      { value: claims.satisfaction, label: 'Client satisfaction' },
      { value: claims.professionals, label: 'In-house professionals' },
    ],
    highlights: ['Android and iOS', 'Cross-platform', 'Store launch included'],
  },
  intro: {
    heading: {
      eyebrow: 'Mobile app development',
      title: 'Put your business in your customers’ pockets',
      lead: 'A good app is the fastest way back to a loyal customer.',
    },
    paragraphs: [
      [
        'Your customers already spend most of their screen time in apps. A well-built app gives them one tap to order, book, pay or get support, and gives you push notifications, richer data and a direct channel that no marketplace controls.',
      ],
      [
        'We handle the whole journey: product strategy, UI/UX, Android and iOS development, the backend and APIs behind the app, store submission and updates after launch. If you also need a browser version, the same backend serves your ',
        { text: 'web app', href: '/web-app-development' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Mobile app development services',
      lead: 'One team for design, development, backend and launch.',
    },
    cards: [
      {
        icon: 'mobile',
        title: 'Android App Development',
        description: 'Native Android apps in Kotlin, built for the wide range of devices your customers carry.',
        features: ['Material Design interfaces', 'Google Play submission', 'Works across screen sizes'],
      },
      {
        icon: 'mobile',
        title: 'iOS App Development',
        description: 'Native iPhone and iPad apps in Swift that feel at home on Apple devices.',
        features: ['Apple Human Interface guidelines', 'App Store submission', 'iPhone and iPad layouts'],
      },
      {
        icon: 'layers',
        title: 'Cross-Platform Apps',
        description: 'One codebase for Android and iOS with Flutter or React Native, to launch on both stores sooner.',
        features: ['Shared code for both platforms', 'Near-native performance', 'Lower maintenance effort'],
      },
      {
        icon: 'palette',
        title: 'App UI/UX Design',
        description:
          'User research, flows and high-fidelity screens, tested as clickable prototypes before development.',
        features: ['User flows and wireframes', 'Interactive prototypes', 'Design systems'],
      },
      {
        icon: 'server',
        title: 'App Backend and APIs',
        description: 'Secure APIs, databases, push notifications and admin panels that power your app.',
        features: ['Authentication and user accounts', 'Push notifications', 'Admin dashboard'],
      },
      {
        icon: 'settings',
        title: 'Maintenance and Updates',
        description: 'OS updates, bug fixes, performance tuning and new features after your app is live.',
        features: ['Crash monitoring', 'OS compatibility updates', 'Feature roadmap support'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step app development process' },
    steps: [
      {
        icon: 'lightbulb',
        title: 'Strategy and Discovery',
        description: 'We define your users, core features and success metrics, and choose native or cross-platform.',
      },
      {
        icon: 'pen',
        title: 'UI/UX Design',
        description: 'Wireframes and polished screens, tested as a clickable prototype you can try on your phone.',
      },
      {
        icon: 'code',
        title: 'Development and Testing',
        description: 'We build the app and its backend in iterations, testing on real devices at every stage.',
      },
      {
        icon: 'rocket',
        title: 'Launch and Growth',
        description: 'We publish to Google Play and the App Store, monitor stability and ship improvements.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why choose us for your mobile app' },
    cards: [
      {
        icon: 'award',
        title: 'Proven track record',
        description: `${claims.appsBuilt} apps delivered and ${claims.satisfaction} client satisfaction across industries.`,
      },
      {
        icon: 'users',
        title: 'Design, code and backend in-house',
        description: 'No hand-offs between agencies: the same team owns the app from first sketch to store listing.',
      },
      {
        icon: 'shield',
        title: 'Secure by default',
        description: 'Encrypted storage and traffic, secure authentication and careful handling of personal data.',
      },
      {
        icon: 'headset',
        title: 'Support after launch',
        description: 'We keep your app current with new OS versions and help you act on user feedback.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Apps we build for every industry',
      lead: 'Common kinds of app we design and launch.',
    },
    cards: [
      {
        icon: 'cart',
        title: 'E-commerce and Retail Apps',
        description: 'Catalogues, wishlists, one-tap checkout and order tracking that keep shoppers coming back.',
      },
      {
        icon: 'calendar',
        title: 'Booking and On-Demand Apps',
        description: 'Appointments, deliveries and services booked in a few taps, with live status updates.',
      },
      {
        icon: 'wallet',
        title: 'Fintech and Payment Apps',
        description: 'Wallets, UPI payments and account dashboards built with security and compliance in mind.',
        link: { label: 'UPI solutions', href: '/upi-solutions', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'heart',
        title: 'Health and Fitness Apps',
        description: 'Consultation booking, tracking, reminders and progress dashboards for patients and members.',
      },
      {
        icon: 'lightbulb',
        title: 'Education Apps',
        description: 'Courses, live classes, quizzes and progress tracking for learners on the move.',
      },
      {
        icon: 'briefcase',
        title: 'Enterprise and Field Apps',
        description: 'Apps for sales teams, field staff and operations, with offline mode and sync.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What a mobile app does for your business' },
    items: [
      'A direct channel to customers through push notifications',
      'Faster repeat orders and bookings than a mobile website',
      'Higher engagement and loyalty from your best customers',
      'Access to device features such as camera, location and biometrics',
      'Better insight into how customers use your product',
      'A stronger, more modern brand presence',
    ],
    cta: {
      title: 'Have an app idea?',
      lead: 'Share it with us. We will help you shape the first version, estimate it and plan the launch.',
      action: contactAction(service, 'Get an app estimate'),
    },
  },
  tools: {
    heading: { eyebrow: 'Technology', title: 'Mobile technologies we work with' },
    label: 'Mobile app development technologies',
    logos: [
      { name: 'Kotlin', icon: 'code' },
      { name: 'Swift', icon: 'code' },
      { name: 'Flutter', icon: 'layers' },
      { name: 'React Native', icon: 'cpu' },
      { name: 'Firebase', icon: 'bolt' },
      { name: 'Node.js', icon: 'server' },
      { name: 'Figma', icon: 'pen' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s build your mobile app',
    lead: 'Tell us about your idea and your users. We will reply with a recommended approach and an estimate.',
    action: 'Get a free consultation',
    topic: 'a mobile app project',
  }),
};
