const PLANETS = [
  { color: 'var(--color-health)', r: 150, angle: -90, size: 22 },
  { color: 'var(--color-wealth)', r: 150, angle: -30, size: 18 },
  { color: 'var(--color-relationships)', r: 150, angle: 30, size: 20 },
  { color: 'var(--color-mind)', r: 150, angle: 90, size: 17 },
  { color: 'var(--color-purpose)', r: 150, angle: 150, size: 21 },
  { color: 'var(--color-lifestyle)', r: 150, angle: 210, size: 18 },
];

/** The landing's decoration beside the headline (wide screens): the six life areas circling you. */
export function HeroOrbit() {
  return (
    <svg viewBox="-200 -200 400 400" className="size-full" aria-hidden>
      <defs>
        <radialGradient id="hero-core">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle r="110" fill="url(#hero-core)" />
      <circle r="150" fill="none" stroke="var(--border)" strokeDasharray="4 8" />
      <circle r="95" fill="none" stroke="var(--border)" strokeOpacity="0.6" />
      <circle r="34" fill="var(--raised)" stroke="var(--border)" />
      <circle r="16" fill="var(--accent)" />
      <g className="origin-center animate-[spin_120s_linear_infinite] motion-reduce:animate-none">
        {PLANETS.map((planet) => {
          const radians = (planet.angle * Math.PI) / 180;
          return (
            <circle
              key={planet.angle}
              cx={planet.r * Math.cos(radians)}
              cy={planet.r * Math.sin(radians)}
              r={planet.size}
              fill={planet.color}
            />
          );
        })}
      </g>
    </svg>
  );
}
