import type { Testimonial } from '../../content/landing';
import { savingText } from './landingText';

interface TestimonialCardProps {
  testimonial: Testimonial;
  isFeatured?: boolean;
}

export function TestimonialCard({ testimonial, isFeatured = testimonial.isFeatured }: TestimonialCardProps) {
  return (
    <figure className={isFeatured ? 'testimonial testimonial--featured' : 'testimonial'}>
      <blockquote className="testimonial__quote">
        <p>
          {testimonial.before} <strong className="testimonial__saving">{savingText(testimonial.saving)}</strong> {testimonial.after}
        </p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__name">{testimonial.name}</span>
        <span className="testimonial__business">
          {testimonial.business}, {testimonial.city}
        </span>
      </figcaption>
    </figure>
  );
}
