import { UPFRONT_BANNER } from '../../content/landing';

export function UpfrontBanner() {
  return (
    <section className="upfront-banner" aria-labelledby="upfront-title">
      <div className="container">
        <h2 id="upfront-title" className="upfront-banner__title">
          {UPFRONT_BANNER.title}
        </h2>
        <p className="upfront-banner__tagline">{UPFRONT_BANNER.tagline}</p>
      </div>
    </section>
  );
}
