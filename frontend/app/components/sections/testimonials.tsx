import type { Testimonial } from '~/content/testimonials';
import { Carousel } from '../carousel';
import { ContentPicture } from '../content-picture';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The published testimonials, read by the page's loader (never imported here: see content/testimonials.ts). */
export function TestimonialsSection({
  heading,
  testimonials,
}: {
  heading: SectionText;
  testimonials: readonly Testimonial[];
}) {
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonials" {...heading} tone="sky">
      <Carousel label="Testimonials" options={{ perView: 3, paged: true }}>
        {testimonials.map((t) => (
          <figure key={t.slug} className="card testimonial">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              {t.photo && <ContentPicture image={t.photo} sizes="64px" width={64} height={64} />}
              <strong>{t.name}</strong>
              <span>{t.company ? `${t.role}, ${t.company}` : t.role}</span>
              {t.logo && <img src={t.logo.src} alt={t.logo.alt} height={32} loading="lazy" />}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
