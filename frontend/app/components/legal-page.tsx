import type { LegalData } from '@orbitwise/contracts/content';
import { formatDate } from '~/lib/format';
import { PageHero } from './page-hero';

export function LegalPage({ title, lastUpdated, sections }: LegalData) {
  return (
    <>
      <PageHero title={title} lead={`Last updated ${formatDate(lastUpdated)}`} />
      <section className="section">
        <div className="container narrow prose">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
