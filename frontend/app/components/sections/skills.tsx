import type { Skill } from '~/content/about';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The skill bars of the `about` document, handed over by the page's loader. */
export function SkillsSection({ heading, skills }: { heading: SectionText; skills: readonly Skill[] }) {
  return (
    <Section id="skills" {...heading} tone="sky">
      <ul className="skills">
        {skills.map((skill) => (
          <li key={skill.label}>
            <div className="skill-label">
              <span>{skill.label}</span>
              <span>{skill.percent}%</span>
            </div>
            <div
              className="skill-bar"
              role="progressbar"
              aria-label={skill.label}
              aria-valuenow={skill.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${skill.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
