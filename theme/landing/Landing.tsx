/**
 * A landing page's hero (title, tagline, call-to-action buttons, an optional picture or large emoji) and its grid of feature cards,
 * drawn from a `LandingView` at build time. Server side only: the page carries them as HTML in its article, so the
 * browser bundle holds none of this. Every string is the author's text and is drawn as text; addresses arrive final.
 */
import type { LandingView } from '../../core/route-data.js';

/** An action's icon after its words, drawn here on the 24×24 grid of the theme's icons; decorative. */
function ActionIcon({ name }: { name: 'right-arrow' | 'external' }) {
  const d = name === 'external' ? 'M14 3h7v7M21 3l-9 9M10 5H3v16h16v-7' : 'M4 12h16M13 5l7 7-7 7';
  return (
    <svg className={`landing-action-icon icon-${name}`} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LandingHero({ hero }: { hero: LandingView['hero'] }) {
  return (
    <header className={`landing-hero${hero.image || hero.icon ? ' landing-hero-with-image' : ''}`}>
      <div className="landing-hero-text">
        <h1 className="landing-title">
          {hero.title}
          {hero.subtitle ? <span className="landing-subtitle">{hero.subtitle}</span> : null}
        </h1>
        {hero.tagline ? <p className="landing-tagline">{hero.tagline}</p> : null}
        {hero.actions.length ? (
          <div className="landing-actions">
            {hero.actions.map((action, i) => (
              <a key={i} className={`landing-action landing-action-${action.variant}`} href={action.href}>
                {action.text}
                {action.icon ? <ActionIcon name={action.icon} /> : null}
              </a>
            ))}
          </div>
        ) : null}
      </div>
      {hero.image ? (
        // Above the fold: fetched at once, unlike the article's images.
        <img className="landing-image" src={hero.image.src} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} decoding="async" />
      ) : hero.icon ? (
        <span className="landing-hero-icon" aria-hidden="true">
          {hero.icon}
        </span>
      ) : null}
    </header>
  );
}

export function LandingFeatures({ features }: { features: LandingView['features'] }) {
  if (features.length === 0) return null;
  return (
    <ul className="landing-features">
      {features.map((feature, i) => (
        <li key={i} className={`landing-feature${feature.href ? ' landing-feature-linked' : ''}`}>
          {feature.icon ? (
            <span className="landing-feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
          ) : null}
          <h2 className="landing-feature-title">{feature.href ? <a href={feature.href}>{feature.title}</a> : feature.title}</h2>
          {feature.details ? <p className="landing-feature-details">{feature.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}
