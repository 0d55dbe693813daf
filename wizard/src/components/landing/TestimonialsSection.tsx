import { useId, useRef, useState } from 'react';
import { TESTIMONIALS, TESTIMONIALS_SHOWN_BY_DEFAULT } from '../../content/landing';
import { TestimonialCard } from './TestimonialCard';

/** 'Trusted by UK Business Owners': 3 reviews by default, all 10 after 'Show More Reviews'. */
export function TestimonialsSection() {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const listId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const shown = isShowingAll ? TESTIMONIALS : TESTIMONIALS.slice(0, TESTIMONIALS_SHOWN_BY_DEFAULT);

  const toggle = () => {
    const isCollapsing = isShowingAll;
    setIsShowingAll(!isShowingAll);
    // After collapsing, bring the section back into view if its top is above the screen.
    const section = sectionRef.current;
    if (isCollapsing && section && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <section ref={sectionRef} className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section-title">
          Trusted by UK Business Owners
        </h2>
        <ul id={listId} className="testimonials__grid">
          {shown.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <div className="testimonials__more">
          <button type="button" className="button button--secondary" aria-expanded={isShowingAll} aria-controls={listId} onClick={toggle}>
            {isShowingAll ? 'Show Less Reviews' : 'Show More Reviews'}
          </button>
        </div>
      </div>
    </section>
  );
}
