import { TESTIMONIALS } from '~/content/testimonials';
import { Carousel } from '../carousel';
import { Section } from '../section';

export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="What our clients and students say" tone="sky">
      <Carousel label="Testimonials" options={{ perView: 3, paged: true }}>
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className="card testimonial">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong>
              <span>{t.role}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
