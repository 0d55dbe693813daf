import { useId } from 'react';
import type { Tile } from '../../content/landing';

interface TileSectionProps {
  /** The section's name for assistive technology (the tiles carry the visible titles). */
  heading: string;
  tiles: readonly Tile[];
  variant: 'benefits' | 'points';
}

/** A row of titled tiles: the three benefit tiles and the three-point section. */
export function TileSection({ heading, tiles, variant }: TileSectionProps) {
  const headingId = useId();
  return (
    <section className={`tiles tiles--${variant}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="visually-hidden">
          {heading}
        </h2>
        <ul className="tiles__grid">
          {tiles.map((tile) => (
            <li key={tile.title} className="tile">
              <span className="tile__mark" aria-hidden="true">
                ✓
              </span>
              <h3 className="tile__title">{tile.title}</h3>
              <p className="tile__text">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
