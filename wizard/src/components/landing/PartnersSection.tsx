import { PARTNERS, SPOTLIGHT_TESTIMONIAL_ID, TESTIMONIALS } from '../../content/landing';
import { TestimonialCard } from './TestimonialCard';

const spotlight = TESTIMONIALS.find((testimonial) => testimonial.id === SPOTLIGHT_TESTIMONIAL_ID);

/** Partner providers as text wordmarks, then one featured testimonial. */
export function PartnersSection() {
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners__title">
          Compare leading UK payment providers
        </h2>
        <ul className="partners__list">
          {PARTNERS.map((partner) => (
            <li key={partner} className="partners__logo">
              {partner}
            </li>
          ))}
          <li className="partners__more">+ More Partners</li>
        </ul>
        {spotlight && (
          <div className="partners__testimonial">
            <TestimonialCard testimonial={spotlight} isFeatured />
          </div>
        )}
      </div>
    </section>
  );
}
