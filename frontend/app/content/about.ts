import type { FiguresData } from '@orbitwise/contracts/content';
import { FIGURES, figureText, grouped } from './figures';
import type { IconName } from './services';

/** The About page's text with these figures (its loader hands the published ones). */
export const aboutContent = (figures: FiguresData = FIGURES) => {
  const FIGURE_TEXT = figureText(figures);
  return {
    intro: [
      'Orbitwise Technologies is a software development and IT training company. We design, build and support web, mobile, desktop, cloud and AI applications for businesses, and we train the developers who build them.',
      'Our two halves make each other better: our trainers teach what our engineers use on real projects, and our engineers learn from the questions of thousands of students every year.',
    ],
    whyUs: [
      {
        title: 'Experienced team',
        text: 'Senior engineers and trainers with an average of twelve years in the industry.',
        icon: 'users',
      },
      {
        title: 'Proven delivery',
        text: `More than ${FIGURE_TEXT.applications} delivered for ${FIGURE_TEXT.happyCustomers}, many still running.`,
        icon: 'award',
      },
      {
        title: 'Security first',
        text: 'Secure coding, reviews and audits on every project.',
        icon: 'shield',
      },
      {
        title: 'Always available',
        text: 'Support plans up to 24/7 with guaranteed response times.',
        icon: 'clock',
      },
    ] satisfies { title: string; text: string; icon: IconName }[],
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
    ] satisfies { title: string; text: string; icon: IconName }[],
    video: { label: 'Watch our story on YouTube', href: 'https://www.youtube.com/@orbitwise-example' },
    history:
      `Founded in ${figures.founded} as a small training centre with one classroom and twelve computers, Orbitwise began building software for local businesses in ${figures.firstSoftwareProject}. ` +
      `By ${figures.trainedMilestone.year} our classrooms had trained ${grouped(figures.trainedMilestone.count)} people; today ${FIGURE_TEXT.studentsTrained} have trained with us, among them the teams of ${FIGURE_TEXT.corporateTrainingClients}. ` +
      `In ${figures.years} years we have delivered ${FIGURE_TEXT.applications} for ${FIGURE_TEXT.happyCustomers} on four continents.`,
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
  };
};

export const ABOUT = aboutContent();
