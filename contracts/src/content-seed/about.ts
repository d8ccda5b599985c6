import type { ABOUT_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/** The About page's copy and the skill bars of Home and About. `{token}`s are the company's figures. */
export const ABOUT: SeedDocument<'about'> = {
  kind: 'about',
  slug: 'company' satisfies typeof ABOUT_SLUG,
  data: {
    intro: [
      '{companyName} is a software development and IT training company. We design, build and support web, mobile, desktop, cloud and AI applications for businesses, and we train the developers who build them.',
      'Our two halves make each other better: our trainers teach what our engineers use on real projects, and our engineers learn from the questions of thousands of students every year.',
    ],
    // The company's own video is the editor's to add: no link to a channel that does not exist.
    video: null,
    whyUs: [
      {
        title: 'Experienced team',
        text: 'Senior engineers and trainers with an average of twelve years in the industry.',
        icon: 'users',
      },
      {
        title: 'Proven delivery',
        text: '{applications}+ applications delivered for {happyCustomers}+ happy customers, many still running.',
        icon: 'award',
      },
      {
        title: 'Security first',
        text: 'Secure coding, reviews and audits on every project.',
        icon: 'shield',
      },
      {
        title: 'Always available',
        text: 'Support agreements with response times agreed per system, including out-of-hours cover for critical systems.',
        icon: 'clock',
      },
    ],
    coreValues: [
      {
        title: 'Integrity',
        text: 'We tell clients and students the truth, even when it is not what they hoped to hear.',
        icon: 'handshake',
      },
      {
        title: 'Craft',
        text: 'We take pride in software that is simple, tested and easy to change.',
        icon: 'wrench',
      },
      {
        title: 'Learning',
        text: 'Everyone here teaches and everyone here learns, every week.',
        icon: 'book',
      },
      {
        title: 'Care',
        text: 'We treat every project and every student as if it were our only one.',
        icon: 'heart',
      },
    ],
    history:
      'Founded in {founded} as a small training centre with one classroom and twelve computers, {companyShortName} began building software for local businesses in {firstSoftwareProject}. By {trainedMilestone.year} our classrooms had trained {trainedMilestone.count} people; today {studentsTrained}+ students have trained with us, among them the teams of {corporateTrainingClients} corporations. In {years} years we have delivered {applications}+ applications for {happyCustomers}+ happy customers on four continents.',
    mission:
      'To help organisations and people do more with software: by building dependable applications and by teaching the skills to build them.',
    vision:
      'To be the partner companies call first when they need software built or a team trained, known for honest advice and work that lasts.',
    whyChoose: [
      'One partner for building software and upskilling your team',
      'Fixed-price phases with weekly demos and no hidden costs',
      'You own all code, designs and documentation',
      'Industry experience in insurance, healthcare, logistics, education and more',
      'Trainers who are practising engineers',
      'Support from the people who built your system',
    ],
    skills: [
      {
        label: 'Web Application Development',
        percent: 90,
      },
      {
        label: 'Cloud & DevOps Engineering',
        percent: 85,
      },
      {
        label: 'AI & Machine Learning',
        percent: 65,
      },
      {
        label: 'Mobile App Development',
        percent: 75,
      },
      {
        label: 'UI/UX Design',
        percent: 80,
      },
      {
        label: 'Corporate Training',
        percent: 85,
      },
    ],
  },
};
