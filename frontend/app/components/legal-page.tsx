import type { LegalSection } from '~/content/legal';
import { formatDate } from '~/lib/format';
import { PageHero } from './page-hero';

export function LegalPage({
  title,
  sections,
  updated,
}: {
  title: string;
  sections: LegalSection[];
  updated: string;
}) {
  return (
    <>
      <PageHero title={title} lead={`Last updated ${formatDate(updated)}`} />
      <section className="section">
        <div className="container narrow prose">
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
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
