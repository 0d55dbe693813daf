import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The provider's logo; a broken or missing image is hidden and initials shown instead. */
export function ProviderLogo({ src, name }: { src: string | null; name: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (!src || isBroken) {
    return (
      <span className="provider-logo provider-logo--initials" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return <img className="provider-logo" src={src} alt="" loading="lazy" onError={() => setIsBroken(true)} />;
}
