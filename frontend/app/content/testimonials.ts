export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Six testimonials, shown three per carousel page. */
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'They rebuilt our claims workflow in four months. Processing time fell by three quarters and our dealers finally know where each claim stands.',
    name: 'Daniel Okafor',
    role: 'Head of Service Operations, manufacturing client',
  },
  {
    quote:
      'The team understood clinical work, not just code. Our physicians trusted the platform from the first week because verification was done right.',
    name: 'Dr. Meera Iyer',
    role: 'Founder, healthcare network',
  },
  {
    quote:
      'Our release cycle went from monthly to daily after their DevOps engagement, and the pipelines are simple enough for our own people to run.',
    name: 'Sofia Lindqvist',
    role: 'CTO, logistics company',
  },
  {
    quote:
      'I joined the .NET full-stack batch with no industry experience. Six months later I was writing production code for a bank.',
    name: 'Rahul Verma',
    role: 'Software Engineer, former student',
  },
  {
    quote:
      'We trained 120 engineers on Azure with them. The labs mirrored our own environment, so people applied what they learned the next Monday.',
    name: 'Angela Moreno',
    role: 'L&D Manager, IT services firm',
  },
  {
    quote:
      'Clear estimates, weekly demos and no surprises on the invoice. That is rarer than it should be, and it is why we keep coming back.',
    name: 'Thomas Becker',
    role: 'Managing Director, e-commerce retailer',
  },
];
