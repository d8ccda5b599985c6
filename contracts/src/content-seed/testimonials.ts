/**
 * Six testimonials, shown three per carousel page: each person's role and company (the clients of the
 * clients strip; a former student's employer).
 */
import type { SeedDocument } from './seed-document.js';

export const TESTIMONIALS: SeedDocument<'testimonial'>[] = [
  {
    kind: 'testimonial',
    slug: 'daniel-okafor',
    data: {
      quote:
        'They rebuilt our claims workflow in four months. Processing time fell by three quarters and our dealers finally know where each claim stands.',
      name: 'Daniel Okafor',
      role: 'Head of Service Operations',
      company: 'Trivana Motor Works',
      photo: null,
      logo: null,
      consent: true,
      order: 0,
    },
  },
  {
    kind: 'testimonial',
    slug: 'dr-meera-iyer',
    data: {
      quote:
        'The team understood clinical work, not just code. Our physicians trusted the platform from the first week because verification was done right.',
      name: 'Dr. Meera Iyer',
      role: 'Founder and Medical Director',
      company: 'Medhavi Health Network',
      photo: null,
      logo: null,
      consent: true,
      order: 1,
    },
  },
  {
    kind: 'testimonial',
    slug: 'sofia-lindqvist',
    data: {
      quote:
        'Our release cycle went from monthly to daily after their DevOps engagement, and the pipelines are simple enough for our own people to run.',
      name: 'Sofia Lindqvist',
      role: 'Chief Technology Officer',
      company: 'Kallvik Freight',
      photo: null,
      logo: null,
      consent: true,
      order: 2,
    },
  },
  {
    kind: 'testimonial',
    slug: 'rahul-verma',
    data: {
      quote:
        'I joined the .NET full-stack batch with no industry experience. Six months later I was writing production code for a payments company.',
      name: 'Rahul Verma',
      role: 'Software Engineer, alumnus of our .NET full-stack course',
      company: 'Tarini Payments',
      photo: null,
      logo: null,
      consent: true,
      order: 3,
    },
  },
  {
    kind: 'testimonial',
    slug: 'angela-moreno',
    data: {
      quote:
        'We trained 120 engineers on Azure with them. The labs mirrored our own environment, so people applied what they learned the next Monday.',
      name: 'Angela Moreno',
      role: 'Learning and Development Manager',
      company: 'Solvanta IT Services',
      photo: null,
      logo: null,
      consent: true,
      order: 4,
    },
  },
  {
    kind: 'testimonial',
    slug: 'thomas-becker',
    data: {
      quote:
        'Clear estimates, weekly demos and no surprises on the invoice. That is rarer than it should be, and it is why we keep coming back.',
      name: 'Thomas Becker',
      role: 'Managing Director',
      company: 'Lindenhaus Home',
      photo: null,
      logo: null,
      consent: true,
      order: 5,
    },
  },
];
